import { type Context, Hono, type Next } from "hono";
import { countSince, record } from "../auth/rate-limit.ts";
import { clientInfo } from "../lib/client-address.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { createShortLinks, localePath } from "./service.ts";

/** Unknown codes one address may try an hour before /l/ answers 429: a person mistypes a few, a guesser many. */
export const SHORT_LINK_MISSES_PER_HOUR = 30;

/**
 * GET /l/{code} (and /hi/l/{code}, /en/l/{code}): a live link redirects (302) to its path on this site; an
 * expired one to the expired-link page in the language of the page it led to; an unknown code falls
 * through to the site's not-found page in the link's language. Mounted outside /api: people open these.
 */
export function shortLinkRoutes(deps: ApiDeps) {
  const links = createShortLinks(deps);
  const app = new Hono<ApiEnv>();
  const open = async (c: Context<ApiEnv>, next: Next) => {
    const key = `short-link-miss:${clientInfo(c).ip}`;
    const now = deps.clock();
    c.header("Cache-Control", "no-store");
    // The page an SMS opens is the customer's own (a login, a loan): its address is nobody else's business.
    c.header("Referrer-Policy", "no-referrer");
    if (
      (await countSince(deps.database.db, key, new Date(now.getTime() - 3_600_000))) >=
      SHORT_LINK_MISSES_PER_HOUR
    ) {
      c.header("Retry-After", "3600");
      return c.text(
        "Too many unknown links from your network. Please try again in an hour.\nआपके नेटवर्क से बहुत सारे अनजान लिंक खोले गए हैं। कृपया एक घंटे बाद फिर कोशिश करें।",
        429,
      );
    }
    const link = await links.resolve(c.req.param("code") ?? "");
    if (link.state === "valid") return c.redirect(link.target, 302);
    if (link.state === "expired") {
      const hindi = link.target === "/hi" || link.target.startsWith("/hi/") || link.target.startsWith("/hi?");
      return c.redirect(localePath(hindi ? "hi" : "en", "/expired-link"), 303);
    }
    await record(deps.database.db, key, now);
    return next();
  };
  app.get("/l/:code", open);
  app.get("/:lang{hi|en}/l/:code", open);
  return app;
}
