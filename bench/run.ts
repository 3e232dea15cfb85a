// `npm run bench`: performance figures with their budgets (not part of npm test, where timing is noise).
// Prints the gzip JavaScript each main page loads, Lighthouse scores and layout shift (CLS), offer matching time, and the server's
// figures (bench/server-figures.ts): API throughput as ratios to a bare Hono handler, OTP logins a second
// and memory, on PGlite and (with DATABASE_URL or TEST_DATABASE_URL) PostgreSQL.
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { matchOffers, type OfferApplicant, type OfferLender } from "@loansetu/domain/offers";
import { chromium } from "@playwright/test";
import { startServer } from "../e2e/support/server.ts";
import { frontFigures } from "./front.ts";
import { formatResult, LIGHTHOUSE_PAGES, runLighthouse, withinBudget } from "./lighthouse.ts";
import { machineLine } from "./machine.ts";
import { scaling } from "./scaling.ts";
import { BENCH_ENV, serverFigures } from "./server-figures.ts";
import { slowPhone } from "./slow-phone.ts";
import { soak } from "./soak.ts";

// gzip JavaScript budgets (decision 0043): every page loads at most 150 kB of JavaScript in all, of which at
// most 40 kB is our own code. The rest is the framework chunk (React 19's client, React Router and their
// helpers, and the icon library's base: one file, vite.config.ts), the same on every page and cached after the
// first visit; the icons themselves count as our own. A page over
// its own-code budget is made lighter (route-level splitting, lighter components), never the framework.
const TOTAL_JS = 150_000;
const OWN_JS = 40_000;
const PAGES: string[] = [
  "/",
  "/hi",
  "/apply/personal-loan",
  "/resources/how-emi-is-calculated",
  "/resources/faq",
  "/refinance/city/delhi",
  "/emi-calculator",
  "/hi/emi-calculator",
  "/emi-calculator?tab=used",
  "/two-wheeler-calculator",
  "/bt-calculator",
  "/refinance-calculator",
  "/personal-loan",
  "/hi/used-car-loan",
  "/hdfc-bank-personal-loan",
];
/** The framework's one chunk (vite.config.ts names it). */
const isFramework = (url: string) => /\/assets\/framework-[\w-]+\.js$/.test(new URL(url).pathname);
// `npm run bench -- --only pages`: only the JavaScript per page and Lighthouse (`--only js`: the JavaScript
// alone); `--lighthouse-runs N` (3).
const ONLY = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
const LIGHTHOUSE_RUNS = process.argv.includes("--lighthouse-runs")
  ? Number(process.argv[process.argv.indexOf("--lighthouse-runs") + 1])
  : 3;

// BENCH_NO_BUILD=1 reuses the current build (a second bench run while another one's servers are up).
if (!process.env.BENCH_NO_BUILD) execSync("npm run build", { stdio: "ignore" });
let failures = 0;
const report = (line: string, ok = true) => {
  if (!ok) failures++;
  console.log(`${ok ? "  ok " : "  OVER"} ${line}`);
};
// `npm run bench -- --soak`: the 10-minute mixed workload; `-- --scale`: 1, 2 and 4 instances on PostgreSQL.
if (process.argv.includes("--soak")) {
  await soak(report);
  finish();
}
// `-- --front`: the pages through the shared cache of decision 0054 (bench/front.ts).
if (process.argv.includes("--front")) {
  await frontFigures(report);
  finish();
}
// `-- --phone`: the slow phone alone (bench/slow-phone.ts).
if (process.argv.includes("--phone")) {
  const phoneServer = await startServer({ env: BENCH_ENV });
  try {
    await slowPhone(phoneServer.url, report);
  } finally {
    await phoneServer.stop();
  }
  finish();
}
if (process.argv.includes("--scale")) {
  await scaling(report);
  finish();
}
// `-- --server`: the server figures alone (the page rows need a browser and take minutes).
if (process.argv.includes("--server")) {
  await serverFigures(report);
  finish();
}
const server = await startServer({ env: BENCH_ENV });

