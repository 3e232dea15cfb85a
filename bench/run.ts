// `npm run bench`: performance figures with their budgets (not part of npm test, where timing is noise).
// Prints the gzip JavaScript each main page loads and API throughput as a ratio to a bare Hono handler.
import { execSync, spawn } from "node:child_process";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { freePort, startServer } from "../e2e/support/server.ts";

const PAGES = [
  "/",
  "/hi",
  "/apply/personal-loan",
  "/emi-calculator",
  "/hi/emi-calculator",
  "/emi-calculator?tab=used",
  "/two-wheeler-calculator",
  "/bt-calculator",
  "/refinance-calculator",
];
const JS_BUDGET_BYTES = 140_000; // gzip, per page: React + React Router + i18next are ~125 kB of it
const THROUGHPUT_DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

execSync("npm run build", { stdio: "ignore" });
// The bench sends thousands of OTPs from one address: lift the per-IP limit for this server only.
const server = await startServer({
  env: { OTP_SENDS_PER_IP_HOUR: "1000000", OTP_SENDS_PER_IP_DAY: "1000000" },
});
let failures = 0;
const report = (line: string, ok = true) => {
  if (!ok) failures++;
  console.log(`${ok ? "  ok " : "  OVER"} ${line}`);
};

try {
  console.log("\nJavaScript per page (gzip, every module the page loads):");
  const cache = new Map<string, number>();
  for (const path of PAGES) {
    const html = await (await fetch(`${server.url}${path}`)).text();
    const urls = new Set<string>();
    for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(m[1]!);
    for (const m of html.matchAll(/(?:import\(|from )"(\/assets\/[^"]+\.js)"/g)) urls.add(m[1]!);
    let total = 0;
    for (const url of urls) {
      if (!cache.has(url))
        cache.set(
          url,
          gzipSync(Buffer.from(await (await fetch(`${server.url}${url}`)).arrayBuffer()), { level: 9 })
            .length,
        );
      total += cache.get(url)!;
    }
    const htmlGzip = gzipSync(html).length;
    report(
      `${path.padEnd(24)} ${String(urls.size).padStart(3)} files ${(total / 1000).toFixed(1).padStart(7)} kB JS  (HTML ${(htmlGzip / 1000).toFixed(1)} kB)  budget ${JS_BUDGET_BYTES / 1000} kB`,
      total <= JS_BUDGET_BYTES,
    );
  }

  console.log(`\nThroughput (${THROUGHPUT_DURATION_S} s each, 20 connections, loopback):`);
  const barePort = await freePort();
  const bare = spawn(process.execPath, ["bench/bare-server.ts", String(barePort)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve) => bare.stdout?.once("data", resolve));
  const measure = async (url: string) =>
    (await autocannon({ url, connections: 20, duration: THROUGHPUT_DURATION_S })).requests.average;
  try {
    const baseline = await measure(`http://127.0.0.1:${barePort}/`);
    console.log(`       bare Hono handler         ${baseline.toFixed(0).padStart(7)} req/s`);
    const targets: [string, string, number][] = [
      ["/api/health (db round trip)", "/api/health", 0.1],
      // Served from a per-query cache of serialised answers: as fast as the stack's own 404 (~0.25).
      ["/api/calculator city_brand", "/api/calculator?key=city_brand", 0.2],
      ["/api/calculator price", "/api/calculator?key=price&variantId=10002&cityId=2", 0.2],
    ];
    for (const [name, path, minRatio] of targets) {
      const rps = await measure(`${server.url}${path}`);
      const ratio = rps / baseline;
      report(
        `${name.padEnd(28)} ${rps.toFixed(0).padStart(7)} req/s  ratio ${ratio.toFixed(2)}  budget ≥ ${minRatio}`,
        ratio >= minRatio,
      );
    }
    // OTP login: send, read the SMS from the dev outbox, verify — three calls and two locked transactions per
    // person. About 40 a second on embedded PGlite (single-threaded); the budget guards against regressions.
    const logins = await otpLogins(server.url, THROUGHPUT_DURATION_S * 1000, 20);
    const ratio = logins / baseline;
    report(
      `OTP send+verify (per login)   ${logins.toFixed(0).padStart(7)} logins/s  ratio ${ratio.toFixed(3)}  budget ≥ 0.004`,
      ratio >= 0.004,
    );
  } finally {
    bare.kill();
  }
} finally {
  await server.stop();
}
/** Completed OTP logins per second with `workers` people logging in at once, each with a fresh mobile. */
async function otpLogins(url: string, durationMs: number, workers: number): Promise<number> {
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  let done = 0;
  let next = 0;
  const end = Date.now() + durationMs;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < end) {
        const mobile = `6${String(next++).padStart(9, "0")}`;
        const sent = (await (await post("/api/otp-v2", { mobile })).json()) as { data: { id: string } };
        const outbox = (await (await fetch(`${url}/dev/outbox.json?to=${mobile}`)).json()) as {
          data: { body: string }[];
        };
        const otp = /\b(\d{4})\b/.exec(outbox.data[0]!.body)![1];
        const verified = await post("/api/verify", { mobile, referenceId: sent.data.id, value: { otp } });
        if (verified.ok) done++;
      }
    }),
  );
  return done / (durationMs / 1000);
}

console.log(failures ? `\n${failures} budget(s) exceeded` : "\nAll budgets met");
process.exit(failures ? 1 : 0);
