import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createTestDatabase,
  ENGINES,
  type TestDatabase,
} from "../../../packages/api/test/support/test-database.ts";
import { createTestDeps } from "../../../packages/api/test/support/test-deps.ts";
import { createServerApp } from "../server/app.ts";

// The request path in fewer layers (one frame for the request id, log and metrics; the API's
// security headers set in one loop; headers set in place). What each layer promised must still hold on
// every kind of answer.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
const REMOTE = { incoming: { socket: { remoteAddress: "203.0.113.9" } } };

describe.each(ENGINES)("the request frame on %s", (engine) => {
  let database: TestDatabase;
  let app: ReturnType<typeof createServerApp>;
  let deps: ReturnType<typeof createTestDeps>;
  let hosted: ReturnType<typeof createServerApp>;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    deps = createTestDeps(database);
    app = createServerApp({ deps, mode: "production" });
    hosted = createServerApp({
      deps: createTestDeps(database, { env: { PUBLIC_URL: "https://www.loansetu.example" } }),
      mode: "production",
    });
  });
  afterAll(() => database.dispose());

  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers }, REMOTE);
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(
      path,
      {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      },
      REMOTE,
    );

  it("gives every request an id of its own, whatever id the caller sends", async () => {
    // The id is always our own (the audit log names it): a caller's id, sane or not, is not taken.
    const kept = await get("/api/health", { "x-request-id": "trace-42_abc=" });
    expect(kept.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    for (const bad of ["two words", "x".repeat(256), "<script>"]) {
      const replaced = await get("/api/health", { "x-request-id": bad });
      expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
    const a = (await get("/api/health")).headers.get("x-request-id");
    const b = (await get("/api/health")).headers.get("x-request-id");
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
  });

  it("gives every kind of API answer its request id and the security headers of a data answer", async () => {
    const answers = [
      await get("/api/health"),
      await get("/api/calculator?key=city_brand", { "accept-encoding": "gzip" }),
      await get("/api/no-such-endpoint"),
      await post("/api/otp-v2", { mobile: "12" }),
      await post("/api/otp-v2", { mobile: "9123456700" }, { origin: "https://evil.example" }),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 200, 404, 400, 403]);
    for (const res of answers) {
      expect(res.headers.get("x-request-id")).toBeTruthy();
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
      // Headers that act only on documents are left out of data answers.
      expect(res.headers.get("permissions-policy")).toBeNull();
      // Served on localhost: no HSTS, which would pin the browser to https.
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
    // Personal by default: an answer that sets no caching of its own is kept by nobody.
    expect(answers[2]!.headers.get("cache-control")).toBe("private, no-store");
    expect(answers[0]!.headers.get("cache-control")).toBe("private, no-store");
  });

  it("gives the API's HTML page the whole set of security headers", async () => {
    const docs = await get("/api/docs");
    expect(docs.headers.get("content-type")).toContain("text/html");
    const csp = docs.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("nonce-");
    expect(docs.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(docs.headers.get("permissions-policy")).toContain("camera=()");
    expect(docs.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("adds HSTS where PUBLIC_URL is a real https site", async () => {
    const res = await hosted.request("/api/health", {}, REMOTE);
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("serves the calculator's cached bytes with ETag and Vary, and 304 with both", async () => {
    const plain = await get("/api/calculator?key=city_brand");
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const body = new Uint8Array(await plain.arrayBuffer());
    expect(Number(plain.headers.get("content-length"))).toBe(body.byteLength);
    const etag = plain.headers.get("etag")!;

    const zipped = await get("/api/calculator?key=city_brand", { "accept-encoding": "gzip" });
    expect(zipped.headers.get("vary")).toBe("Accept-Encoding");
    expect(zipped.headers.get("etag")).toBe(`W/${etag}`);

    const notModified = await get("/api/calculator?key=city_brand", {
      "accept-encoding": "gzip",
      "if-none-match": `W/${etag}`,
    });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe(`W/${etag}`);
    expect(notModified.headers.get("vary")).toBe("Accept-Encoding");
    expect(notModified.headers.get("x-request-id")).toBeTruthy();
    expect(notModified.headers.get("content-encoding")).toBeNull();
  });

  it("answers the development helpers to a direct caller on this machine only", async () => {
    expect((await get("/dev/outbox.json")).status).toBe(404);
    const local = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };
    const relayed = await app.request(
      "/dev/outbox.json",
      { headers: { "x-forwarded-for": "198.51.100.7" } },
      local,
    );
    expect(relayed.status).toBe(404);
    expect((await app.request("/dev/outbox.json", {}, local)).status).toBe(200);
  });

  it("compresses JSON outside the API for a caller that takes gzip", async () => {
    // The dev outbox here; route discovery's `/__manifest` takes the same path.
    const mobiles = ["9123456720", "9123456721", "9123456722", "9123456723"].map((m) =>
      engine === "pglite" ? m : m.replace("91234567", "91234568"),
    );
    for (const mobile of mobiles) expect((await post("/api/otp-v2", { mobile })).status).toBe(200);
    // The dev outbox answers a caller on this machine only.
    const res = await app.request(
      "/dev/outbox.json",
      { headers: { "accept-encoding": "gzip" } },
      { incoming: { socket: { remoteAddress: "127.0.0.1" } } },
    );
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const body = new Uint8Array(await res.arrayBuffer());
    const answer = JSON.parse(gunzipSync(body).toString("utf8")) as { data: { recipient: string }[] };
    expect(answer.data.map((m) => m.recipient)).toEqual(expect.arrayContaining(mobiles));
  });

  it("keeps the session cookies of a login on its JSON answer", async () => {
    const mobile = engine === "pglite" ? "9123456710" : "9123456711";
    const sent = (await (await post("/api/otp-v2", { mobile })).json()) as { data: { id: string } };
    const [message] = await deps.outbox.list(1, mobile);
    const otp = /\b(\d{4})\b/.exec(message!.body)![1];
    const verified = await post("/api/verify", { mobile, referenceId: sent.data.id, value: { otp } });
    expect(verified.status).toBe(200);
    const cookies = verified.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThanOrEqual(2);
    expect(cookies.every((cookie) => /HttpOnly/i.test(cookie))).toBe(true);
    expect(await verified.json()).toMatchObject({ status: true });
  });
});
