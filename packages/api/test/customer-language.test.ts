import { applications, shortLinks, users } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import { kolkataDate, leadStages } from "@loansetu/domain/application";
import { LEAD_STAGES } from "@loansetu/domain/journey-steps";
import { smsSegments } from "@loansetu/domain/sms";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHORT_LINK_MISSES_PER_HOUR, shortLinkRoutes } from "../src/short-links/routes.ts";
import { createShortLinks } from "../src/short-links/service.ts";
import { freshPipelineLead, seedPipelineDemo } from "../src/studio/pipeline/demo-seed.ts";
import { lastOtp, post, sendOtp } from "./support/login.ts";
import { shortLinkIn } from "./support/short-links.ts";
import { type SignedInEmployee, signedInEmployee } from "./support/studio.ts";
import { type Api, openTestApi, type TestDeps } from "./support/test-api.ts";
import type { TestDatabase } from "./support/test-database.ts";

// The customer's language is stored (users.locale) and every message to them follows it: a Hindi
// customer's sanction SMS and e-mail are Hindi and their links open /hi/ pages, an English customer's are
// English. SMS links are short links (/l/{code}) that redirect only to our own paths.

describe("messages in the customer's language", () => {
  let database: TestDatabase;
  let deps: TestDeps;
  let api: Api;
  let ops: SignedInEmployee;
  let now = new Date();

  beforeAll(async () => {
    ({ database, deps, api } = await openTestApi("pglite", { clock: () => now }));
    await seedPipelineDemo(deps);
    ops = await signedInEmployee(deps, ["operations"]);
  });
  afterAll(() => database.dispose());

  const localeOf = async (mobile: string) =>
    (await deps.database.db.select({ locale: users.locale }).from(users).where(eq(users.mobile, mobile)))[0]
      ?.locale;

  async function login(mobile: string, locale: "en" | "hi") {
    const referenceId = await sendOtp(api, mobile);
    const res = await post(
      api,
      "/api/verify",
      { value: { otp: await lastOtp(deps, mobile) }, mobile, referenceId, product: "usedcar", client: "app" },
      { "x-locale": locale },
    );
    expect(res.status).toBe(200);
    return (await res.json()).data.token as string;
  }

  it("stores the language of the page the customer logs in on, and follows them to the other one", async () => {
    const mobile = "9123400001";
    const token = await login(mobile, "hi");
    expect(await localeOf(mobile)).toBe("hi");
    const me = (headers: Record<string, string>) =>
      api.request("http://localhost/api/user", { headers: { authorization: `Bearer ${token}`, ...headers } });
    // A call that names no language (an app) leaves it; one made from an English page changes it.
    expect((await me({})).status).toBe(200);
    expect(await localeOf(mobile)).toBe("hi");
    expect((await me({ "x-locale": "en" })).status).toBe(200);
    expect(await localeOf(mobile)).toBe("en");
    await login(mobile, "hi");
    expect(await localeOf(mobile)).toBe("hi");
  });

  /** A lead the customer (in `locale`) has accepted, sanctioned by the back office. */
  async function sanctioned(mobile: string, locale: "en" | "hi", email: string) {
    await login(mobile, locale);
    await deps.database.db.update(users).set({ email }).where(eq(users.mobile, mobile));
    const reference = await freshPipelineLead(deps, mobile, "Asha Verma");
    // The customer's acceptance through the consent link is consent.test.ts's subject: here it is given.
    await deps.database.db
      .update(applications)
      .set({ stages: leadStages(LEAD_STAGES.indexOf("Offer accepted") + 1), personalEmail: null })
      .where(eq(applications.reference, reference));
    const view = await api.request(`http://localhost/api/studio/leads/${reference}`, {
      headers: ops.headers,
    });
    const lead = (await view.json()).data;
    // One employee enters the sanction of the accepted offer, a second approves it (maker-checker).
    const offer = lead.offers[0];
    const entry = await api.request(`http://localhost/api/studio/leads/${reference}/entries`, {
      method: "POST",
      headers: ops.headers,
      body: JSON.stringify({
        kind: "sanction",
        amount: offer.loanAmount,
        ratePercent: offer.roi,
        tenureMonths: offer.tenure,
        date: kolkataDate(deps.clock()),
      }),
    });
    expect(entry.status, await entry.clone().text()).toBe(200);
    const entryId = (await entry.json()).data.id;
    const res = await api.request(
      `http://localhost/api/studio/leads/${reference}/entries/${entryId}/approve`,
      {
        method: "POST",
        headers: (await signedInEmployee(deps, ["operations"])).headers,
      },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const messages = await deps.outbox.list(20, mobile);
    const mails = await deps.outbox.list(20, email);
    return {
      reference,
      sms: messages.find((m) => m.channel === "sms" && m.body.includes(reference))!.body,
      mail: mails.find((m) => m.channel === "email" && m.body.includes(reference))!,
    };
  }

  it("sends a Hindi customer's sanction SMS and e-mail in Hindi, with links to /hi/ pages", async () => {
    const { reference, sms, mail } = await sanctioned("9123400002", "hi", "asha.hi@example.com");
    expect(sms).toContain("मंज़ूर");
    expect(sms).not.toMatch(/sanctioned|Good news/);
    expect(smsSegments(sms)).toMatchObject({ encoding: "UCS-2" });
    expect(smsSegments(sms).segments).toBeLessThanOrEqual(2);
    const { link, target } = await shortLinkIn(deps, sms);
    expect(link).toMatch(/\/hi\/l\/[0-9A-Za-z]{8}$/);
    expect(target).toMatch(/^\/hi\?userToken=/);
    expect(new URL(target, "http://x").searchParams.get("next")).toBe(`/hi/loan-details/${reference}`);
    expect(mail.subject).toContain("आपका लोन मंज़ूर हो गया है");
    expect(mail.body).toContain("सैंक्शन लेटर");
    expect(mail.body).toContain(link);
    expect(mail.body).not.toMatch(/sanctioned|Grievance Officer|See the details/);
  });

  it("sends an English customer's sanction SMS and e-mail in English, with links to English pages", async () => {
    const { reference, sms, mail } = await sanctioned("9123400003", "en", "asha.en@example.com");
    expect(sms).toContain("has sanctioned your loan");
    expect(sms).not.toMatch(/[\u0900-\u097f]/);
    expect(smsSegments(sms)).toMatchObject({ encoding: "GSM-7" });
    expect(smsSegments(sms).segments).toBeLessThanOrEqual(2);
    const { link, target } = await shortLinkIn(deps, sms);
    expect(link).toMatch(/:\d+\/l\/[0-9A-Za-z]{8}$/);
    expect(target).toMatch(/^\/\?userToken=/);
    expect(new URL(target, "http://x").searchParams.get("next")).toBe(`/loan-details/${reference}`);
    expect(mail.subject).toContain("Your loan is sanctioned");
    expect(mail.body).not.toMatch(/[\u0900-\u097f]/);
  });

  it("sends a Hindi customer's consent link to the Hindi consent page", async () => {
    const mobile = "9123400004";
    await login(mobile, "hi");
    const reference = await freshPipelineLead(deps, mobile, "Ravi Kumar");
    const lead = (
      await (
        await api.request(`http://localhost/api/studio/leads/${reference}`, { headers: ops.headers })
      ).json()
    ).data;
    for (let version = lead.version; version < lead.version + 2; version++) {
      await api.request(`http://localhost/api/studio/leads/${reference}/stage/next`, {
        method: "POST",
        headers: ops.headers,
        body: JSON.stringify({ version }),
      });
    }
    const res = await api.request(`http://localhost/api/studio/leads/${reference}/consent-link`, {
      method: "POST",
      headers: ops.headers,
      body: JSON.stringify({ version: lead.version + 2 }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const sms = (await deps.outbox.list(20, mobile)).find((m) => m.body.includes("सहमति"))!.body;
    const { target } = await shortLinkIn(deps, sms);
    expect(target).toMatch(new RegExp(`^/hi/consent\\?id=${reference}&token=`));
  });

  describe("GET /l/{code}", () => {
    const site = () => {
      const app = new Hono();
      app.route("/", shortLinkRoutes(deps));
      // Stands in for the pages, which answer an unknown code with the not-found page.
      app.all("*", (c) => c.text("page not found", 404));
      return app;
    };
    const open = (path: string, ip = "203.0.113.7") =>
      site().request(`http://localhost${path}`, {}, { incoming: { socket: { remoteAddress: ip } } });

    it("redirects a live link to its path, and an expired one to the expired page in its language", async () => {
      const links = createShortLinks(deps);
      const soon = new Date(now.getTime() + 60_000);
      const hindi = await links.create("/hi/dashboard/my-data", soon, "hi");
      const english = await links.create("/dashboard/my-data", soon, "en");
      const hindiPath = new URL(hindi).pathname;
      const englishPath = new URL(english).pathname;
      expect(hindiPath).toMatch(/^\/hi\/l\/[0-9A-Za-z]{8}$/);
      expect(englishPath).toMatch(/^\/l\/[0-9A-Za-z]{8}$/);

      const live = await open(hindiPath);
      expect(live.status).toBe(302);
      expect(live.headers.get("location")).toBe("/hi/dashboard/my-data");
      expect(live.headers.get("cache-control")).toBe("no-store");

      const before = now;
      now = new Date(now.getTime() + 61_000);
      try {
        const expired = await open(hindiPath);
        expect(expired.status).toBe(303);
        expect(expired.headers.get("location")).toBe("/hi/expired-link");
        expect((await open(englishPath)).headers.get("location")).toBe("/expired-link");
      } finally {
        now = before;
      }
    });

    it("answers an unknown code with the not-found page, and stops an address that guesses", async () => {
      expect((await open("/l/NoSuchCd", "203.0.113.8")).status).toBe(404);
      expect((await open("/hi/l/x'%3E<", "203.0.113.8")).status).toBe(404);
      for (let i = 2; i < SHORT_LINK_MISSES_PER_HOUR; i++)
        await open(`/l/Guess${String(i).padStart(3, "0")}`, "203.0.113.8");
      const stopped = await open("/l/Guess999", "203.0.113.8");
      expect(stopped.status).toBe(429);
      expect(await stopped.text()).toContain("कृपया एक घंटे बाद");
      // Another address is not held up by that one.
      expect((await open("/l/NoSuchCd", "203.0.113.9")).status).toBe(404);
    });

    it("never redirects to another site", async () => {
      const links = createShortLinks(deps);
      const later = new Date(now.getTime() + 60_000);
      for (const target of [
        "https://evil.example/x",
        "//evil.example/x",
        "/\\evil.example",
        "javascript:alert(1)",
      ]) {
        await expect(links.create(target, later, "en")).rejects.toThrow(/only to a path on this site/);
      }
      // A row written some other way with a foreign target is treated as unknown.
      await deps.database.db
        .insert(shortLinks)
        .values({ code: "Evil0001", targetPath: "//evil.example/", expiresAt: later });
      const res = await open("/l/Evil0001", "203.0.113.10");
      expect(res.status).toBe(404);
      expect(res.headers.get("location")).toBeNull();
    });

    it("makes codes of 8 base62 characters from the crypto random source, all different", async () => {
      const { newShortCode } = await import("../src/short-links/service.ts");
      const codes = new Set(Array.from({ length: 2000 }, () => newShortCode()));
      expect(codes.size).toBe(2000);
      for (const code of codes) expect(code).toMatch(/^[0-9A-Za-z]{8}$/);
    });
  });
});
