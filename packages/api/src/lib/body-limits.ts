import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestLocale } from "../auth/messages.ts";

// Six concurrent 128 MB POSTs used to exhaust the heap. Every request body has a limit
// by route; a body announced (Content-Length) as larger is refused from its headers before a byte is read,
// a streamed one is cut off when it passes the limit, and only a few large bodies are read at once.

const KB = 1024;

/** OTP, login and token calls carry a few fields: a few KB. */
const SMALL = 4 * KB;
/** Every other API call: forms with a message or an address. */
export const API_DEFAULT_BODY_BYTES = 16 * KB;
/** Page form posts (the journey's steps, the credit check form) and the analytics beacon. */
export const LARGEST_BODY_BYTES = 64 * KB;

/**
 * A borrower's document upload (decision 0074): the 10 MB file plus the form around it, with room above
 * so a file a little over 10 MB reaches the feature and gets its clear "larger than 10 MB" answer.
 */
export const UPLOAD_BODY_BYTES = 16 * 1024 * KB;
/**
 * The API's upload call, the dashboard's upload page (a form post that works without JavaScript) and a
 * lender's no-dues certificate (its API call, and the portal's application page, whose forms post there).
 */
const UPLOAD_PATH =
  /^(\/api\/applications\/[^/]+\/documents|\/api\/lender\/v1\/applications\/[^/]+\/no-dues-certificate|(\/(en|hi))?\/lender\/applications\/[^/]+|(\/(en|hi))?\/dashboard\/documents\/[^/]+)$/;
/** A phone on a slow network sends 10 MB in about a minute and a half: uploads get two minutes. */
const UPLOAD_READ_WITHIN_MS = 120_000;

const ROUTE_LIMITS: [RegExp, number][] = [
  [
    /^\/api\/(otp-v2|resend|verify|autoLogin|checkTokenExpiry|newaccesstoken|logout|basic-token|chatbot\/(send|resend|verify)-otp|contact\/otp|consent\/otp-v2(\/resend)?|chatbot-feedback|update-optout|decrypt|decryptLeadPayout)$/,
    SMALL,
  ],
  [/^\/api\/events$/, LARGEST_BODY_BYTES],
  // A repayment schedule of up to 30 years of instalments.
  [/^\/api\/lender\/v1\/applications\/[^/]+\/repayment-schedule$/, LARGEST_BODY_BYTES],
];

/** The largest body a path accepts. */
export function bodyLimitFor(path: string): number {
  if (UPLOAD_PATH.test(path)) return UPLOAD_BODY_BYTES;
  if (!path.startsWith("/api/")) return LARGEST_BODY_BYTES;
  return ROUTE_LIMITS.find(([pattern]) => pattern.test(path))?.[1] ?? API_DEFAULT_BODY_BYTES;
}

const TEXT = {
  tooLarge: { en: "This request is too large.", hi: "यह अनुरोध बहुत बड़ा है।" },
  tooSlow: {
    en: "The request took too long to arrive. Please try again.",
    hi: "अनुरोध पहुँचने में बहुत देर लगी। कृपया फिर से कोशिश करें।",
  },
  busy: {
    en: "The server is busy. Please try again in a moment.",
    hi: "सर्वर व्यस्त है। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  },
};

/** The failure envelope, answered directly so it works in front of pages as well as the API. */
function refuse(c: Context, status: 408 | 413 | 503, code: string, message: string) {
  // Close the connection: the rest of a refused body is not worth reading to keep the socket alive.
  c.header("Connection", "close");
  if (status === 503) c.header("Retry-After", "1");
  return c.json({ status: false, message, code, errors: [] }, status);
}

const hasBody = (c: Context) => c.req.raw.body !== null;

/** A body over this size (or of unknown size) counts as large for the concurrency gate. */
const LARGE_BYTES = 2 * KB;

/**
 * Reads a whole body of at most `maxSize` bytes within `withinMs`: the bytes, or why not. A sender that
 * trickles its body (a few bytes a second) is cut off at the deadline instead of holding a reader's place.
 */
async function readBody(
  body: ReadableStream<Uint8Array>,
  maxSize: number,
  withinMs: number,
): Promise<Uint8Array | "tooLarge" | "tooSlow"> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<"tooSlow">((resolve) => {
    timer = setTimeout(() => resolve("tooSlow"), withinMs);
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), deadline]);
      if (next === "tooSlow") {
        void reader.cancel().catch(() => {});
        return "tooSlow";
      }
      if (next.done) break;
      size += next.value.byteLength;
      if (size > maxSize) {
        void reader.cancel().catch(() => {});
        return "tooLarge";
      }
      chunks.push(next.value);
    }
  } finally {
    clearTimeout(timer);
  }
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return whole;
}

/**
 * The body limit by route, and a gate that lets at most `largeAtOnce` requests with large bodies be read
 * at the same time (503 with Retry-After for the rest): many medium bodies at once add up too. A large body
 * is read whole (it is at most 64 KB) within `readWithinMs` (408 after), and its place at the gate is given
 * back once it is read, not when its answer is: eight slow uploads held every place for 40 s and more.
 */
export function limitBodies(
  options: { largeAtOnce?: number; readWithinMs?: number } = {},
): MiddlewareHandler {
  const largeAtOnce = options.largeAtOnce ?? 8;
  const readWithinMs = options.readWithinMs ?? 10_000;
  let large = 0;
  const limiters = new Map<number, MiddlewareHandler>();
  const limiter = (maxSize: number) => {
    let found = limiters.get(maxSize);
    if (!found) {
      found = bodyLimit({
        maxSize,
        onError: (c) =>
          refuse(c, 413, "PAYLOAD_TOO_LARGE", TEXT.tooLarge[requestLocale(c.req.header("x-locale"))]),
      });
      limiters.set(maxSize, found);
    }
    return found;
  };
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD" || !hasBody(c)) return next();
    const locale = requestLocale(c.req.header("x-locale"));
    const length = Number(c.req.header("content-length") ?? Number.NaN);
    const maxSize = bodyLimitFor(c.req.path);
    const isLarge = !(length <= LARGE_BYTES);
    if (!isLarge) return limiter(maxSize)(c, next);
    if (length > maxSize) return refuse(c, 413, "PAYLOAD_TOO_LARGE", TEXT.tooLarge[locale]);
    if (large >= largeAtOnce) return refuse(c, 503, "UNAVAILABLE", TEXT.busy[locale]);
    large++;
    let read: Awaited<ReturnType<typeof readBody>>;
    try {
      read = await readBody(
        c.req.raw.body!,
        maxSize,
        UPLOAD_PATH.test(c.req.path) ? Math.max(readWithinMs, UPLOAD_READ_WITHIN_MS) : readWithinMs,
      );
    } finally {
      large--;
    }
    if (read === "tooLarge") return refuse(c, 413, "PAYLOAD_TOO_LARGE", TEXT.tooLarge[locale]);
    if (read === "tooSlow") return refuse(c, 408, "REQUEST_TIMEOUT", TEXT.tooSlow[locale]);
    c.req.raw = new Request(c.req.raw, { body: read as Uint8Array<ArrayBuffer> });
    return next();
  };
}
