import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createTestDatabase,
  ENGINES,
  type TestDatabase,
} from "../../../packages/api/test/support/test-database.ts";
import { createTestDeps } from "../../../packages/api/test/support/test-deps.ts";
import { createServerApp } from "../server/app.ts";

// The cheaper request path (no CSP nonce on JSON, compression above the threshold only, the calculator's
// stored gzip) and /metrics, through the whole server app.
// As the API project's config: a PGlite database and the content index take seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
const TOKEN = "metrics-token-for-this-test-0123456789";
const LOCAL = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };
const REMOTE = { incoming: { socket: { remoteAddress: "203.0.113.9" } } };

describe.each(ENGINES)("server request path on %s", (engine) => {
  let database: TestDatabase;
  let app: ReturnType<typeof createServerApp>;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = createServerApp({
      deps: createTestDeps(database, { env: { METRICS_TOKEN: TOKEN } }),
      mode: "production",
    });
  });
  afterAll(() => database.dispose());

  const get = (path: string, headers: Record<string, string> = {}, env: object = REMOTE) =>
    app.request(path, { headers }, env);

  it("gives JSON answers the four security headers of data, without a script nonce", async () => {
    const res = await get("/api/health");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("referrer-policy")).toBeNull();
    expect(res.headers.get("x-xss-protection")).toBeNull();
  });

  it("sends a small JSON answer as it is, with its length, even to a gzip client", async () => {
    const res = await get("/api/health", { "accept-encoding": "gzip, br" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBeNull();
    const body = new Uint8Array(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(body.byteLength);
    expect(JSON.parse(new TextDecoder().decode(body))).toMatchObject({ status: true });
  });

  it("gzips a large JSON answer for a gzip client and not for others", async () => {
    const plain = await get("/api/resources/faq?locale=en");
    expect(plain.status).toBe(200);
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toContain("Accept-Encoding");

    const zipped = await get("/api/resources/faq?locale=en", { "accept-encoding": "gzip" });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(gunzipSync(bytes).toString("utf8")).toBe(text);
  });

  it("serves the calculator's stored gzip with the weak form of its ETag, and 304 for either form", async () => {
    const plain = await get("/api/calculator?key=city_brand");
    const etag = plain.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const text = await plain.text();

    const zipped = await get("/api/calculator?key=city_brand", { "accept-encoding": "gzip, deflate, br" });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("etag")).toBe(`W/${etag}`);
    expect(zipped.headers.get("cache-control")).toBe("public, max-age=3600, stale-while-revalidate=86400");
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString("utf8")).toBe(text);

    for (const tag of [etag, `W/${etag}`]) {
      const again = await get("/api/calculator?key=city_brand", {
        "accept-encoding": "gzip",
        "if-none-match": tag,
      });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
    }
  });

  it("shows /metrics to a caller on this machine or with the token, and to nobody else", async () => {
    await get("/api/calculator?key=model&makeId=1");
    expect((await get("/metrics")).status).toBe(404);
    expect(
      (await get("/metrics", { authorization: "Bearer not-the-token-0123456789-0123456789" })).status,
    ).toBe(404);
    // A request a local proxy relays is not a local caller.
    expect((await get("/metrics", { "x-forwarded-for": "198.51.100.4" }, LOCAL)).status).toBe(404);

    const local = await get("/metrics", {}, LOCAL);
    expect(local.status).toBe(200);
    expect(local.headers.get("content-type")).toContain("text/plain");
    const withToken = await get("/metrics", { authorization: `Bearer ${TOKEN}` });
    expect(withToken.status).toBe(200);
    const text = await withToken.text();
    // Route patterns, never URLs with their ids or query strings.
    expect(text).toMatch(/http_requests_total\{route="\/api\/calculator",method="GET",status="2xx"\} \d+/);
    expect(text).not.toContain("makeId");
    expect(text).toContain("http_request_duration_seconds_bucket");
    expect(text).toContain("process_resident_memory_bytes");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/job_queue_due \d+/);
    expect(text).toMatch(/job_queue_oldest_due_seconds \d+/);
  });

  it("counts OTP sends and checks on /metrics", async () => {
    const mobile = engine === "pglite" ? "9123456780" : "9123456781";
    const post = (path: string, body: unknown) =>
      app.request(
        path,
        { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
        REMOTE,
      );
    const sent = (await (await post("/api/otp-v2", { mobile })).json()) as { data: { id: string } };
    const wrong = await post("/api/verify", { mobile, referenceId: sent.data.id, value: { otp: "0000" } });
    // 0000 may be the code one time in ten thousand: then it verifies, which the counters show as well.
    expect([200, 400, 401]).toContain(wrong.status);
    const text = await (await get("/metrics", {}, LOCAL)).text();
    expect(text).toMatch(/otp_sends_total\{outcome="sent"\} [1-9]/);
    expect(text).toMatch(/otp_verifications_total\{outcome="(incorrect|verified)"\} [1-9]/);
  });
});
