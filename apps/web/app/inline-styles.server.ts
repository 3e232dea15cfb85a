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
 * Inlines the page's stylesheets into the head (the first paint no longer waits for a round trip
 * to fetch ~10 kB gzip of CSS). The `<link>` stays, for React's hydration and the browser's cache, but as
 * `media="print"`, which neither holds up rendering nor ever applies on screen. It used to be switched to all
 * media after the first paint, which made the browser build a second copy of every rule and restyle the
 * whole page: 120–180 ms of main thread on a desktop CPU, Lighthouse's longest task (decision 0029).
 *
 * The `<style>`s go at the end of the head, after every element the app renders there, not beside their
 * links: hydration then meets the head's own elements first and moves none of them (a stylesheet link taken
 * out and put back makes the browser parse the sheet again and restyle the page; decision 0040).
 */
export function inlineStylesheets(head: string): string {
  const styles: string[] = [];
  const linked = head.replace(STYLESHEET, (tag, href: string) => {
    const css = stylesheetText(href);
    if (css === null) return tag;
    styles.push(`<style data-href="${href}">${css}</style>`);
    return `<link rel="stylesheet" href="${href}" media="print"/>`;
  });
  return linked + styles.join("");
}
