import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { preloadModulesAfterPaint } from "../app/module-preloads.server.ts";

const run = (chunks: Buffer[]) => text(Readable.from(chunks).pipe(preloadModulesAfterPaint("N1")));

const page =
  '<!DOCTYPE html><html><head><title>लोनसेतु</title><link rel="modulepreload" href="/a.js" nonce="N1"/>' +
  '<link rel="stylesheet" href="/r.css"/><link rel="modulepreload" href="/b.js"/></head>' +
  '<body><p>ऋण <link rel="modulepreload" href="/c.js"/></p></body></html>';

describe("module preloads after the first paint", () => {
  it("takes the head's preloads out and asks for the same files from a script at the end of the head", async () => {
    const out = await run([Buffer.from(page)]);
    const head = out.slice(0, out.indexOf("</head>"));
    expect(head).not.toContain('<link rel="modulepreload"');
    expect(head).toContain('<link rel="stylesheet" href="/r.css"/><script nonce="N1">');
    expect(head).toContain('["/a.js","/b.js"]');
    expect(out.slice(out.indexOf("</head>"))).toBe(
      '</head><body><p>ऋण <link rel="modulepreload" href="/c.js"/></p></body></html>',
    );
  });

  it("gives the same page however the stream is cut, even inside a character or a tag", async () => {
    const bytes = Buffer.from(page);
    const whole = await run([bytes]);
    for (let size = 1; size <= 40; size++) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await run(chunks)).toBe(whole);
    }
  });

  it("adds no script when there is nothing to preload, and cannot be broken out of", async () => {
    expect(await run([Buffer.from("<html><head><title>x</title></head><body></body></html>")])).toBe(
      "<html><head><title>x</title></head><body></body></html>",
    );
    const out = await run([Buffer.from('<head><link rel="modulepreload" href="/a</script>.js"/></head>')]);
    expect(out).not.toContain("/a</script>");
  });
});
