import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { MiddlewareHandler } from "hono";
import { getMimeType } from "hono/utils/mime";

/**
 * The browser build's files (scripts, styles, fonts, pictures: 3 MB with their `.br` and `.gz` copies), read
 * once at start and answered from memory. Hono's `serveStatic` stats each file (and each compressed copy) and
 * opens, reads and closes it for every request: a tenth of a test server's CPU went to a page view's ~40
 * script files that way (profile, decision 0034). A build never changes under a running server (the
 * development server serves through Vite, not here), so the copy cannot go stale.
 *
 * What it answers is what `serveStatic({ precompressed: true })` answered: the same Content-Type,
 * Last-Modified and Content-Length, the `.br` or `.gz` copy to a browser that accepts it (Brotli first),
 * with `Vary: Accept-Encoding` on every answer of a file that has copies. Anything else goes on to the next
 * handler (`serveStatic`): a Range request (the videos), a path that is not a file of the build, and any
 * file over MAX_FILE_BYTES.
 */
const MAX_FILE_BYTES = 1_000_000;
const ENCODINGS = [
  ["br", ".br"],
  ["gzip", ".gz"],
] as const;

type Bytes = Uint8Array<ArrayBuffer>;

interface StaticFile {
  type: string;
  lastModified: string;
  identity: Bytes;
  /** The build's compressed copies, by Content-Encoding. */
  encoded: Partial<Record<(typeof ENCODINGS)[number][0], Bytes>>;
}

/** Every file of `root` (not the compressed copies, which go with their file), by URL path. */
function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(?:br|gz)$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const stats = statSync(path);
    if (stats.size > MAX_FILE_BYTES) continue;
    const encoded: StaticFile["encoded"] = {};
    for (const [encoding, suffix] of ENCODINGS) {
      try {
        encoded[encoding] = new Uint8Array(readFileSync(path + suffix));
      } catch {
        // no compressed copy of this one (binary files, text under 1 kB: apps/web/precompress.ts)
      }
    }
    files.set(`/${relative(root, path).split(sep).join("/")}`, {
      type: getMimeType(path) ?? "application/octet-stream",
      lastModified: stats.mtime.toUTCString(),
      identity: new Uint8Array(readFileSync(path)),
      encoded,
    });
  }
  return files;
}

/** Answers GET and HEAD for the files of `root` from memory; see above for what it leaves to the next handler. */
export function staticFromMemory(root: string): MiddlewareHandler {
  const files = loadStaticFiles(root);
  return async (c, next) => {
    const method = c.req.method;
    const file = method === "GET" || method === "HEAD" ? files.get(c.req.path) : undefined;
    if (!file || c.req.header("range")) return next();
    let body = file.identity;
    c.header("Content-Type", file.type);
    if (file.encoded.br || file.encoded.gzip) {
      // As serveStatic reads the header: a list of names, each taken when the file has that copy.
      const accepted = new Set(
        c.req
          .header("accept-encoding")
          ?.split(",")
          .map((name) => name.trim()),
      );
      const encoding = ENCODINGS.find(([name]) => accepted.has(name) && file.encoded[name])?.[0];
      if (encoding) {
        body = file.encoded[encoding]!;
        c.header("Content-Encoding", encoding);
      }
      c.header("Vary", "Accept-Encoding");
    }
    c.header("Last-Modified", file.lastModified);
    c.header("Content-Length", String(body.length));
    return method === "HEAD" ? c.body(null, 200) : c.body(body, 200);
  };
}
