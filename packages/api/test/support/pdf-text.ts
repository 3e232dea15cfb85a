import { inflateSync } from "node:zlib";

/**
 * The text drawn on a PDF's pages, one line per text operation: inflates each Flate stream and decodes
 * the hex strings pdf-lib writes with `Tj`. Enough to check what a generated document states.
 */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString("latin1");
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      lines.push(Buffer.from(text[1]!, "hex").toString("latin1"));
    }
  }
  return lines.join("\n");
}
