import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { renderMarker, sealInlineScripts } from "../server/script-hashes.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

// Decision 0054: a page's own inline scripts are allowed by hash and the render's marker never reaches the
// visitor, so every anonymous visitor gets the same bytes and a shared cache may keep them.
describe("sealing a page's inline scripts", () => {
  it("lists the marked scripts by hash, takes the marker out, and lists nothing else", () => {
    const marker = renderMarker();
    const html =
      `<head><link rel="modulepreload" href="/assets/a.js" nonce="${marker}"/></head><body>` +
      `<script nonce="${marker}">window.__reactRouterContext = {"ℹ":"हिन्दी"};</script>` +
      `<script type="module" nonce="${marker}" async="">import "/assets/entry.js";</script>` +
      `<script nonce="${marker}" src="/assets/b.js"></script>` +
      // Markup that got into the page some other way cannot know the marker: it stays unlisted.
      `<script>alert("injected")</script><script nonce="guess">alert(2)</script></body>`;
    const sealed = sealInlineScripts(html, marker);
    expect(sealed.hashes).toEqual([
      sha('window.__reactRouterContext = {"ℹ":"हिन्दी"};'),
      sha('import "/assets/entry.js";'),
    ]);
    expect(sealed.html).not.toContain(marker);
    expect(sealed.html).toContain('<script type="module" async="">import "/assets/entry.js";</script>');
    expect(sealed.html).toContain('<script>alert("injected")</script>');
  });

  it("draws a new marker for every render", () => {
    expect(renderMarker()).not.toBe(renderMarker());
    expect(renderMarker()).toMatch(/^[\w-]{24}$/);
  });
});
