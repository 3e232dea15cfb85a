// What state this machine is in while the bench runs. Lighthouse's CPU benchmark index (printed with each
// run) measures the CPU alone; on some days a fresh process's first touch of a memory page has cost 7–13 µs
// here (a page fault, 4 KiB), and then every Chromium renderer Lighthouse starts is slow and pages scored
// 70–87 that scored 98–100 with the same code on a day it cost less. Printed so such runs are recognisable.
import { execFileSync } from "node:child_process";

/** Microseconds per 4 KiB page for a fresh process's first write to 256 MiB (the median of three). */
export function firstTouchMicroseconds(): number {
  const script =
    "const b=Buffer.allocUnsafe(2**28);const t=process.hrtime.bigint();b.fill(1);" +
    "process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e3/65536))";
  const readings = [0, 1, 2].map((_) =>
    Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" })),
  );
  return readings.sort((a, b) => a - b)[1]!;
}

export function machineLine(): string {
  const micro = firstTouchMicroseconds();
  return `Machine: a fresh process's first write to a memory page ${micro.toFixed(1)} µs (4 KiB; read as 7–13 µs on the days Lighthouse scored 70–87 here)`;
}
