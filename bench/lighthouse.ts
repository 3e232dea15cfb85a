// Lighthouse (mobile: a mid-range phone on a slow 4G link, Lighthouse's default simulated throttling) on the
// pages the issues name, with Debian's Chromium. Used by `npm run bench`; also runnable on its own against a
// running server: `node bench/lighthouse.ts http://127.0.0.1:3000 /path …`.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export const LIGHTHOUSE_PAGES = [
  "/",
  "/personal-loan",
  "/personal-loan/city/mumbai",
  "/hi/used-car-loan",
  "/resources/how-emi-is-calculated",
  "/hi/resources/how-emi-is-calculated",
  "/emi-calculator",
];

/** The budgets of issues 5 and 6: performance ≥ 95; accessibility, best practices and SEO 100. */
export const LIGHTHOUSE_BUDGETS = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
} as const;

export interface LighthouseResult {
  path: string;
  status: number;
  scores: Record<keyof typeof LIGHTHOUSE_BUDGETS, number>;
  /** The failing audits' ids, to say what to fix. */
  failing: string[];
}

export async function runLighthouse(baseUrl: string, paths: string[]): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
  });
  const results: LighthouseResult[] = [];
  try {
    for (const path of paths) {
      const status = (await fetch(`${baseUrl}${path}`)).status;
      if (status !== 200) {
        results.push({
          path,
          status,
          scores: { performance: 0, accessibility: 0, "best-practices": 0, seo: 0 },
          failing: [],
        });
        continue;
      }
      const run = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: Object.keys(LIGHTHOUSE_BUDGETS),
      });
      const lhr = run?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const failing = Object.values(lhr.categories)
        .flatMap((category) => category.auditRefs)
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
        .map((audit) => audit!.id);
      results.push({
        path,
        status,
        scores: {
          performance: score("performance"),
          accessibility: score("accessibility"),
          "best-practices": score("best-practices"),
          seo: score("seo"),
        },
        failing: [...new Set(failing)],
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}

export function withinBudget(result: LighthouseResult): boolean {
  return (Object.keys(LIGHTHOUSE_BUDGETS) as (keyof typeof LIGHTHOUSE_BUDGETS)[]).every(
    (key) => result.scores[key] >= LIGHTHOUSE_BUDGETS[key],
  );
}

export function formatResult(result: LighthouseResult): string {
  if (result.status !== 200) return `${result.path.padEnd(40)} HTTP ${result.status}`;
  const { performance, accessibility, seo } = result.scores;
  const practices = result.scores["best-practices"];
  const failing = result.failing.length ? `  (below 90: ${result.failing.join(", ")})` : "";
  return `${result.path.padEnd(40)} perf ${performance}  a11y ${accessibility}  best practices ${practices}  SEO ${seo}${failing}`;
}

if (import.meta.main) {
  const [baseUrl, ...paths] = process.argv.slice(2);
  if (!baseUrl) throw new Error("usage: node bench/lighthouse.ts BASE_URL [PATH …]");
  for (const result of await runLighthouse(baseUrl, paths.length ? paths : LIGHTHOUSE_PAGES))
    console.log(`${withinBudget(result) ? "  ok " : "  OVER"} ${formatResult(result)}`);
}
