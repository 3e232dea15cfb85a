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

export default defineConfig({
  plugins: [workspacePackagesFromNode(), tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  server: { fs: { allow: ["../.."] } },
});
