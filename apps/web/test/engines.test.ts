import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// `.npmrc` keeps npm quiet about "engines" because npm checks them against the Node that runs npm, not the
// one that runs the project. This test makes the check that matters: every installed package accepts the
// Node pinned in devDependencies. (semver comes with the tools npm installs; it has no types of its own.)
const semver = createRequire(import.meta.url)("semver") as {
  satisfies(version: string, range: string): boolean;
};
const lock = JSON.parse(readFileSync(new URL("../../../package-lock.json", import.meta.url), "utf8")) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean }>;
};
const manifest = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as {
  engines: { node: string };
};

describe("Node version", () => {
  const pinned = lock.packages["node_modules/node"]?.version ?? "";

  it("the pinned Node is the one package.json's engines names", () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(semver.satisfies(pinned, manifest.engines.node)).toBe(true);
    expect(process.version).toBe(`v${pinned}`);
  });

  it("every installed package accepts the pinned Node", () => {
    const refused = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== "" && !entry.optional)
      .flatMap(([path, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range && !semver.satisfies(pinned, range) ? [`${path}: node ${range}`] : [];
      });
    expect(refused).toEqual([]);
  });
});