// biome-ignore lint/suspicious/noConfusingLabels: `--only js` and `--only pages` leave the block early
bench: try {
  console.log("\nJavaScript per page (gzip, every script a phone's browser loads, hydrated and idle):");
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  const cache = new Map<string, number>();
  for (const path of PAGES) {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const scripts = new Set<string>();
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.endsWith(".js")) scripts.add(response.url());
    });
    await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
    await page.waitForSelector("html[data-hydrated]");
    await page.waitForLoadState("networkidle");
    await page.close();
    let total = 0;
    let own = 0;
    for (const url of scripts) {
      if (!cache.has(url))
        cache.set(url, gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length);
      total += cache.get(url)!;
      if (!isFramework(url)) own += cache.get(url)!;
    }
    const htmlGzip = gzipSync(await (await fetch(`${server.url}${path}`)).text()).length;
    const kB = (bytes: number) => (bytes / 1000).toFixed(1).padStart(6);
    report(
      `${path.padEnd(34)} ${String(scripts.size).padStart(3)} files ${kB(total)} kB JS (budget ${TOTAL_JS / 1000}), own ${kB(own)} kB (budget ${OWN_JS / 1000})  HTML ${(htmlGzip / 1000).toFixed(1)} kB`,
      total <= TOTAL_JS && own <= OWN_JS,
    );
  }
  await browser.close();
  if (ONLY === "js") break bench;

  console.log(
    `\nLighthouse, mobile (simulated slow 4G and a 4x slower CPU; noisy on a busy machine), ${LIGHTHOUSE_RUNS} run(s) a page:`,
  );
  console.log(`  ${machineLine()}`);
  for (const result of await runLighthouse(server.url, LIGHTHOUSE_PAGES, LIGHTHOUSE_RUNS))
    report(formatResult(result), withinBudget(result));
  await slowPhone(server.url, report);
  if (ONLY === "pages") break bench;

  console.log("\nOffer matching (in process, median of many runs):");
  for (const line of offerMatching()) report(line.text, line.ok);
} finally {
  await server.stop();
}
// Every server figure (throughput ratios, OTP logins, memory) on PGlite and PostgreSQL, with the
// page server stopped so it takes no memory or CPU from them.
if (ONLY !== "pages" && ONLY !== "js") await serverFigures(report);
/**
 * The time to match one applicant against the lender products of data/lenders.json — the 16 lenders
 * of one product (what an offers page computes) and every lender product of every product (99), median and
 * 95th percentile of many runs over varied applicants. Budget: under 20 ms at the median.
 */
function offerMatching(): { text: string; ok: boolean }[] {
  const OFFER_BUDGET_MS = 20;
  const lenders = (
    JSON.parse(readFileSync(new URL("../data/lenders.json", import.meta.url), "utf8")) as {
      lenders: OfferLender[];
    }
  ).lenders;
  const products = [
    "personal",
    "usedCar",
    "newCar",
    "twoWheeler",
    "ev",
    "refinance",
    "balanceTransfer",
    "business",
  ];
  const applicant = (i: number, product: string): OfferApplicant => ({
    age: 24 + (i % 30),
    netMonthlyIncome: 30_000 + (i % 20) * 10_000,
    employment: i % 3 === 0 ? "self-employed" : "salaried",
    creditScore: i % 13 === 0 ? null : 600 + (i % 300),
    product,
    amount: 200_000 + (i % 10) * 100_000,
    tenureMonths: 12 * (1 + (i % 7)),
    vehicleValue: 800_000,
    vehicleType: "car",
    emisPaid: 12 + (i % 12),
    hasRunningLoan: true,
    businessYears: 5,
    annualTurnover: 6_000_000,
  });
  const time = (runs: number, work: (i: number) => void) => {
    for (let i = 0; i < 50; i++) work(i); // warm up the JIT
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      work(i);
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    return { median: samples[Math.floor(runs / 2)]!, p95: samples[Math.floor(runs * 0.95)]! };
  };
  const lines: { text: string; ok: boolean }[] = [];
  const one = time(2000, (i) => matchOffers(lenders, applicant(i, "personal")));
  const productCount = lenders.reduce((sum, lender) => sum + Object.keys(lender.products).length, 0);
  const all = time(500, (i) => {
    for (const product of products) matchOffers(lenders, applicant(i, product));
  });
  const personalCount = lenders.filter((lender) => lender.products.personal).length;
  lines.push({
    text: `one applicant, ${String(personalCount).padStart(3)} personal-loan products  median ${one.median.toFixed(2)} ms  p95 ${one.p95.toFixed(2)} ms  budget ${OFFER_BUDGET_MS} ms`,
    ok: one.median < OFFER_BUDGET_MS,
  });
  lines.push({
    text: `one applicant, all ${productCount} lender products   median ${all.median.toFixed(2)} ms  p95 ${all.p95.toFixed(2)} ms  budget ${OFFER_BUDGET_MS} ms`,
    ok: all.median < OFFER_BUDGET_MS,
  });
  return lines;
}

finish();

function finish(): never {
  console.log(failures ? `\n${failures} budget(s) exceeded` : "\nAll budgets met");
  process.exit(failures ? 1 : 0);
}
