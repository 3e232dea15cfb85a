import { gzipSync } from "node:zlib";

/** Below this a gzip member costs more than it saves (hono/compress's default threshold too). */
export const COMPRESS_THRESHOLD = 1024;

/** Whether the caller takes gzip: listed (or `*`) with a q above 0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const accepted = !q || Number(q.slice(2)) > 0;
    if (name === "gzip") return accepted;
    if (name === "*") wildcard = accepted;
  }
  return wildcard;
}

/**
 * The headers of a JSON answer built from its text (the success envelope's `ok`): one under the threshold
 * states its length, so hono/compress passes it through as it is (below its threshold), and @hono/node-server
 * writes it without measuring it again.
 */
export function jsonHeaders(text: string): Record<string, string> {
  const bytes = Buffer.byteLength(text);
  return bytes < COMPRESS_THRESHOLD
    ? { "Content-Type": "application/json", "Content-Length": String(bytes) }
    : { "Content-Type": "application/json" };
}

export const gzipBytes = (bytes: Uint8Array): Uint8Array => gzipSync(bytes);
