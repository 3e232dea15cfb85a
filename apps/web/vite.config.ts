import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The page server imports the workspace packages (`@loansetu/api`, `db`, `domain`) from Node, as the API does,
 * instead of Vite inlining a copy: Vite bundles linked packages by default, and ignores `ssr.external` for deep
 * imports that resolve to `.ts` files, so one process held two copies of every module-level state (caches,
 * metrics). Server environments only: the browser bundle still needs the domain code. The build only: the
 * development server keeps loading them through Vite, for hot reload (its module runner cannot hand a bare
 * `.ts` import to Node). Decision 0028.
 */
function workspacePackagesFromNode(): Plugin {
  return {
    name: "loansetu:workspace-packages-from-node",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "server",
    resolveId: (id) => (/^@loansetu\/(?:api|db|domain)\//.test(id) ? { id, external: true } : null),
  };
}

/**
 * The browser build gets app/i18n/domain-messages.client.ts instead of the domain's English message texts:
 * the pages show a validator's message through the i18n catalogues by its id, and only the API answers with
 * the English text itself. Build only: tests and the development server keep the real module.
 */
function domainMessagesLeftOutOfTheBrowser(): Plugin {
  const standIn = fileURLToPath(new URL("./app/i18n/domain-messages.client.ts", import.meta.url));
  return {
    name: "loansetu:domain-messages-left-out-of-the-browser",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    resolveId: (id, importer) =>
      (id === "./messages.ts" && importer?.includes("/packages/domain/src/")) ||
      id === "@loansetu/domain/messages"
        ? standIn
        : null,
  };
}

export default defineConfig({
  plugins: [workspacePackagesFromNode(), domainMessagesLeftOutOfTheBrowser(), tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  // The browser build puts React, React Router and their helpers in one chunk ("framework"): every page needs
  // all of it, and as Rolldown split it by the routes that import each part it was six more files a page
  // (each one a preload link and a request) and 4.7 kB more gzip than one file. Grouping our own modules the
  // same way was tried and dropped: merged by the routes that share them, the home page loaded 14-19 kB more.
  // The icon library's shared base (the component every icon is made with, 1.3 kB gzip) joins that chunk: the
  // site header draws icons, so every page loaded it as a file of its own; each icon stays in the chunk of the
  // code that draws it. One request less a page and 0.5 kB less in all (decision 0085).
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](?:(?:react|react-dom|scheduler|react-router|@react-router|cookie|set-cookie-parser|turbo-stream)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](?:createLucideIcon|Icon|defaultAttributes|context|shared[\\/]))/,
                  priority: 20,
                },
              ],
            },
          },
        },
      },
    },
  },
  // The page server bundles the icons it uses instead of loading lucide-react's whole set from Node: the
  // package's Node entry is one CommonJS file of every icon (about 1,600), which held megabytes of the
  // server's memory for the few dozen the pages draw.
  ssr: { noExternal: ["lucide-react"] },
  server: { fs: { allow: ["../.."] } },
});
