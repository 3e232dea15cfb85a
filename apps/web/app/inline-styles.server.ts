import { readFileSync } from "node:fs";

const STYLESHEET = /<link (?:nonce="[^"]*" )?rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;
const cache = new Map<string, string | null>();

/** A built stylesheet's text (read once), or null where there is none (development serves CSS itself). */
function stylesheetText(href: string): string | null {
  if (!cache.has(href)) {
    try {
      // This module is bundled into build/server/index.js; the client's files are in build/client.
      const css = readFileSync(new URL(`../client${href}`, import.meta.url), "utf8");
      cache.set(href, css.replaceAll("</", "<\\/"));
    } catch {
      cache.set(href, null);
    }
  }
  return cache.get(href) ?? null;
}

/**
 * Inlines the page's stylesheets into the head (issue 23: the first paint no longer waits for a round trip
 * to fetch ~10 kB gzip of CSS). The `<link>` stays, for React's hydration and the browser's cache, but as
 * `media="print"`, which does not hold up rendering; once the page has painted it is switched to all media
 * (`data-late-style`, see module-preloads.server.ts), where it repeats the inline rules.
 */
export function inlineStylesheets(head: string): string {
  return head.replace(STYLESHEET, (tag, href: string) => {
    const css = stylesheetText(href);
    if (css === null) return tag;
    return `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" media="print" data-late-style=""/>`;
  });
}
