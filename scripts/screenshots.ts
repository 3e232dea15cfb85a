// Takes screenshots of pages at 360 px and 1280 px, for a person to look at (not a test).
// Usage: npm run screenshots -- / /hi /personal-loan   (default: the home page in both languages)
//        npm run screenshots -- --login 9876543210 /dashboard /hi/dashboard   (logged in as that customer)
//        npm run screenshots -- --studio admin /studio /studio/employees   (signed in to the back office, roles comma-separated)
//        npm run screenshots -- --lender officer@hdfc-bank.lender.example /lender /hi/lender   (a demo lender portal user)
//        npm run screenshots -- @consent /hi@consent   (a lender consent link from the dev route, as opened and
//                                                       after the OTP; "/hi" before it for the Hindi page)
//        npm run screenshots -- --out /some/folder /   (where to write them; .tmp/screenshots by default)

import { mkdir } from "node:fs/promises";
import { parseArgs } from "node:util";
import { signLinkToken } from "@loansetu/api/auth/tokens";
import { loadConfig } from "@loansetu/api/lib/config";
import { totpCode } from "@loansetu/api/lib/totp";
import { DEMO_STUDIO_PASSWORD, DEMO_TOTP_SECRET } from "@loansetu/api/studio/demo-employees";
import { chromium } from "@playwright/test";
import { startServer } from "../e2e/support/server.ts";

const { values, positionals } = parseArgs({
  options: {
    login: { type: "string" },
    studio: { type: "string" },
    lender: { type: "string" },
    out: { type: "string" },
  },
  allowPositionals: true,
});
const paths = positionals.length ? positionals : ["/", "/hi"];
const out = values.out ?? ".tmp/screenshots";
await mkdir(out, { recursive: true });
const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
try {
  for (const width of [360, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width === 360 ? 740 : 800 } });
    if (values.login) {
      // The same signed auto-login link the product sends (§4), signed with this server's development secret.
      const config = loadConfig();
      const token = await signLinkToken(
        config.LINK_SECRET,
        { mobile: values.login, purpose: "autologin" },
        new Date(),
        600,
      );
      await page.goto(
        `${server.url}/?userToken=${encodeURIComponent(token)}&userMobile=${values.login}#myaccount`,
      );
      // The link logs in and reloads the page without its token (§4 auto-login).
      await page.waitForURL((url) => !url.search.includes("userToken"));
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    }
    if (values.studio) {
      // A demo employee with these roles, signed in without TOTP (development only, e2e/support/studio.ts).
      await page.goto(`${server.url}/dev/studio-session?roles=${encodeURIComponent(values.studio)}`);
    }
    if (values.lender) {
      // A demo lender portal user (README), through the real sign-in: password, then the TOTP code. The
      // second width uses the next time step's code, since a code is accepted once.
      await page.goto(`${server.url}/lender/sign-in`);
      await page.locator("input[name=email]").fill(values.lender);
      await page.locator("input[name=password]").fill(DEMO_STUDIO_PASSWORD);
      await page.locator("form button[type=submit]").click();
      await page.locator("input[name=code]").waitFor();
      await page
        .locator("input[name=code]")
        .fill(totpCode(DEMO_TOTP_SECRET, new Date(Date.now() + (width === 360 ? 0 : 30_000))));
      await page.locator("form button[type=submit]").first().click();
      await page.waitForURL((url) => !url.pathname.endsWith("/sign-in"));
    }
    const shoot = async (name: string) => {
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      const file = `${out}/${name}-${width}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${file}${scrollWidth > width ? `  HORIZONTAL SCROLL: ${scrollWidth}px` : ""}`);
    };
    for (const path of paths) {
      const name = path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
      if (path.endsWith("@consent")) {
        // A fresh lead's consent link from the development route that mirrors `npm run consent:link`.
        const answer = await (await page.request.get(`${server.url}/dev/consent-link`)).json();
        const link = new URL(answer.data.url);
        await page.goto(
          `${server.url}${path.replace(/@consent$/, "")}${link.pathname.replace(/^\/hi(?=\/)/, "")}${link.search}`,
          {
            waitUntil: "networkidle",
          },
        );
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await shoot(name);
        await page.locator("form button[type=submit], section button.btn-primary").first().click();
        const otp = page.getByTestId("consent-otp");
        await otp.waitFor();
        const sent = await (
          await page.request.get(`${server.url}/dev/outbox.json?to=${answer.data.mobile}`)
        ).json();
        await otp.fill(/\b(\d{4})\b/.exec(sent.data[0].body)?.[1] ?? "");
        await page.getByTestId("otp-verified").waitFor();
        await shoot(`${name}_verified`);
        continue;
      }
      await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
      await shoot(name);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
