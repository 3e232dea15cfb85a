import { createHash, randomBytes } from "node:crypto";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** A marker for one render's own inline scripts: random, so nothing injected into the page can carry it. */
export const renderMarker = () => randomBytes(18).toString("base64url");

/**
 * A page's HTML made the same for every visitor, and the policy entries that let its own inline scripts run.
 *
 * The page is rendered with a random marker as React's script nonce, so every inline script React and React
 * Router write (the hydration data, the scroll restoration, the late module preloads) carries it and nothing
 * else does: markup that found its way into the page some other way (a string rendered as HTML) cannot
 * know it. Those scripts, and only those, are listed by their SHA-256 in the answer's script-src, and the
 * marker is then taken out of the page. The HTML holds no per-response token, so a shared cache may keep it
 * for everyone, and an injected inline script is still refused, as it was with a nonce.
 */
export function sealInlineScripts(html: string, marker: string): { html: string; hashes: string[] } {
  const attribute = ` nonce="${marker}"`;
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (!attributes.includes(attribute) || /\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return { html: html.replaceAll(attribute, ""), hashes: [...hashes] };
}
