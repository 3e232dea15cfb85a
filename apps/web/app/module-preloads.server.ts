import { Transform } from "node:stream";
import { inlineStylesheets } from "./inline-styles.server.ts";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const HEAD_END = "</head>";

/** Links added to the head per task: each costs the browser ~1 ms on this machine's CPU for the first dozen (four times that on a phone). */
const PRELOADS_PER_TASK = 4;

/**
 * The preloads, asked for once the page has painted (a frame after the document is parsed), in the order
 * React Router lists them (the entry first), a few per task: all ~45 in one task took 29-84 ms on this
 * machine's CPU, a long task on a phone that holds up a tap while the page loads. They are asked for with
 * low priority: a frame's callbacks run before its paint, so they often start just before the first paint,
 * and Lighthouse's simulation of that paint waits for every High-priority script asked for before it (its
 * first contentful paint 1.3-1.7 s in some runs against 0.9-1.2 s); the page hydrates no later (decision 0005).
 */
function latePreloadScript(hrefs: string[], nonce: string): string {
  const list = JSON.stringify(hrefs).replaceAll("<", "\\u003c");
  return (
    `<script nonce="${nonce}">addEventListener("DOMContentLoaded",()=>requestAnimationFrame(()=>{` +
    `const q=${list};const add=()=>{const f=document.createDocumentFragment();` +
    `for(const h of q.splice(0,${PRELOADS_PER_TASK})){const l=document.createElement("link");l.rel="modulepreload";l.fetchPriority="low";l.href=h;f.append(l)}` +
    `document.head.append(f);if(q.length)setTimeout(add)};setTimeout(add)}))</script>`
  );
}

/**
 * Moves React Router's `<link rel="modulepreload">` tags from the head to just after the first paint
 * (decision 0005). In the head they ask for all ~130 kB of a page's JavaScript at once, and on a slow
 * link the scripts share the bandwidth with the HTML, stylesheet and fonts the first paint waits for.
 * Asked for after the paint, the same files still load in parallel (no import waterfall). Measured on
 * /personal-loan in Chromium at 1.6 Mbit/s, 150 ms RTT, CPU ÷4: first paint 1.25–1.35 s → 0.67–0.82 s,
 * hydration 0.3–0.45 s later; Lighthouse (mobile) FCP/LCP 2.2–3.3 s → 1.0–1.8 s. Only the text up to
 * `</head>` is looked at; the rest of the page streams through untouched.
 */
export function preloadModulesAfterPaint(nonce: string): Transform {
  // Bytes, not text, until the head ends: a chunk may end inside a multi-byte character.
  let head: Buffer | null = Buffer.alloc(0);
  const rewrite = (bytes: Buffer, atHeadEnd: boolean) => {
    const hrefs: string[] = [];
    const text = inlineStylesheets(
      bytes.toString("utf8").replace(MODULE_PRELOAD, (_tag, href: string) => {
        hrefs.push(href);
        return "";
      }),
    );
    const script = atHeadEnd && hrefs.length ? latePreloadScript(hrefs, nonce) : "";
    return Buffer.from(text + script, "utf8");
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head === null) return callback(null, chunk);
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf(HEAD_END);
      if (end === -1) return callback();
      const out = Buffer.concat([rewrite(head.subarray(0, end), true), head.subarray(end)]);
      head = null;
      callback(null, out);
    },
    flush(callback) {
      callback(null, head?.length ? rewrite(head, false) : undefined);
    },
  });
}
