import DOMPurify, { type Config } from "isomorphic-dompurify";

// §5 "Bot output allows only p, br, b, strong, i, em, ul, ol, li, a, code, pre with attributes href,
// title, rel, target, alt; javascript links are neutralised." DOMPurify (jsdom on the server, the
// browser's DOM on the client) does the parsing, so server-rendered and client-rendered answers match.
export const BOT_ALLOWED_TAGS = [
  "p",
  "br",
  "b",
  "strong",
  "i",
  "em",
  "ul",
  "ol",
  "li",
  "a",
  "code",
  "pre",
] as const;
export const BOT_ALLOWED_ATTRIBUTES = ["href", "title", "rel", "target", "alt"] as const;

// Links may go to web pages, mail and phone only: javascript:, data:, vbscript: and every other scheme
// lose their href. Scheme-less (relative) links stay, since the bot links to the site's own pages.
const ALLOWED_LINK = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS: [...BOT_ALLOWED_TAGS],
  ALLOWED_ATTR: [...BOT_ALLOWED_ATTRIBUTES],
  ALLOWED_URI_REGEXP: ALLOWED_LINK,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_DOM_FRAGMENT: true,
};

/**
 * Bot answer HTML reduced to the allow-list. A link that opens a new window also gets
 * rel="noopener noreferrer", so the opened page cannot reach back to the chat.
 * The fragment is post-processed rather than using a DOMPurify hook, because hooks live on the shared
 * DOMPurify instance and would leak into every other caller's sanitising.
 */
export function sanitizeBotHtml(html: string): string {
  // DOMPurify answers null instead of a fragment when the markup has no body (a <frameset> replaces it).
  const fragment = DOMPurify.sanitize(html, CONFIG) as DocumentFragment | null;
  if (!fragment) return "";
  for (const link of fragment.querySelectorAll("a[target]")) {
    link.setAttribute("rel", "noopener noreferrer");
  }
  const container = fragment.ownerDocument.createElement("div");
  container.append(fragment);
  return container.innerHTML;
}
