// Takes screenshots of pages at 360 px and 1280 px, for a person to look at (not a test).
// Usage: npm run screenshots -- / /hi /personal-loan   (default: the home page in both languages)
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { startServer } from "../e2e/support/server.ts";

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/hi"];
const out = ".tmp/screenshots";
await mkdir(out, { recursive: true });
const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
try {
  for (const width of [360, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width === 360 ? 740 : 800 } });
    for (const path of paths) {
      await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      const name = path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
      const file = `${out}/${name}-${width}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${file}${scrollWidth > width ? `  HORIZONTAL SCROLL: ${scrollWidth}px` : ""}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
