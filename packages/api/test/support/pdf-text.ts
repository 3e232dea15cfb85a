import { inflateSync } from "node:zlib";

/** A PDF literal string's bytes: the backslash escapes undone. */
function literalBytes(body: string): Buffer {
  const escapes: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };
  const text = body.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, escaped: string) =>
    /^[0-7]+$/.test(escaped)
      ? String.fromCharCode(Number.parseInt(escaped, 8))
      : (escapes[escaped] ?? escaped),
  );
  return Buffer.from(text, "latin1");
}

/** A PDF text string: UTF-16BE after a byte order mark, else one byte a character. */
function textString(bytes: Buffer): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    const swapped = Buffer.from(bytes.subarray(2));
    swapped.swap16();
    return swapped.toString("utf16le");
  }
  return bytes.toString("latin1");
}

/**
 * The text drawn on a PDF's pages, one line per marked span, as a reader copies it: inflates each Flate
 * stream and reads the ActualText of every span our PDF writer marks (the shaped glyphs of a Hindi line
 * are in visual order, so the glyphs alone do not spell the words). Enough to check what a generated
 * document states.
 */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString("latin1");
  const lines: string[] = [];
  for (const match of raw.matchAll(/(?<!end)stream\r?\n/g)) {
    // The stream's own /Length, not a search for "endstream": compressed bytes may end in \r or \n.
    const length = [...raw.slice(Math.max(0, match.index - 300), match.index).matchAll(/\/Length (\d+)/g)].at(
      -1,
    );
    if (!length) continue;
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw.slice(start, start + Number(length[1])), "latin1")).toString(
        "latin1",
      );
    } catch {
      continue;
    }
    for (const text of content.matchAll(/\/ActualText \(((?:\\[\s\S]|[^\\)])*)\)/g)) {
      lines.push(textString(literalBytes(text[1]!)));
    }
  }
  return lines.join("\n");
}

/** Every inflated content stream of a PDF, as latin1 text. */
function contentStreams(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString("latin1");
  const streams: string[] = [];
  for (const match of raw.matchAll(/(?<!end)stream\r?\n/g)) {
    const length = [...raw.slice(Math.max(0, match.index - 300), match.index).matchAll(/\/Length (\d+)/g)].at(
      -1,
    );
    if (!length) continue;
    const start = match.index + match[0].length;
    try {
      streams.push(
        inflateSync(Buffer.from(raw.slice(start, start + Number(length[1])), "latin1")).toString("latin1"),
      );
    } catch {}
  }
  return streams;
}

/**
 * The lines of a PDF that draw a missing glyph, with the text they were meant to show: every glyph a
 * marked span shows through a font with two-byte glyph ids (`<…> Tj` or `[<…> …] TJ`, as pdfkit writes
 * embedded fonts) whose id is 0, the font's .notdef, which viewers draw as an empty box. Independent of how
 * the writer chooses fonts: it reads only what the page draws.
 */
export function missingGlyphs(bytes: Uint8Array): string[] {
  const missing: string[] = [];
  for (const content of contentStreams(bytes)) {
    for (const span of content.matchAll(/\/ActualText \(((?:\\[\s\S]|[^\\)])*)\)[\s\S]*?EMC/g)) {
      const drawn = [...span[0].matchAll(/<([0-9a-fA-F]+)>/g)].flatMap((hex) => hex[1]!.match(/.{4}/g) ?? []);
      if (drawn.includes("0000")) missing.push(textString(literalBytes(span[1]!)));
    }
  }
  return missing;
}
