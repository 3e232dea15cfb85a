// Imported first by the production entry (main.ts), before anything that loads React.
//
// The built site renders with React's production build whatever mode the app runs in. React chooses its
// build from NODE_ENV when it is first loaded, and `npm start` leaves NODE_ENV unset (the app's development
// mode: the dev outbox, the development secrets; config.ts reads that on its own). The development build
// re-checks every element's props and keys to print warnings for a developer, who works in `npm run dev`
// (Vite) anyway: with it, a browser-test worker's server took 29 CPU-seconds for 92 page tests, without it
// 24 to 26 (decision 0032).
// Loading React here with NODE_ENV=production puts the production modules in Node's module cache, where the
// server build's own imports find them; NODE_ENV is then put back as it was.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const mode = process.env.NODE_ENV;
process.env.NODE_ENV = "production";
try {
  for (const id of ["react", "react/jsx-runtime", "react-dom", "react-dom/server"]) require(id);
} finally {
  if (mode === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = mode;
}
