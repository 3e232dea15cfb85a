import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestLocale } from "./auth/messages.ts";

// Issue 19, hole 2: six concurrent 128 MB POSTs used to exhaust the heap. Every request body has a limit
// by route; a body announced (Content-Length) as larger is refused from its headers before a byte is read,
// a streamed one is cut off when it passes the limit, and only a few large bodies are read at once.

const KB = 1024;

/** OTP, login and token calls carry a few fields: a few KB. */
const SMALL = 4 * KB;
/** Every other API call: forms with a message or an address. */
export const API_DEFAULT_BODY_BYTES = 16 * KB;
/** Page form posts (the journey's steps, the credit check form) and the analytics beacon. */
export const LARGEST_BODY_BYTES = 64 * KB;

const ROUTE_LIMITS: [RegExp, number][] = [
  [
    /^\/api\/(otp-v2|resend|verify|autoLogin|checkTokenExpiry|newaccesstoken|logout|basic-token|chatbot\/(send|resend|verify)-otp|contact\/otp|consent\/otp-v2(\/resend)?|chatbot-feedback|update-optout|decrypt|decryptLeadPayout)$/,
    SMALL,
  ],
  [/^\/api\/events$/, LARGEST_BODY_BYTES],
];

/** The largest body a path accepts. */
export function bodyLimitFor(path: string): number {
  if (!path.startsWith("/api/")) return LARGEST_BODY_BYTES;
  return ROUTE_LIMITS.find(([pattern]) => pattern.test(path))?.[1] ?? API_DEFAULT_BODY_BYTES;
}

const TEXT = {
  tooLarge: { en: "This request is too large.", hi: "यह अनुरोध बहुत बड़ा है।" },
  busy: {
    en: "The server is busy. Please try again in a moment.",
    hi: "सर्वर व्यस्त है। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  },
};

/** The failure envelope, answered directly so it works in front of pages as well as the API. */
function refuse(c: Context, status: 413 | 503, code: string, message: string) {
  // Close the connection: the rest of a refused body is not worth reading to keep the socket alive.
  c.header("Connection", "close");
  if (status === 503) c.header("Retry-After", "1");
  return c.json({ status: false, message, code, errors: [] }, status);
}

const hasBody = (c: Context) => c.req.raw.body !== null;

/** A body over this size (or of unknown size) counts as large for the concurrency gate. */
const LARGE_BYTES = 2 * KB;

/**
 * The body limit by route, and a gate that lets at most `largeAtOnce` requests with large bodies be read
 * at the same time (503 with Retry-After for the rest): many medium bodies at once add up too.
 */
export function limitBodies(options: { largeAtOnce?: number } = {}): MiddlewareHandler {
  const largeAtOnce = options.largeAtOnce ?? 8;
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
    const length = Number(c.req.header("content-length") ?? Number.NaN);
    const isLarge = !(length <= LARGE_BYTES);
    if (isLarge && large >= largeAtOnce) {
      return refuse(c, 503, "UNAVAILABLE", TEXT.busy[requestLocale(c.req.header("x-locale"))]);
    }
    if (isLarge) large++;
    try {
      return await limiter(bodyLimitFor(c.req.path))(c, next);
    } finally {
      if (isLarge) large--;
    }
  };
}
