import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Decision 0032: the production entry loads React's production build whatever NODE_ENV says, and leaves
// NODE_ENV as it found it (the app's own mode reads it). Checked in a fresh Node, as main.ts starts: the
// preloading module first, then React imported the way the server build imports it (ESM).
const PRELOAD = fileURLToPath(new URL("../server/react-production.ts", import.meta.url));

/** What `import` gives a fresh Node after the preload, as the server build imports React; and NODE_ENV after. */
function importedReact(nodeEnv: string | undefined): { production: boolean[]; nodeEnv: string | null } {
  // Node evaluates the development files too when it reads a CommonJS module's re-exported names for
  // `import`, so what counts is which module's functions the imports hold: the production ones.
  const script = `
    await import(${JSON.stringify(PRELOAD)});
    const { createRequire } = await import("node:module");
    const require = createRequire(import.meta.url);
    const cjs = (pkg, file) => require(require.resolve(pkg + "/package.json").replace(/package\\.json$/, "cjs/" + file));
    const production = [
      (await import("react")).createElement === cjs("react", "react.production.js").createElement,
      (await import("react/jsx-runtime")).jsx === cjs("react", "react-jsx-runtime.production.js").jsx,
      (await import("react-dom/server")).renderToPipeableStream ===
        cjs("react-dom", "react-dom-server.node.production.js").renderToPipeableStream,
    ];
    console.log(JSON.stringify({ production, nodeEnv: process.env.NODE_ENV ?? null }));`;
  const env = { ...process.env };
  delete env.NODE_ENV;
  if (nodeEnv !== undefined) env.NODE_ENV = nodeEnv;
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: fileURLToPath(new URL("..", import.meta.url)),
    env,
    encoding: "utf8",
  });
  return JSON.parse(out);
}

describe("the production server's React", () => {
  for (const nodeEnv of [undefined, "development", "test", "production"]) {
    it(`is the production build with NODE_ENV ${nodeEnv ?? "unset"}, which it leaves as it was`, () => {
      const imported = importedReact(nodeEnv);
      expect(imported.production).toEqual([true, true, true]);
      expect(imported.nodeEnv).toBe(nodeEnv ?? null);
    });
  }
});
