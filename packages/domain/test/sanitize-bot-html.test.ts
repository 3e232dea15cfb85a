import fc from "fast-check";
import DOMPurify from "isomorphic-dompurify";
import { describe, expect, it } from "vitest";
import { BOT_ALLOWED_ATTRIBUTES, BOT_ALLOWED_TAGS, sanitizeBotHtml } from "../src/sanitize-bot-html.ts";

type Parsed = { tags: string[]; attributes: { name: string; value: string }[] };

// The DOM the sanitiser itself runs on (jsdom on the server), borrowed from an empty sanitised document.
const document = DOMPurify.sanitize("", { RETURN_DOM: true }).ownerDocument!;

/**
 * Parses HTML as a browser would and lists every element and attribute in it, so the checks look at the
 * DOM the output builds, not at its text. A <template> parses without running anything.
 */
function parse(html: string): Parsed {
  const template = document.createElement("template");
  template.innerHTML = html;
  const elements = [...template.content.querySelectorAll("*")];
  return {
    tags: elements.map((element) => element.localName),
    attributes: elements.flatMap((element) =>
      [...element.attributes].map((attribute) => ({ name: attribute.name, value: attribute.value })),
    ),
  };
}

function expectSafe(output: string) {
  const { tags, attributes } = parse(output);
  // The parser's own <body> wrapper and text/comment nodes ("#text") are not markup of the output.
  expect(
    tags
      .filter((tag) => tag !== "body" && !tag.startsWith("#"))
      .every((tag) => (BOT_ALLOWED_TAGS as readonly string[]).includes(tag)),
  ).toBe(true);
  expect(tags).not.toContain("script");
  for (const { name, value } of attributes) {
    expect(name).not.toMatch(/^on/i);
    expect((BOT_ALLOWED_ATTRIBUTES as readonly string[]).includes(name)).toBe(true);
    // Browsers ignore control characters and whitespace inside a scheme: look at the letters only.
    const letters = [...value].filter((character) => (character.codePointAt(0) ?? 0) > 0x20).join("");
    expect(letters).not.toMatch(/^(?:javascript|vbscript|data):/i);
  }
  expect(output).not.toMatch(/<script/i);
}

// Classic payloads from the OWASP XSS filter evasion cheat sheet and DOMPurify's own test suite.
const PAYLOADS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "<svg/onload=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<body onload="alert(1)">',
  '<p style="x:expression(alert(1))" onclick="alert(1)">hi</p>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  "<svg><style><img src=x onerror=alert(1)></style></svg>",
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  "<scr<script>ipt>alert(1)</script>",
  '"><script>alert(1)</script>',
  "<details open ontoggle=alert(1)>",
];

describe("bot output sanitiser (§5 allow-list)", () => {
  it("answers nothing for markup whose body a frameset replaces", () => {
    expect(sanitizeBotHtml('<FRAMESET><FRAME SRC="javascript:alert(1);"></FRAMESET>')).toBe("");
  });

  it("keeps the allowed tags and attributes", () => {
    const html =
      "<p>Hi <b>b</b> <strong>s</strong> <i>i</i> <em>e</em><br></p><ul><li>1</li></ul><ol><li>2</li></ol>" +
      '<pre><code>x</code></pre><a href="https://example.in/faq" title="FAQ">FAQ</a>';
    expect(sanitizeBotHtml(html)).toBe(html);
  });

  it("lists exactly the spec's tags and attributes", () => {
    expect(BOT_ALLOWED_TAGS).toEqual([
      "p",
      "br",
      "b",
      "strong",
      "i",
      "em",
      "ul",
      "ol",
      "li",
      "a",
      "code",
      "pre",
    ]);
    expect(BOT_ALLOWED_ATTRIBUTES).toEqual(["href", "title", "rel", "target", "alt"]);
  });

  it("drops other tags but keeps their text, and drops script content", () => {
    expect(sanitizeBotHtml("<div><span>Rate</span> <h1>10%</h1></div><script>alert(1)</script>")).toBe(
      "Rate 10%",
    );
  });

  it("neutralises javascript: links by removing the href", () => {
    expect(sanitizeBotHtml('<a href="javascript:alert(1)" title="t">x</a>')).toBe('<a title="t">x</a>');
  });

  it("keeps relative, mail and phone links", () => {
    for (const href of ["/resources/faq", "mailto:help@example.in", "tel:+911234567890", "#top"]) {
      expect(sanitizeBotHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });

  it("adds rel=noopener noreferrer to links that open a new window", () => {
    expect(sanitizeBotHtml('<a href="https://example.in" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.in" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("escapes text", () => {
    expect(sanitizeBotHtml("1 < 2 & 3 > 2")).toBe("1 &lt; 2 &amp; 3 &gt; 2");
  });

  it.each(PAYLOADS)("makes %s safe", (payload) => {
    const output = sanitizeBotHtml(payload);
    expectSafe(output);
    // Sanitising twice changes nothing: the output is a fixed point.
    expect(sanitizeBotHtml(output)).toBe(output);
  });

  it("property: no script element, on* attribute or javascript: URL for any input", () => {
    const fragment = fc.oneof(
      fc.string(),
      fc.constantFrom(...PAYLOADS),
      fc.constantFrom(
        "<",
        ">",
        '"',
        "'",
        "=",
        "/",
        "javascript:",
        "&#x09;",
        "on",
        "onerror=",
        "script",
        "a href=",
      ),
      fc.constantFrom(...BOT_ALLOWED_TAGS).map((tag) => `<${tag}>`),
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 12 }), (parts) => {
        expectSafe(sanitizeBotHtml(parts.join("")));
      }),
      { numRuns: 300 },
    );
  });
});
