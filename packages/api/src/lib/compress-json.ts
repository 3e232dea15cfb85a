import { promisify } from "node:util";
import { gzip, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";

/** Below this a gzip member costs more than it saves (hono/compress's default threshold too). */
export const COMPRESS_THRESHOLD = 1024;
/** Bodies up to this size are compressed on the spot (well under a millisecond); larger ones in the pool. */
const SYNC_LIMIT = 64 * 1024;
const gzipAsync = promisify(gzip);
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

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
 * states its length, so compressJson passes it through as it is, without turning @hono/node-server's
 * lightweight answer into a full Response to read its body back (issue 23: 5 % of a health check's CPU).
 */
export function jsonHeaders(text: string): Record<string, string> {
  const bytes = Buffer.byteLength(text);
  return bytes < COMPRESS_THRESHOLD
    ? { "Content-Type": "application/json", "Content-Length": String(bytes) }
    : { "Content-Type": "application/json" };
}

export const gzipBytes = (bytes: Uint8Array): Uint8Array => gzipSync(bytes);

/**
 * Issue 23: JSON answers compressed as whole bodies. hono/compress pipes every answer of unknown length
 * (all of `c.json`'s) through a CompressionStream, even a 60-byte one; here a JSON body is read once, sent
 * as it is under the threshold or to a caller that does not take gzip, and gzipped in one call otherwise.
 * Answers that already carry a length or an encoding (the calculator cache's stored bytes) and streams of other types
 * (the chatbot's NDJSON) pass through untouched.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // Headers first: reading `res.body` would turn @hono/node-server's lightweight answer (written straight
    // to the socket) into a full Response read back as a stream (issue 23, measured).
    if (c.req.method === "HEAD" || res.status === 206) return;
    const headers = res.headers;
    // An answer that states its length or encoding has settled its body (the calculator cache's stored bytes).
    if (headers.has("Content-Encoding") || headers.has("Content-Length")) return;
    if (!headers.get("Content-Type")?.startsWith("application/json") || !res.body) return;
    const bytes = new Uint8Array(await res.arrayBuffer());
    const cacheControl = headers.get("Cache-Control");
    const compressible =
      bytes.byteLength >= COMPRESS_THRESHOLD && !(cacheControl && NO_TRANSFORM.test(cacheControl));
    if (!compressible || !acceptsGzip(c.req.header("Accept-Encoding"))) {
      if (compressible) addVaryTo(headers);
      replaceBody(c, res.status, headers, bytes);
      return;
    }
    const zipped = bytes.byteLength <= SYNC_LIMIT ? gzipSync(bytes) : await gzipAsync(bytes);
    headers.set("Content-Encoding", "gzip");
    addVaryTo(headers);
    // Another representation than the identity body: no longer byte-for-byte the strong ETag's.
    const etag = headers.get("ETag");
    if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    replaceBody(c, res.status, headers, zipped);
  };
}

/**
 * Swaps the body, keeping the answer's headers (Set-Cookie included) and adding its length. The old answer
 * is dropped first: Hono's setter would otherwise copy it header by header through a full Response.
 */
function replaceBody(c: Context, status: number, headers: Headers, body: Uint8Array) {
  headers.set("Content-Length", String(body.byteLength));
  c.res = undefined;
  c.res = new Response(body as Uint8Array<ArrayBuffer>, { status, headers });
}

function addVaryTo(headers: Headers) {
  const current = headers.get("Vary");
  if (!current) headers.set("Vary", "Accept-Encoding");
  else if (current !== "*" && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(current))
    headers.set("Vary", `${current}, Accept-Encoding`);
}
