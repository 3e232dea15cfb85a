import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The domain package is pure (docs/architecture.md, layers: "No IO and no React"): the web app and the API both import
// it, in the browser and on the server. Anything with IO or UI fails this test.
const FORBIDDEN = [
  /^node:/,
  /^(?:fs|net|http|https|child_process|dgram|tls|os|worker_threads)(?:\/|$)/,
  /^react(?:-dom)?(?:\/|$)/,
  /^hono(?:\/|$)/,
  /^@hono\//,
  /^drizzle-orm(?:\/|$)/,
  /^pg(?:\/|$)/,
  /^@electric-sql\//,
];

const SOURCE_DIR = join(import.meta.dirname, "../src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every module specifier in a file: static and side-effect imports, re-exports, dynamic imports, require. */
function importsOf(source: string): string[] {
  const pattern =
    /(?:\bimport\s+(?:[^'"]*?\sfrom\s+)?|\bexport\s+[^'"]*?\sfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*)["']([^"']+)["']/g;
  return [...source.matchAll(pattern)].map((match) => match[1] ?? "");
}

describe("packages/domain is pure", () => {
  it("finds the imports the check relies on", () => {
    expect(
      importsOf(
        'import a from "node:fs";\nimport { b } from "react";\nimport "pg";\nexport * from "hono/x";\nconst c = await import("net");\nrequire("drizzle-orm");\nimport type { D } from "@electric-sql/pglite";',
      ),
    ).toEqual(["node:fs", "react", "pg", "hono/x", "net", "drizzle-orm", "@electric-sql/pglite"]);
    expect(FORBIDDEN.some((pattern) => pattern.test("fs"))).toBe(true);
    expect(FORBIDDEN.some((pattern) => pattern.test("./format.ts"))).toBe(false);
    expect(FORBIDDEN.some((pattern) => pattern.test("isomorphic-dompurify"))).toBe(false);
  });

  it("imports nothing with IO or UI", () => {
    const files = sourceFiles(SOURCE_DIR);
    expect(files.length).toBeGreaterThan(10);
    const offending = files.flatMap((file) =>
      importsOf(readFileSync(file, "utf8"))
        .filter((specifier) => FORBIDDEN.some((pattern) => pattern.test(specifier)))
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it("has only TypeScript modules (no barrel or index files)", () => {
    const names = sourceFiles(SOURCE_DIR).map((file) => file.slice(SOURCE_DIR.length + 1));
    expect(names.every((name) => /^[a-z0-9-]+\.ts$/.test(name))).toBe(true);
    expect(names).not.toContain("index.ts");
  });
});
