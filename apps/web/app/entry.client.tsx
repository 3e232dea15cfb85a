import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { hydrateDocument } from "./preact/hydrate-document.tsx";

// The production build runs on Preact (decision 0024, preact-on-client.ts), which hydrates the document in
// its own way; `npm run dev` keeps React's client and React Router's default entry.
if (import.meta.env.DEV) {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
} else {
  await hydrateDocument();
}
