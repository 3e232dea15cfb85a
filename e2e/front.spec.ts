import type { Page, Response } from "@playwright/test";
import { writeFrontConfig } from "../scripts/front.ts";
import { freshMobile } from "./support/customer.ts";
import { allowTime, expect, gotoReady, test } from "./support/fixtures.ts";
import { type NginxFront, otpFromServer, startNginxFront } from "./support/nginx.ts";
import type { RunningServer } from "./support/server.ts";

// Decision 0054: the shared cache in front of the app, run from the repository's own configuration
// (deploy/nginx, written by scripts/front.ts) in front of a test server. Anonymous pages are answered from
// the cache; nothing personal is ever kept or served from it.

interface Front extends NginxFront {
  /** A new release, as `node scripts/front.ts reload` starts one: the configuration rewritten, nginx reloaded. */
  release(name: string): Promise<void>;
}

async function startFront(): Promise<Front> {
  let options: Parameters<typeof writeFrontConfig>[0] | undefined;
  const front = await startNginxFront({
    scheme: "http",
    configure: ({ dir, listen, upstream, url }) => {
      options = { listen, upstream, state: dir, release: "test", publicUrl: url, workers: 1 };
      return writeFrontConfig(options);
    },
  });
  return {
    ...front,
    async release(name) {
      await writeFrontConfig({ ...options!, release: name });
      front.signal("SIGHUP");
    },
  };
}

/** Logs in through the page's login dialog, as a person does. */
async function logIn(page: Page, server: RunningServer, mobile: string) {
  await gotoReady(page, "/#myaccount");
  const modal = page.getByTestId("login-modal");
  await modal.getByLabel("Mobile number").fill(mobile);
  await modal.getByRole("button", { name: "Get OTP" }).click();
  await modal.getByLabel("Enter 4 Digit OTP").fill(await otpFromServer(server, mobile));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("dashboard-mobile")).toHaveText(`Mobile: +91 ${mobile}`);
}

async function logOut(page: Page) {
  await page.getByTestId("user-button").click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("login-button")).toBeVisible();
}

const ANONYMOUS_PAGES = ["/", "/personal-loan", "/hi/personal-loan", "/emi-calculator"];

