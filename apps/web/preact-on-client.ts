import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** What the browser build imports instead of React (decision 0024); the server build keeps React 19. */
const CLIENT_ALIASES: Record<string, string> = {
  react: fileURLToPath(new URL("./app/preact/react.ts", import.meta.url)),
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

/**
 * Builds the browser bundle on Preact's compat layer (~40 kB gzip less than react-dom's client on every
 * hydrated page). Vite's `resolve.alias` is shared by all environments, so the swap is a resolver that only
 * the client environment runs, and only in the production build: `npm run dev` keeps React on the client
 * too, with its development warnings. The server renders with React 19; Preact hydrates that HTML.
 */
export function preactOnClient(): Plugin {
  return {
    name: "loansetu:preact-on-client",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      const target = CLIENT_ALIASES[source];
      if (target === undefined) return null;
      if (target.startsWith("/")) return target;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
