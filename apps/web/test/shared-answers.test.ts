import { gunzipSync } from "node:zlib";
import { markShared, sharedAnswers } from "@loansetu/api/lib/shared-answers";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createTestDatabase,
  ENGINES,
  type TestDatabase,
} from "../../../packages/api/test/support/test-database.ts";
import { createTestDeps } from "../../../packages/api/test/support/test-deps.ts";
import { createServerApp } from "../server/app.ts";

// Decision 0037: answers the same for everyone are kept whole at the front of the server and
// repeated without the API's layers, as a shared HTTP cache would repeat them.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
const REMOTE = { incoming: { socket: { remoteAddress: "203.0.113.9" } } };
const LOCAL = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };
const CITY_BRAND = "/api/calculator?key=city_brand";

const headersOf = (res: Response) =>
  Object.fromEntries([...res.headers].filter(([name]) => name !== "x-request-id" && name !== "age"));

describe.each(ENGINES)("shared answers through the server app on %s", (engine) => {
  let database: TestDatabase;
  let app: ReturnType<typeof createServerApp>;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = createServerApp({ deps: createTestDeps(database), mode: "production" });
  });
  afterAll(() => database.dispose());

  const get = (path: string, headers: Record<string, string> = {}, env: object = REMOTE) =>
    app.request(path, { headers }, env);

  it("repeats a calculator answer with the same bytes and headers, its age and a request id of its own", async () => {
    const first = await get(CITY_BRAND, { "accept-encoding": "gzip" });
    expect(first.status).toBe(200);
    expect(first.headers.get("age")).toBeNull();
    const firstBody = new Uint8Array(await first.arrayBuffer());

    const again = await get(CITY_BRAND, { "accept-encoding": "gzip", "x-request-id": "trace-7" });
    expect(again.status).toBe(200);
    expect(again.headers.get("age")).toBe("0");
    // An id of its own, not the caller's and not the first answer's.
    expect(again.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    expect(headersOf(again)).toEqual(headersOf(first));
    // The data answer's security headers were kept with it.
    expect(again.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(again.headers.get("content-encoding")).toBe("gzip");
    const againBody = new Uint8Array(await again.arrayBuffer());
    expect(againBody).toEqual(firstBody);
    const json = JSON.parse(gunzipSync(againBody).toString("utf8"));
    expect(json.status).toBe(true);
    expect(json.data.city.length).toBeGreaterThan(0);

    const fresh = (await get(CITY_BRAND, { "accept-encoding": "gzip" })).headers.get("x-request-id");
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps the gzip and the plain representation apart, as Vary: Accept-Encoding says", async () => {
    const path = "/api/calculator?key=model&makeId=1";
    const zipped = await get(path, { "accept-encoding": "gzip, br" });
    const plain = await get(path);
    expect(plain.headers.get("age")).toBeNull();
    expect(plain.headers.get("content-encoding")).toBeNull();
    const plainAgain = await get(path, { "accept-encoding": "identity" });
    expect(plainAgain.headers.get("age")).toBe("0");
    expect(plainAgain.headers.get("content-encoding")).toBeNull();
    expect(await plainAgain.json()).toEqual(await plain.json());
    const zippedAgain = await get(path, { "accept-encoding": "gzip" });
    expect(zippedAgain.headers.get("age")).toBe("0");
    expect(zippedAgain.headers.get("etag")).toBe(zipped.headers.get("etag"));
  });

  it("leaves conditional requests, credentials and no-cache to the route", async () => {
    const kept = await get(CITY_BRAND, { "accept-encoding": "gzip" });
    await get(CITY_BRAND, { "accept-encoding": "gzip" });
    const etag = kept.headers.get("etag")!;
    const revalidated = await get(CITY_BRAND, { "accept-encoding": "gzip", "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("age")).toBeNull();
    for (const headers of [
      { authorization: "Bearer something-0123456789" },
      { "cache-control": "no-cache" },
      { pragma: "no-cache" },
    ]) {
      const res = await get(CITY_BRAND, { "accept-encoding": "gzip", ...headers });
      expect(res.status).toBe(200);
      expect(res.headers.get("age")).toBeNull();
    }
  });

  it("never keeps an answer its route did not mark, nor an error", async () => {
    for (const path of ["/api/statistics", "/api/health", "/api/calculator?key=model&makeId=999999"]) {
      const first = await get(path);
      const again = await get(path);
      expect(again.status, path).toBe(first.status);
      expect(again.headers.get("age"), path).toBeNull();
    }
  });

  it("counts a repeated answer under its route on /metrics", async () => {
    const count = async () => {
      const text = await (await get("/metrics", {}, LOCAL)).text();
      const line = text
        .split("\n")
        .find((l) => l.startsWith('http_requests_total{route="/api/calculator",method="GET",status="2xx"}'));
      return Number(line?.split(" ").at(-1) ?? 0);
    };
    await get(CITY_BRAND);
    const before = await count();
    for (let i = 0; i < 3; i++) expect((await get(CITY_BRAND)).headers.get("age")).toBe("0");
    expect(await count()).toBe(before + 3);
  });
});

describe("sharedAnswers", () => {
  /** A frame like the server's, with a clock of the test's, before routes that say how to answer. */
  function appWith(now: () => number) {
    const shared = sharedAnswers(now);
    let handled = 0;
    const app = new Hono();
    app.use(async (c, next) => {
      const kept = shared.answer(c, "id-1");
      if (kept) c.res = kept.response;
      else {
        await next();
        await shared.keep(c, c.req.path);
      }
    });
    app.all("/answer", (c) => {
      handled++;
      const mark = c.req.query("mark") !== "no";
      if (mark) markShared(c);
      const body = `{"n":${handled}}`;
      return c.body(body, Number(c.req.query("status") ?? 200) as 200, {
        "Content-Type": "application/json",
        "Content-Length": String(body.length),
        "Cache-Control": c.req.query("cc") ?? "public, max-age=60",
        ...(c.req.query("vary") ? { Vary: c.req.query("vary")! } : {}),
        ...(c.req.query("cookie") ? { "Set-Cookie": "a=b" } : {}),
      });
    });
    return { app, handled: () => handled };
  }

  it("keeps a marked public answer for its max-age (at most ten minutes), counting its age", async () => {
    let now = 1_000_000;
    const { app, handled } = appWith(() => now);
    expect(await (await app.request("/answer")).json()).toEqual({ n: 1 });
    now += 59_500;
    const kept = await app.request("/answer");
    expect(await kept.json()).toEqual({ n: 1 });
    expect(kept.headers.get("age")).toBe("59");
    now += 600;
    expect(await (await app.request("/answer")).json()).toEqual({ n: 2 });
    expect(handled()).toBe(2);

    const long = "/answer?cc=public,max-age=86400";
    await app.request(long);
    now += 599_000;
    expect((await app.request(long)).headers.get("age")).toBe("599");
    now += 2_000;
    expect((await app.request(long)).headers.get("age")).toBeNull();
  });

  it("keeps nothing HTTP would not let a shared cache keep", async () => {
    const { app, handled } = appWith(() => 0);
    const refused = [
      "/answer?mark=no",
      "/answer?cc=private,max-age=60",
      "/answer?cc=public,no-store,max-age=60",
      "/answer?cc=public",
      "/answer?cc=max-age=60",
      "/answer?cookie=1",
      "/answer?vary=Accept-Language",
      "/answer?status=203",
    ];
    for (const path of refused) {
      await app.request(path);
      const again = await app.request(path);
      expect(again.headers.get("age"), path).toBeNull();
    }
    expect(handled()).toBe(refused.length * 2);
    await app.request("/answer", { method: "POST" });
    expect((await app.request("/answer", { method: "POST" })).headers.get("age")).toBeNull();
    await app.request("/answer?vary=accept-encoding");
    expect((await app.request("/answer?vary=accept-encoding")).headers.get("age")).toBe("0");
  });
});
