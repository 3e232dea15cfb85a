import { readFile } from "node:fs/promises";
import { DEMO_CUSTOMER } from "@loansetu/db/seed";
import { pdfText } from "../packages/api/test/support/pdf-text.ts";
import { expect, gotoReady, test } from "./support/fixtures.ts";

// The sanction letter a customer downloads is in the language of the page they are on.

for (const [prefix, title, coolingOff] of [
  ["", "Sanction Letter", "Cooling-off / look-up period"],
  ["/hi", "सैंक्शन लेटर", "कूलिंग-ऑफ़ / लुक-अप अवधि"],
] as const) {
  test(`the sanction letter downloads in the page's language (${prefix || "/"})`, {
    tag: "@one-width",
  }, async ({ browser, baseURL, outbox }) => {
    const context = await browser.newContext({ baseURL: baseURL!, acceptDownloads: true });
    const mobile = DEMO_CUSTOMER.mobile;
    const headers = { origin: baseURL! };
    const mine = async () => (await outbox()).filter((m) => m.recipient === mobile).map((m) => m.body);
    const before = new Set(await mine());
    const sent = await (await context.request.post("/api/otp-v2", { data: { mobile }, headers })).json();
    await expect.poll(async () => (await mine()).some((body) => !before.has(body))).toBe(true);
    const message = (await mine()).find((body) => !before.has(body))!;
    const code = /\b(\d{4})\b/.exec(message)![1]!;
    const verified = await context.request.post("/api/verify", {
      data: { mobile, referenceId: sent.data.id, value: { otp: code } },
      headers,
    });
    expect(verified.ok()).toBe(true);

    const page = await context.newPage();
    await gotoReady(page, `${prefix}/loan-details/LS2610000004?systemId=2&product=usedCar&systems=`);
    const download = page.waitForEvent("download");
    await page.getByTestId("sanction-download").click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("Sanction-Letter-LS2610000004.pdf");
    const text = pdfText(new Uint8Array(await readFile((await file.path())!)));
    expect(text).toContain(title);
    expect(text).toContain(coolingOff);
    expect(text).toContain("₹4,50,000");
    expect(text).not.toContain("Rs.");
    await context.close();
  });
}
