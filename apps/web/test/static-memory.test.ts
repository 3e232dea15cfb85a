import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { staticFromMemory } from "../server/static-memory.ts";

// The build's files from memory (decision 0034) answer as Hono's serveStatic answered from disk: each case
// below is asked of both, and the headers a browser reads and the bytes must be the same.
const root = mkdtempSync(join(tmpdir(), "static-memory-"));
const script = Buffer.from(`console.log(${JSON.stringify("x".repeat(3000))});`);
mkdirSync(join(root, "assets"));
writeFileSync(join(root, "assets", "app-1.js"), script);
writeFileSync(join(root, "assets", "app-1.js.br"), brotliCompressSync(script));
writeFileSync(join(root, "assets", "app-1.js.gz"), gzipSync(script));
writeFileSync(join(root, "assets", "font-1.woff2"), Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]));
writeFileSync(join(root, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const disk = new Hono();
disk.use("*", serveStatic({ root, precompressed: true }));
disk.all("*", (c) => c.text("next", 404));
const memory = new Hono();
memory.use("*", staticFromMemory(root));
memory.all("*", (c) => c.text("next", 404));

const HEADERS = ["content-type", "content-encoding", "content-length", "last-modified", "vary"];
async function answer(app: Hono, path: string, init: RequestInit) {
  const response = await app.request(path, init);
  return {
    status: response.status,
    headers: Object.fromEntries(HEADERS.map((name) => [name, response.headers.get(name)])),
    body: Buffer.from(await response.arrayBuffer()).toString("base64"),
  };
}

describe("the build's files from memory", () => {
  const cases: [string, string, Record<string, string>][] = [
    [
      "a script to a browser that takes Brotli",
      "/assets/app-1.js",
      { "accept-encoding": "gzip, deflate, br" },
    ],
    ["a script to a client that takes gzip only", "/assets/app-1.js", { "accept-encoding": "gzip" }],
    ["a script to a client that takes neither", "/assets/app-1.js", {}],
    ["a font (no compressed copies)", "/assets/font-1.woff2", { "accept-encoding": "br" }],
    ["a small file at the root", "/favicon.svg", { "accept-encoding": "br" }],
  ];
  for (const [what, path, headers] of cases) {
    it(`answers ${what} as serveStatic does`, async () => {
      const fromMemory = await answer(memory, path, { headers });
      expect(fromMemory.status).toBe(200);
      const fromDisk = await answer(disk, path, { headers });
      // serveStatic names Vary only on a compressed answer; memory names it on each answer of a file that
      // has compressed copies, so that a shared cache keeps the identity answer apart too.
      if (fromMemory.headers["content-encoding"] === null && path.endsWith(".js"))
        expect(fromMemory.headers.vary).toBe("Accept-Encoding");
      expect({ ...fromMemory, headers: { ...fromMemory.headers, vary: null } }).toEqual({
        ...fromDisk,
        headers: { ...fromDisk.headers, vary: null },
      });
      if (fromDisk.headers.vary) expect(fromMemory.headers.vary).toBe(fromDisk.headers.vary);
    });
  }

  it("picks Brotli over gzip, and each copy decodes to the file", async () => {
    const br = await memory.request("/assets/app-1.js", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    const gz = await memory.request("/assets/app-1.js", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer()))).toEqual(script);
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer()))).toEqual(script);
  });

  it("answers HEAD with the length and no body", async () => {
    const response = await memory.request("/assets/app-1.js", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(script.length));
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it("leaves to the next handler a Range request, another method, and any path that is not a file", async () => {
    const passed = [
      await memory.request("/assets/app-1.js", { headers: { range: "bytes=0-9" } }),
      await memory.request("/assets/app-1.js", { method: "POST" }),
      await memory.request("/assets/app-1.js.br"),
      await memory.request("/assets/none.js"),
      await memory.request("/assets"),
      await memory.request("/assets/APP-1.js"),
      await memory.request("/assets/app-1.js/"),
    ];
    for (const response of passed) expect(await response.text()).toBe("next");
  });
});
