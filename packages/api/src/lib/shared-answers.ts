import type { Context } from "hono";
import { acceptsGzip } from "./compress-json.ts";

/**
 * Answers that are the same for everyone, kept whole at the front of the server as a shared
 * HTTP cache (a CDN, nginx's proxy cache) keeps them: a repeat is answered by the request frame alone,
 * without the API's layers, its router, validation and handler (decision 0037). Only answers a route marks
 * with `markShared` are kept — today the calculators' reference answers, which depend on nothing but the
 * URL and the reference data, and that changes only with a deploy — and only as HTTP allows a shared cache
 * to keep them: a 200 to a GET, `Cache-Control: public` with a max-age, no Set-Cookie, varying on nothing
 * but Accept-Encoding.
 */
const MARKED = new WeakSet<Context>();

/** Says this request's answer may be kept and given to anyone asking for the same URL (see above). */
export function markShared(c: Context) {
  MARKED.add(c);
}

interface Entry {
  status: number;
  /** Every header of the answer as it left the layers, the security headers included. */
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
  /** The route pattern, for the request metrics (the router does not run on a repeat). */
  route: string;
  storedAt: number;
  expiresAt: number;
}

/** At most this many answers (the calculators' catalogue has a few hundred) and this long, whatever max-age says. */
const MAX_ENTRIES = 2000;
const MAX_SECONDS = 600;
const MAX_BYTES = 256 * 1024;
const MAX_AGE = /(?:^|,)\s*max-age=(\d+)/i;
const UNCACHEABLE = /(?:^|,)\s*(?:private|no-store|no-cache)\b/i;

export interface SharedAnswers {
  /** The kept answer to this request, with `Age` and the request id, or undefined to run the layers. */
  answer(c: Context, requestId: string): { response: Response; route: string } | undefined;
  /** Keeps the answer the layers gave, if it was marked and HTTP lets a shared cache keep it. */
  keep(c: Context, route: string): Promise<void>;
}

export function sharedAnswers(now: () => number = () => performance.now()): SharedAnswers {
  const entries = new Map<string, Entry>();
  // The representation a request gets depends on its URL (the host included, as a cache keys it) and,
  // through `Vary: Accept-Encoding`, on whether it takes gzip.
  const keyOf = (c: Context) => `${acceptsGzip(c.req.header("accept-encoding")) ? "gz" : "id"} ${c.req.url}`;
  // A conditional request is answered by the route (it knows the ETag); one with credentials or asking
  // for a fresh answer is never answered from here.
  const mayUse = (c: Context) =>
    c.req.method === "GET" &&
    !c.req.header("if-none-match") &&
    !c.req.header("if-modified-since") &&
    !c.req.header("authorization") &&
    !/no-cache|no-store/i.test(`${c.req.header("cache-control") ?? ""} ${c.req.header("pragma") ?? ""}`);

  return {
    answer(c, requestId) {
      if (entries.size === 0 || !mayUse(c)) return undefined;
      const key = keyOf(c);
      const entry = entries.get(key);
      if (!entry) return undefined;
      const at = now();
      if (at >= entry.expiresAt) {
        entries.delete(key);
        return undefined;
      }
      // Plain headers: the server writes them without building a Headers object.
      const headers = {
        ...entry.headers,
        age: String(Math.floor((at - entry.storedAt) / 1000)),
        "x-request-id": requestId,
      };
      return { response: new Response(entry.body, { status: entry.status, headers }), route: entry.route };
    },

    async keep(c, route) {
      if (!MARKED.has(c) || !mayUse(c)) return;
      const res = c.res;
      if (res.status !== 200) return;
      const cacheControl = res.headers.get("cache-control") ?? "";
      const seconds = Number(MAX_AGE.exec(cacheControl)?.[1] ?? 0);
      const vary = res.headers.get("vary");
      if (
        !/(?:^|,)\s*public\b/i.test(cacheControl) ||
        UNCACHEABLE.test(cacheControl) ||
        seconds <= 0 ||
        res.headers.has("set-cookie") ||
        (vary !== null && vary.toLowerCase() !== "accept-encoding")
      )
        return;
      const length = Number(res.headers.get("content-length"));
      if (!(length > 0 && length <= MAX_BYTES)) return;
      const body = new Uint8Array(await res.arrayBuffer());
      const headers = Object.fromEntries(res.headers);
      // The body was read: the answer is sent from the copy, as a repeat will be.
      c.res = undefined;
      c.res = new Response(body, { status: res.status, headers });
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      const at = now();
      entries.set(keyOf(c), {
        status: res.status,
        headers,
        body,
        route,
        storedAt: at,
        expiresAt: at + Math.min(seconds, MAX_SECONDS) * 1000,
      });
    },
  };
}
