import { defineConfig } from "@playwright/test";
import { scaled } from "./e2e/support/busy.ts";

// Browser tests drive Debian's Chromium headless shell against the built server; each worker starts its own
// server on a free port with a temporary data directory (e2e/support/fixtures.ts). The global setup migrates
// and seeds one directory first, and each server the run starts (workers' and tests' own) begins on a copy of
// it.
export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/support/global-setup.ts",
  timeout: scaled(30_000),
  expect: {
    timeout: scaled(7_000),
    // Screenshot comparisons (e2e/visual.spec.ts): a pixel counts as changed past a colour distance of 0.2
    // and an image as changed when over 1 % of its pixels are (font anti-aliasing moves a few hundred edge
    // pixels between runs, a design change many more). Named per test, project and platform only.
    toHaveScreenshot: {
      threshold: 0.2,
      maxDiffPixelRatio: 0.01,
      animations: "disabled",
      caret: "hide",
      scale: "css",
      pathTemplate: "{testDir}/{testFilePath}-snapshots/{arg}-{projectName}-{platform}{ext}",
    },
  },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    browserName: "chromium",
    launchOptions: {
      // Chromium's headless shell from Debian (scripts/ensure-chromium.ts, decision 0031).
      executablePath: process.env.TEST_CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
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
    // Tests tagged @desktop-only run once, in the desktop project, and the mobile project does not even list
    // them: those that do not depend on the width at all (server processes, HTTP-only checks) and the back
    // office's own flows (the studio is where employees work, at a desk; its pages' look at 360 px is still in
    // the screenshot comparisons).
    {
      name: "mobile",
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
      grepInvert: /@desktop-only/,
    },
    // Tests tagged @phone-only check what does not change with the width except at 360 px: the desktop project
    // leaves them out rather than dispatching each to a worker to be skipped there. Tests tagged @one-width check
    // behaviour that is the same code and the same server HTML at every width (a flow's steps and messages, a
    // keyboard rule, a download, a no-JavaScript post): they run once, at 360 px, where most visitors are. What
    // the width changes (layout, the header's menus, screenshots, axe per template, pagination sizes) and one
    // whole journey of each kind keep running at 1280 px too.
    {
      name: "desktop",
      use: { viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone-only|@one-width/,
    },
  ],
});
