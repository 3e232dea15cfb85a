// The slow phone (`npm run bench -- --phone`, and a part of the full bench): the home page and a product
// page in both languages, loaded in Chromium at 360 × 740 with the CPU slowed four times and the network of
// a poor mobile connection (1.6 Mb/s down, 750 kb/s up, 150 ms away), a fresh browser cache each time.
// Prints when the first screen is complete (the largest contentful paint: the last of the first screen's
// text and images to be painted) and when React has hydrated the page (root.tsx sets `data-hydrated` on
// <html> then), the median of a few loads a page. Budgets: the first screen ≤ 1.5 s, hydrated ≤ 4 s.
import { chromium } from "@playwright/test";
import type { Report } from "./server-figures.ts";

export const PHONE_PAGES = ["/", "/hi", "/personal-loan", "/hi/personal-loan"];
const FIRST_SCREEN_MS = 1_500;
const HYDRATED_MS = 4_000;
const RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 3);

/** What the page records for itself: its paints and the moment <html> says it has hydrated. */
const RECORDER = () => {
  const w = window as unknown as { phone: { fcp?: number; lcp?: number; hydrated?: number } };
  w.phone = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === "first-contentful-paint") w.phone.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) w.phone.lcp = last.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  const watch = () => {
    const html = document.documentElement;
    const seen = () => {
      if (html.dataset.hydrated && w.phone.hydrated === undefined) w.phone.hydrated = performance.now();
    };
    new MutationObserver(seen).observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });
    seen();
  };
  if (document.documentElement) watch();
  else document.addEventListener("readystatechange", watch, { once: true });
};

export async function slowPhone(baseUrl: string, report: Report) {
  console.log(
    `\nThe slow phone (CPU 4× slower, 1.6 Mb/s, 150 ms; 360 × 740, an empty cache; median of ${RUNS} loads):`,
  );
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    for (const path of PHONE_PAGES) {
      const runs: { fcp: number; lcp: number; hydrated: number }[] = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
        const page = await context.newPage();
        await page.addInitScript(RECORDER);
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        await cdp.send("Network.emulateNetworkConditions", {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
        await page.goto(`${baseUrl}${path}`, { waitUntil: "load", timeout: 60_000 });
        await page.waitForFunction(
          () => (window as unknown as { phone: { hydrated?: number } }).phone.hydrated,
          {
            timeout: 60_000,
          },
        );
        const figures = await page.evaluate(
          () => (window as unknown as { phone: { fcp: number; lcp: number; hydrated: number } }).phone,
        );
        runs.push(figures);
        await context.close();
      }
      const median = (key: "fcp" | "lcp" | "hydrated") =>
        [...runs.map((r) => r[key])].sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
      const each = runs
        .map((r) => `${(r.lcp / 1000).toFixed(2)}/${(r.hydrated / 1000).toFixed(2)}`)
        .join(" ");
      report(
        `${path.padEnd(18)} first paint ${(median("fcp") / 1000).toFixed(2)} s, first screen complete ${(median("lcp") / 1000).toFixed(2)} s (budget ${FIRST_SCREEN_MS / 1000}), hydrated ${(median("hydrated") / 1000).toFixed(2)} s (budget ${HYDRATED_MS / 1000})  runs, screen/hydrated s: ${each}`,
        median("lcp") <= FIRST_SCREEN_MS && median("hydrated") <= HYDRATED_MS,
      );
    }
  } finally {
    await browser.close();
  }
}
