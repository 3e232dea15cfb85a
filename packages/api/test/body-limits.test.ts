import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createApi } from "../src/app.ts";
import { limitBodies } from "../src/lib/body-limits.ts";
import { openTestApi } from "./support/test-api.ts";
import { ENGINES, type TestDatabase } from "./support/test-database.ts";

// Six concurrent 128 MB POSTs exhausted the heap. Bodies are limited per route and a body
// announced as too large is refused from its headers, before a byte of it is read, with 413 in the envelope.

/** A body that announces `length` bytes and then never sends them: only a refusal from headers answers. */
function endlessBody(): ReadableStream<Uint8Array> {
  return new ReadableStream({ pull: () => new Promise(() => {}) });
}

describe.each(ENGINES)("request body limits on %s", (engine) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApi>;

  beforeAll(async () => {
    ({ database, api } = await openTestApi(engine));
  });
  afterAll(async () => {
    await database.dispose();
  });

  const send = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    api.request(`http://localhost${path}`, {
      method: "POST",
      headers: { origin: "http://localhost", "content-type": "application/json", ...headers },
      body,
      duplex: "half",
    } as RequestInit);

  it("a body announced as 128 MB is refused with 413 before it is read", async () => {
    for (const path of ["/api/contact/email", "/api/events", "/api/otp-v2", "/api/no-such-route"]) {
      const answer = await Promise.race([
        send(path, endlessBody(), { "content-length": String(128 * 1024 * 1024) }),
        new Promise<"waited">((resolve) => setTimeout(() => resolve("waited"), 5_000)),
      ]);
      expect(answer, path).not.toBe("waited");
      const res = answer as Response;
      expect(res.status, path).toBe(413);
      expect(await res.json()).toMatchObject({ status: false, code: "PAYLOAD_TOO_LARGE" });
    }
  });

  it("a streamed body without a length is cut off at the route's limit", async () => {
    const big = JSON.stringify({
      name: "A".repeat(80 * 1024),
      email: "a@b.in",
      mobile: "9876543210",
      message: "hi",
    });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const res = await send("/api/contact/email", stream);
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("each route has its own limit: an OTP request a few KB, a contact message more", async () => {
    const pad = "x".repeat(8 * 1024);
    const contact = await send("/api/contact/email", JSON.stringify({ name: "A", message: pad }));
    expect(contact.status).toBe(400); // read and validated, not refused for its size
    const otp = await send("/api/otp-v2", JSON.stringify({ mobile: "9876543210", pad }));
    expect(otp.status).toBe(413);
    const hindi = await send("/api/otp-v2", pad, { "x-locale": "hi" });
    expect((await hindi.json()).message).toBe("यह अनुरोध बहुत बड़ा है।");
  });
});

describe("slow uploads", () => {
  it("are cut off at the read deadline (408) and give their place at the gate back", async () => {
    const app = new Hono();
    app.use("*", limitBodies({ largeAtOnce: 8, readWithinMs: 300 }));
    app.post("*", async (c) => c.json({ got: (await c.req.text()).length }));
    const post = (body: BodyInit, length: number) =>
      app.request("http://localhost/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": String(length) },
        body,
        duplex: "half",
      } as RequestInit);
    // Eight senders announce 10 KB each and then send nothing more: each is answered 408 at the deadline.
    const started = Date.now();
    const slow = await Promise.all(Array.from({ length: 8 }, () => post(endlessBody(), 10_000)));
    expect(slow.map((answer) => answer.status)).toEqual(Array(8).fill(408));
    expect(Date.now() - started).toBeLessThan(5_000);
    // Their places are free again: a whole body is read and handled.
    const whole = await post("x".repeat(10_000), 10_000);
    expect(whole.status).toBe(200);
    expect(await whole.json()).toEqual({ got: 10_000 });
  });
});
