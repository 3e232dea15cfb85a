import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text files worth compressing; fonts (woff2), videos and images other than SVG are compressed already. */
const TEXT = /\.(?:js|css|svg|json|txt|xml|html)$/;
/** Below this, as in the server's on-the-fly compression, the headers cost more than the bytes saved. */
const MIN_BYTES = 1024;

/**
 * Writes `name.br` (Brotli, best quality) and `name.gz` (gzip, level 9) beside each text file of the browser
 * build, when smaller, for the server to send as they are (serveStatic `precompressed`, decision 0033):
 * compressing the same unchanging file for every request cost the server CPU, and at the speed it can afford
 * per request (gzip level 6) it sent more bytes than these. Once per build, for all files: 3.3 s on a loaded
 * two-core machine.
 */
export async function precompress(
  dir: string,
): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const paths = entries.filter((e) => e.isFile() && TEXT.test(e.name)).map((e) => join(e.parentPath, e.name));
  // All at once: zlib works on libuv's thread pool, so the files share its threads.
  const sizes = await Promise.all(paths.map(compressBeside));
  const kept = sizes.filter((size) => size !== null);
  return {
    files: kept.length,
    bytes: kept.reduce((sum, size) => sum + size.bytes, 0),
    brotliBytes: kept.reduce((sum, size) => sum + size.brotliBytes, 0),
  };
}

async function compressBeside(path: string): Promise<{ bytes: number; brotliBytes: number } | null> {
  const source = await readFile(path);
  if (source.length < MIN_BYTES) return null;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipped(source, { level: 9 }),
  ]);
  if (br.length < source.length) await writeFile(`${path}.br`, br);
  if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
  return { bytes: source.length, brotliBytes: Math.min(br.length, source.length) };
}

// `npm run build` runs this after `react-router build`, not as a Vite plugin: React Router writes the route
// manifest (`assets/manifest-*.js`, 158 kB) after the browser build's own hooks have run.
if (import.meta.main) {
  const dir = fileURLToPath(new URL("build/client", import.meta.url));
  const started = performance.now();
  const { files, bytes, brotliBytes } = await precompress(dir);
  console.log(
    `precompressed ${files} files: ${Math.round(bytes / 1024)} kB, ${Math.round(brotliBytes / 1024)} kB as Brotli, in ${Math.round(performance.now() - started)} ms`,
  );
}
