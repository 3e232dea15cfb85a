import type { Context, MiddlewareHandler } from "hono";
import proxyaddr from "proxy-addr";

// Behind the TLS proxy every deployment needs, the socket address is the proxy's, and
// every per-IP limit (OTP sends, analytics, chatbot) and the audit log saw one visitor. TRUST_PROXY names
// the proxies whose X-Forwarded-For is believed; `proxy-addr` (Express's parser) walks the header from the
// right, so a client cannot pick its own address by writing one in.

export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as a trust function: a hop count ("1": the socket is one proxy; "2": two in a row) or a
 * comma-separated list of addresses, CIDRs and proxy-addr's names (loopback, linklocal, uniquelocal).
 * Unset: nobody is trusted and X-Forwarded-For is ignored. Throws on a value proxy-addr cannot read.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  if (!value) return () => false;
  if (/^\d+$/.test(value.trim())) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return proxyaddr.compile(
    value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  );
}

// Keyed by the request context: the body limit may replace `c.req.raw` with a buffered copy.
const ADDRESS = new WeakMap<Context, string>();

function socketAddress(c: Context): string | undefined {
  return (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
    ?.remoteAddress;
}

/** Works out the client's address once per request, from the socket and the trusted proxies' header. */
export function rememberClientAddress(c: Context, trust: TrustProxy) {
  if (ADDRESS.has(c)) return;
  const remoteAddress = socketAddress(c);
  if (!remoteAddress) return;
  const forwardedFor = c.req.header("x-forwarded-for");
  const req = {
    socket: { remoteAddress },
    connection: { remoteAddress },
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  };
  ADDRESS.set(c, proxyaddr(req as unknown as Parameters<typeof proxyaddr>[0], trust));
}

/** `rememberClientAddress` as a middleware. */
export function clientAddress(trust: TrustProxy): MiddlewareHandler {
  return (c, next) => {
    rememberClientAddress(c, trust);
    return next();
  };
}

/** The client's address as worked out by `clientAddress`, else the socket's. */
export function addressOf(c: Context): string | undefined {
  return ADDRESS.get(c) ?? socketAddress(c);
}

/** The caller's address (behind trusted proxies, from X-Forwarded-For, see `addressOf`) and agent. */
export function clientInfo(c: Context) {
  return { ip: addressOf(c) ?? "127.0.0.1", userAgent: c.req.header("user-agent") };
}
