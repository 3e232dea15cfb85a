import { availableParallelism, loadavg } from "node:os";
import { defineConfig } from "@playwright/test";

// Time limits guard against hangs; they are not what the tests check. On a machine far busier than its cores
// (load averages of 15 to 36 on two cores were seen with several engineers' runs at once) pages render many
// times slower, and a test stopped at its limit also restarts its worker and that worker's server, which costs
// minutes more. So the limits grow with the load when the run (or a worker) starts: up to four times.
const BUSY = Math.min(4, Math.max(1, (loadavg()[0] ?? 0) / availableParallelism()));

// Browser tests drive Debian's Chromium against the built server; each worker starts its own server on a
// free port with a temporary data directory (e2e/support/fixtures.ts). The global setup migrates and seeds one
// directory first, and each server the run starts (workers' and tests' own) begins on a copy of it.
export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/support/global-setup.ts",
  timeout: Math.round(30_000 * BUSY),
  expect: { timeout: Math.round(7_000 * BUSY) },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // Without these, Chromium keeps trying to reach Google's services, which this network refuses.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    trace: "off",
  },
  projects: [
    { name: "mobile", use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
    // Tests tagged @phone-only check what does not change with the width except at 360 px: the desktop project
    // leaves them out rather than dispatching each to a worker to be skipped there.
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } }, grepInvert: /@phone-only/ },
  ],
});
