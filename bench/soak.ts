// `npm run bench -- --soak`: ten minutes (BENCH_SOAK_MINUTES) of mixed traffic on one PGlite server (or the
// PostgreSQL of DATABASE_URL/TEST_DATABASE_URL with `--postgres`): cached calculator answers, content and
// health API calls, pages, and OTP logins at once, on a restarted server. Memory is read from /metrics every
// 10 s; after a warm-up (the first fifth) it must stay within 10 % of its warm level, end at most at
// END_RSS_MB with no cap on the heap (decision 0071), and no request may fail.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { startServer } from "../e2e/support/server.ts";
import {
  BENCH_ENV,
  BROWSER,
  benchDatabase,
  formatMb,
  hasExited,
  load,
  otpLogins,
  peakRssMb,
  type Report,
  reportExit,
  rssMb,
  scrape,
} from "./server-figures.ts";

const MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
/**
 * A fixed rate, not flat out: what one instance is sized for in docs/scaling.md at the busiest hour of a
 * million visits a day (about 100 requests a second of this mix, 22 of them page renders, within the 25
 * renders a second of a half-busy instance; and a login a second, above the 1.4 a second that hour brings
 * to all instances). Flat out on a shared machine, the soak measured how busy the machine was: every other
 * process's work turned into the server's timeouts (74 at a load of 40).
 */
const RATE = Number(process.env.BENCH_SOAK_RATE ?? 100);
const LOGINS_PER_SECOND = Number(process.env.BENCH_SOAK_LOGINS ?? 1);
const SAMPLE_MS = 10_000;
/** The server's resident memory when the soak ends, with no cap on its heap (decision 0071). */
const END_RSS_MB = { PGlite: 400, PostgreSQL: 300 } as const;

export async function soak(report: Report) {
  const database = process.argv.includes("--postgres") ? await benchDatabase() : undefined;
  const dataDir = await mkdtemp(join(tmpdir(), "loansetu-soak-"));
  const env = { ...BENCH_ENV, ...(database ? { DATABASE_URL: database.url } : {}) };
  // A server runs for good on a database that exists: the first start creates it (on PGlite, initdb in
  // WebAssembly memory that is never given back, ~1.2 GB at its peak) and is stopped; the soak is of a
  // restart on it, as the engine figures of bench/server-figures.ts are.
  await (await startServer({ dataDir, env })).stop();
  const server = await startServer({ dataDir, env });
  const engine = database ? "PostgreSQL" : "PGlite";
  console.log(
    `\nSoak: ${MINUTES} min of mixed traffic on ${engine}, ${RATE} requests/s and ${LOGINS_PER_SECOND} OTP login/s (${load()}):`,
  );
  const durationMs = MINUTES * 60_000;
  const samples: { at: number; rss: number }[] = [];
  const started = Date.now();
  const sampler = setInterval(() => {
    rssMb(server.url).then(
      (rss) => {
        samples.push({ at: (Date.now() - started) / 60_000, rss });
      },
      () => {},
    );
  }, SAMPLE_MS);
  try {
    // A browser-like mix: most calls are cached reference data and content, some pages, few health checks.
    const traffic = autocannon({
      url: server.url,
      connections: 10,
      overallRate: RATE,
      duration: durationMs / 1000,
      headers: BROWSER,
      requests: [
        { path: "/api/calculator?key=city_brand" },
        { path: "/api/calculator?key=model&makeId=1" },
        { path: "/api/interest-rate?product=personal" },
        { path: "/api/resources/faq?locale=en" },
        { path: "/api/resources/articles?locale=hi" },
        { path: "/api/statistics" },
        { path: "/" },
        { path: "/emi-calculator" },
        { path: "/api/health" },
      ],
    });
    const logins = otpLogins(server.url, durationMs, 4, 0, LOGINS_PER_SECOND);
    const [result, login] = await Promise.all([traffic, logins]);
    if (hasExited(server)) {
      reportExit(report, engine, "soak", server);
      return;
    }
    // autocannon counts a timeout among its errors as well as in `timeouts`: counted once here.
    const errors = result.errors + result.non2xx + login.failed;
    const codes = Object.entries(
      (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {},
    )
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(", ");
    console.log(
      `       answers by status ${codes}; errors ${result.errors} (of them timeouts ${result.timeouts}), failed logins ${login.failed}`,
    );
    const warm = samples.filter((s) => s.at >= MINUTES / 5);
    const base = warm[0]?.rss ?? 0;
    const highest = Math.max(...warm.map((s) => s.rss));
    const lowest = Math.min(...warm.map((s) => s.rss));
    const drift = base ? (highest - base) / base : 1;
    const line = (from: number, to: number) =>
      samples
        .filter((s) => s.at >= from && s.at < to)
        .map((s) => s.rss.toFixed(0))
        .join(" ");
    for (let minute = 0; minute < MINUTES; minute++)
      console.log(`       minute ${String(minute + 1).padStart(2)}: RSS ${line(minute, minute + 1)} MB`);
    report(
      `requests ${result.requests.total} (${result.requests.average.toFixed(0)}/s) and OTP logins ${(login.perSecond * MINUTES * 60).toFixed(0)} (${login.perSecond.toFixed(1)}/s): ${errors} errors  target 0`,
      errors === 0,
    );
    const figures = await scrape(server.url);
    const mb = (name: string) => ((figures.get(name) ?? 0) / 1e6).toFixed(0);
    const end = samples.at(-1)?.rss ?? 0;
    console.log(
      `       at the end: RSS ${end.toFixed(0)} MB, of it the JavaScript heap ${mb("nodejs_heap_size_used_bytes")} MB used of ${mb("nodejs_heap_size_total_bytes")} MB, outside the heap ${mb("nodejs_external_memory_bytes")} MB (no heap cap, decision 0071)`,
    );
    report(
      `RSS at the end ${end.toFixed(0)} MB  target ≤ ${END_RSS_MB[engine]} MB`,
      end > 0 && end <= END_RSS_MB[engine],
    );
    report(
      `RSS after warm-up (${(MINUTES / 5).toFixed(0)} min) ${base.toFixed(0)} MB, then ${lowest.toFixed(0)}–${highest.toFixed(0)} MB: ${(drift * 100).toFixed(1)} % above the warm level, peak ${formatMb(peakRssMb(server.process.pid))} MB  target ≤ 10 %`,
      warm.length > 0 && drift <= 0.1,
    );
    console.log(`       ${load()} at the end`);
  } finally {
    clearInterval(sampler);
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}
