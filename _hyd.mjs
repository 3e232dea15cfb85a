import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const run of [1, 2]) for (const port of [4001, 4002]) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const start = Date.now();
  await page.goto(`http://127.0.0.1:${port}/personal-loan`, { waitUntil: "commit" });
  await page.waitForFunction(() => performance.getEntriesByType("paint").some((e) => e.name === "first-contentful-paint"));
  const fcp = await page.evaluate(() => performance.getEntriesByType("paint").find((e) => e.name === "first-contentful-paint").startTime);
  await page.waitForSelector("html[data-hydrated]", { timeout: 60000 });
  const hyd = await page.evaluate(() => performance.now());
  console.log(port === 4001 ? "no preload " : "with preload", "FCP", Math.round(fcp), "hydrated", Math.round(hyd));
  await context.close();
}
await browser.close();
