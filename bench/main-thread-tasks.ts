// What a page's main thread does while Lighthouse loads it: `node bench/main-thread-tasks.ts URL`.
// Prints the run's performance score, total blocking time and first paint, then every task of 12 ms or more
// of the observed (unthrottled) trace with the work it spent its time on. Lighthouse's simulated blocking
// time is these tasks stretched by its CPU slowdown (4×), so a 50 ms task here costs ~150 ms of TBT; this is
// how the stylesheet switched to all media after the paint was found (decision 0029).
import lighthouse from "lighthouse";
import { launchChromium } from "./lighthouse.ts";

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args: { name?: string; data?: { url?: string; functionName?: string } };
}

const url = process.argv[2];
if (!url) throw new Error("usage: node bench/main-thread-tasks.ts URL");
const chrome = await launchChromium();
const result = await lighthouse(url, {
  port: chrome.port,
  output: "json",
  logLevel: "error",
  onlyCategories: ["performance"],
}).finally(() => chrome.kill());
if (!result) throw new Error("Lighthouse gave no result");
const { lhr, artifacts } = result;
if (lhr.runtimeError)
  console.log(`Lighthouse's run failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
const audit = (id: string) => lhr.audits[id]?.displayValue ?? "?";
console.log(
  `performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, TBT ${audit("total-blocking-time")}, ` +
    `FCP ${audit("first-contentful-paint")}, CPU benchmark index ${lhr.environment.benchmarkIndex}`,
);

const events = (artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace.traceEvents;
const mains = new Set(
  events
    .filter((e) => e.name === "thread_name" && e.args.name === "CrRendererMain")
    .map((e) => `${e.pid}:${e.tid}`),
);
const onMain = events.filter((e) => e.ph === "X" && mains.has(`${e.pid}:${e.tid}`));
const start = events.find((e) => e.name === "navigationStart" && mains.has(`${e.pid}:${e.tid}`))?.ts ?? 0;
for (const task of onMain.filter((e) => e.name === "RunTask" && (e.dur ?? 0) >= 12_000 && e.ts > start)) {
  const end = task.ts + (task.dur ?? 0);
  const inside = onMain.filter(
    (e) =>
      e !== task && e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end,
  );
  const spent = new Map<string, number>();
  for (const e of inside) spent.set(e.name, (spent.get(e.name) ?? 0) + (e.dur ?? 0));
  const top = [...spent]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, us]) => `${name} ${Math.round(us / 1000)}`)
    .join(", ");
  const script = inside.find((e) => ["FunctionCall", "EvaluateScript", "v8.evaluateModule"].includes(e.name))
    ?.args.data?.url;
  console.log(
    `${String(Math.round((task.ts - start) / 1000)).padStart(6)} ms  ${String(Math.round((task.dur ?? 0) / 1000)).padStart(4)} ms  ${top}${script ? `  (${script})` : ""}`,
  );
}
