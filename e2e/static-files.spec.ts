import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { expect, test } from "./support/fixtures.ts";

// Decision 0033: the build writes `.br` and `.gz` beside each text asset, and the server sends them as they
// are to a browser that accepts them (no compression per request), and still compresses for other clients.
// Read over raw HTTP, so the bytes are the ones sent, not what a client decoded. Not about the viewport.

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(url: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { headers: acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

test("text assets go out precompressed: Brotli or gzip as the browser accepts, the same bytes decoded @desktop-only", async ({
  baseURL,
}) => {
  const home = await get(`${baseURL}/`);
  const html = home.body.toString("utf8");
  // The page itself lists its inline scripts (React Router's) by hash (decision 0054).
  expect(home.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
  const assets = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!))];
  // The home page's script and stylesheet files, as its HTML names them (links, and the preload list).
  expect(assets.filter((path) => path.endsWith(".css")).length).toBeGreaterThan(0);
  expect(assets.filter((path) => path.endsWith(".js")).length).toBeGreaterThan(5);

  let compared = 0;
  for (const path of assets) {
    const plain = await get(`${baseURL}${path}`);
    expect(plain.status, path).toBe(200);
    expect(plain.headers["content-encoding"], path).toBeUndefined();
    expect(plain.headers["cache-control"], path).toBe("public, max-age=31536000, immutable");
    // The site's policy, without the page's hashes: a file runs none of the page's inline scripts.
    expect(plain.headers["content-security-policy"], path).toMatch(/^default-src 'self'; script-src 'self';/);
    if (plain.body.length < 1024) continue; // small files go out as they are
    compared += 1;

    // What Chromium sends: the build's Brotli file.
    const br = await get(`${baseURL}${path}`, "gzip, deflate, br, zstd");
    expect(br.headers["content-encoding"], path).toBe("br");
    expect(br.headers.vary, path).toMatch(/Accept-Encoding/i);
    expect(br.headers["cache-control"], path).toBe("public, max-age=31536000, immutable");
    expect(Number(br.headers["content-length"]), path).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).equals(plain.body), path).toBe(true);

    const gz = await get(`${baseURL}${path}`, "gzip");
    expect(gz.headers["content-encoding"], path).toBe("gzip");
    expect(gunzipSync(gz.body).equals(plain.body), path).toBe(true);
    expect(br.body.length, path).toBeLessThan(gz.body.length);
    expect(gz.body.length, path).toBeLessThan(plain.body.length);

    // A client that takes neither still gets a compressed answer, made for it.
    const deflate = await get(`${baseURL}${path}`, "deflate");
    expect(deflate.headers["content-encoding"], path).toBe("deflate");
    expect(inflateSync(deflate.body).equals(plain.body), path).toBe(true);
  }
  expect(compared).toBeGreaterThan(3);
});
