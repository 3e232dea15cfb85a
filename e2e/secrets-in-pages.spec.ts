import { signLinkToken } from "@loansetu/api/auth/tokens";
import { request as playwrightRequest } from "@playwright/test";
import { allowTime, expect, test } from "./support/fixtures.ts";
import { type RunningServer, startServer } from "./support/server.ts";

// Issue 19, hole 1: the /sanction-letter page's loader data carried CONSENT_API_KEY to every browser. This
// starts a server with configured (non-default) secrets and reads every page a browser can reach — the
// sitemap in both languages, the logged-in pages, a consent link, the sanction letter screen — as HTML and
// as the client router's `.data`, and expects no configured secret in any of them.

const SECRETS = {
  SESSION_SECRET: "configured-session-secret-4f1c9a7e2b8d4c6a9e1f",
  OTP_SECRET: "configured-otp-secret-7a2e9c4b1d8f6e3a5c0b",
  LINK_SECRET: "configured-link-secret-3b8e1f6a9c2d7e4b0a5f",
  CONSENT_API_KEY: "configured-consent-api-key-9d4a1e7c3f8b2e6a",
  PAN_ENCRYPTION_KEY: "5e".repeat(32),
};

function dataUrl(path: string): string {
  const url = new URL(path, "http://site.invalid");
  url.pathname = url.pathname.endsWith("/") ? `${url.pathname}_.data` : `${url.pathname}.data`;
  return `${url.pathname}${url.search}`;
}

// Not about the viewport: the mobile project leaves @desktop-only out (playwright.config.ts).
test.describe("configured secrets never reach a browser", { tag: "@desktop-only" }, () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    allowTime(240_000);
    server = await startServer({
      env: { ...SECRETS, OTP_SENDS_PER_IP_HOUR: "10000", OTP_SENDS_PER_IP_DAY: "10000" },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("no page's HTML or .data carries a configured secret", async () => {
    allowTime(240_000);
    const request = await playwrightRequest.newContext({ baseURL: server.url });
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
    expect(listed.length).toBeGreaterThan(100);
    const link = (await (await request.get("/dev/consent-link?ckyc=record")).json()) as {
      data: { url: string; lead: string };
    };
    const consentPath = new URL(link.data.url).pathname + new URL(link.data.url).search;
    const token = await signLinkToken(
      SECRETS.LINK_SECRET,
      { mobile: "9876543210", purpose: "autologin" },
      new Date(),
      600,
    );
    const login = await request.post("/api/autoLogin", {
      headers: { origin: server.url },
      data: { userMobile: "9876543210", userToken: token },
    });
    expect(login.status()).toBe(200);
    const personal = [
      "/dashboard",
      "/hi/dashboard",
      "/loan-details/LS2610000004",
      "/credit-insights",
      consentPath,
      `/sanction-letter?id=${btoa(link.data.lead)}`,
      `/hi/sanction-letter?id=${btoa(link.data.lead)}`,
      "/free-credit-score/cibil",
      "/contact",
    ];
    const paths = [
      ...new Set([...personal, ...listed, ...listed.map((p) => (p === "/" ? "/hi" : `/hi${p}`))]),
    ];
    const leaks: string[] = [];
    for (let i = 0; i < paths.length; i += 8) {
      await Promise.all(
        paths.slice(i, i + 8).flatMap((path) =>
          [path, dataUrl(path)].map(async (address) => {
            const body = await (await request.get(address, { maxRedirects: 0 })).text();
            for (const [name, value] of Object.entries(SECRETS)) {
              if (body.includes(value)) leaks.push(`${name} in ${address}`);
            }
          }),
        ),
      );
    }
    expect(leaks, `${leaks.length} leaks in ${paths.length * 2} answers`).toEqual([]);
    await request.dispose();
  });
});