test.describe("behind the shared cache (deploy/nginx)", { tag: "@one-width" }, () => {
  let front: Front;
  test.beforeAll(async () => {
    front = await startFront();
  });
  test.afterAll(async () => {
    await front?.stop();
  });

  test("an anonymous page is kept and answered from the cache, the same bytes for everyone", async () => {
    const first = await fetch(`${front.url}/personal-loan?shared-cache=1`);
    expect(first.headers.get("x-cache-status")).toBe("MISS");
    expect(first.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=60",
    );
    const second = await fetch(`${front.url}/personal-loan?shared-cache=1`);
    expect(second.headers.get("x-cache-status")).toBe("HIT");
    expect(await second.text()).toBe(await first.text());
    // The policy lists the page's inline scripts by hash: the same in every answer, so it may be kept.
    expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
  });

  test("a new release starts from an empty cache", async () => {
    await fetch(`${front.url}/emi-calculator?release=1`);
    expect((await fetch(`${front.url}/emi-calculator?release=1`)).headers.get("x-cache-status")).toBe("HIT");
    await front.release("test-2");
    // The old workers finish their requests after a reload: a new one answers once the new key is in use.
    await expect
      .poll(async () => (await fetch(`${front.url}/emi-calculator?release=1`)).headers.get("x-cache-status"))
      .toBe("MISS");
    expect((await fetch(`${front.url}/emi-calculator?release=1`)).headers.get("x-cache-status")).toBe("HIT");
  });

  test("a cookie-bearing request neither reads nor fills the cache; personal pages are never kept", async () => {
    await fetch(`${front.url}/emi-calculator?warm=1`);
    expect((await fetch(`${front.url}/emi-calculator?warm=1`)).headers.get("x-cache-status")).toBe("HIT");
    for (let i = 0; i < 2; i++) {
      const withCookie = await fetch(`${front.url}/emi-calculator?warm=1`, {
        headers: { cookie: "ls_at=x" },
      });
      expect(withCookie.headers.get("x-cache-status")).toBe("BYPASS");
      expect(withCookie.headers.get("cache-control")).toBe("private, no-store");
    }
    // Asked twice without a cookie, a personal page is never a HIT (a redirect to the login each time).
    for (let i = 0; i < 2; i++) {
      const personal = await fetch(`${front.url}/dashboard`, { redirect: "manual" });
      expect(personal.headers.get("x-cache-status")).not.toBe("HIT");
      expect(personal.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  test("nginx serves the hashed assets itself, with the app's own headers and nothing more", async () => {
    const html = await (await fetch(`${front.url}/personal-loan`)).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
    const fromFront = await fetch(`${front.url}${asset}`, { headers: { "accept-encoding": "gzip" } });
    const fromApp = await fetch(`${front.server.url}${asset}`, { headers: { "accept-encoding": "gzip" } });
    expect(fromFront.status).toBe(200);
    expect(fromFront.headers.get("x-cache-status")).toBe("STATIC");
    expect(fromFront.headers.get("x-request-id")).toBeNull();
    expect(await fromFront.text()).toBe(await fromApp.text());
    // Transport details (date, length, connection, ranges, the server's name) aside, the same headers.
    const TRANSPORT =
      /^(date|content-length|connection|keep-alive|accept-ranges|server|etag|last-modified|x-request-id|x-cache-status|vary|content-encoding|transfer-encoding)$/;
    const promised = (answer: globalThis.Response) =>
      Object.fromEntries([...answer.headers].filter(([name]) => !TRANSPORT.test(name)));
    expect(promised(fromFront)).toEqual(promised(fromApp));
  });

  test("logging in and out through the front shows only the right person's pages at every step", async ({
    browser,
  }) => {
    allowTime(180_000);
    // Every anonymous page is in the cache before anyone logs in.
    for (const path of ANONYMOUS_PAGES) {
      await fetch(`${front.url}${path}`);
      expect((await fetch(`${front.url}${path}`)).headers.get("x-cache-status"), path).toBe("HIT");
    }
    const context = await browser.newContext({ baseURL: front.url });
    const page = await context.newPage();
    const answers: Response[] = [];
    page.on("response", (answer) => answers.push(answer));

    // One phone, two people in turn.
    const [first, second] = [freshMobile(), freshMobile()];
    for (const mobile of [first, second]) {
      await logIn(page, front.server, mobile);
      for (const path of ANONYMOUS_PAGES) {
        await gotoReady(page, path);
        // Logged in on every page: the header's account button, never the cached anonymous page.
        await expect(page.getByTestId("user-button")).toBeVisible();
      }
      await gotoReady(page, "/dashboard");
      await expect(page.getByTestId("dashboard-mobile")).toHaveText(`Mobile: +91 ${mobile}`);
      await logOut(page);
      for (const path of ANONYMOUS_PAGES) {
        await gotoReady(page, path);
        await expect(page.getByTestId("login-button")).toBeVisible();
      }
      await page.goto("/dashboard");
      await expect(page).toHaveURL(/\/#myaccount$/);
    }

    // Every answer the browser had through the front: none to a cookie-bearing request came from the
    // cache, no personal answer was kept, and no answer from the cache names either person.
    expect(answers.length).toBeGreaterThan(20);
    for (const answer of answers) {
      const url = answer.url();
      if (!url.startsWith(front.url)) continue;
      const status = (await answer.allHeaders())["x-cache-status"];
      const cookie = await answer.request().headerValue("cookie");
      const cacheControl = (await answer.headerValue("cache-control")) ?? "";
      if (cookie) expect(status, url).not.toBe("HIT");
      if (/private|no-store/.test(cacheControl)) expect(status, url).not.toBe("HIT");
      if (status === "HIT" && answer.status() === 200) {
        const body = await answer.text().catch(() => "");
        expect(body, url).not.toContain(first);
        expect(body, url).not.toContain(second);
      }
    }
    // What the cache holds now, as a stranger reads it: no one's number.
    for (const path of [...ANONYMOUS_PAGES, "/dashboard"]) {
      const answer = await fetch(`${front.url}${path}`);
      const body = await answer.text();
      expect(body, path).not.toContain(first);
      expect(body, path).not.toContain(second);
    }
    await context.close();
  });
});
