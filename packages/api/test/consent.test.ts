import { applicationOptouts, applications, auditLog, lenderConsents, usedLinks } from "@loansetu/db/schema";
import { seedConsentDemoLead } from "@loansetu/db/seed-consent";
import { eq } from "@loansetu/db/sql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxCkycId } from "../src/adapters/ckyc.ts";
import type { createApi } from "../src/app.ts";
import { createConsentService, encryptLinkPayload } from "../src/consent/service.ts";
import { lastOtp, wrongOtp } from "./support/login.ts";
import { pdfText } from "./support/pdf-text.ts";
import { openTestApi } from "./support/test-api.ts";
import { ENGINES, type TestDatabase } from "./support/test-database.ts";
import type { createTestDeps } from "./support/test-deps.ts";

type Deps = ReturnType<typeof createTestDeps>;
type Api = ReturnType<typeof createApi>;

describe.each(ENGINES)("lender consent on %s", (engine) => {
  let database: TestDatabase;
  let deps: Deps;
  let api: Api;
  let at = new Date("2026-11-20T06:00:00Z");

  beforeAll(async () => {
    ({ database, deps, api } = await openTestApi(engine, { clock: () => at }));
  });
  afterAll(async () => {
    await database.dispose();
  });

  const KEY = () => deps.config.CONSENT_API_KEY;
  const call = (
    method: string,
    path: string,
    options: { token?: string; key?: string | null; body?: unknown } = {},
  ) => {
    const headers: Record<string, string> = {
      origin: "http://localhost",
      "content-type": "application/json",
    };
    if (options.key !== null) headers["x-api-key"] = options.key ?? KEY();
    if (options.token) headers["x-consent-token"] = options.token;
    return api.request(`http://localhost${path}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  };

  async function newLink(parity: "even" | "odd" = "even", ttlSeconds?: number) {
    const lead = await seedConsentDemoLead(deps.database.db, parity);
    const service = createConsentService(deps);
    const link = await service.issueLink(lead.reference, {
      base: "http://localhost",
      ...(ttlSeconds ? { ttlSeconds } : {}),
    });
    return { ...lead, token: link.token, url: link.url };
  }

  async function verifyOtp(link: { reference: string; token: string; mobile: string }) {
    const sent = await call("GET", `/api/consent/otp-v2?id=${link.reference}`, { token: link.token });
    expect(sent.status).toBe(200);
    const { data } = await sent.json();
    const res = await call("PUT", "/api/consent/otp-v2", {
      token: link.token,
      body: {
        id: link.reference,
        referenceId: data.referenceId,
        value: { otp: await lastOtp(deps, link.mobile) },
      },
    });
    expect(res.status).toBe(200);
    return res.json();
  }

  const decision = (reference: string, status: "approved" | "rejected", loanInitiatedChecked = true) => ({
    id: reference,
    value: { status },
    extraInfo: { whatsappOptIn: true, loanInitiatedChecked, ckyc: true },
    isMobile: true,
    source: "user",
  });

  async function snapshot(reference: string) {
    const [app] = await deps.database.db
      .select()
      .from(applications)
      .where(eq(applications.reference, reference));
    const consents = await deps.database.db
      .select()
      .from(lenderConsents)
      .where(eq(lenderConsents.applicationId, app!.id));
    const audits = await deps.database.db.select().from(auditLog).where(eq(auditLog.subjectId, reference));
    return {
      status: app!.status,
      stages: app!.stages,
      consents: consents.map((c) => c.status),
      audits: audits.length,
    };
  }

  it("after the customer opts out, no link is issued and an open link can neither send an OTP nor decide", async () => {
    const link = await newLink();
    const before = await snapshot(link.reference);
    const [app] = await deps.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.reference, link.reference));
    await deps.database.db.insert(applicationOptouts).values({ applicationId: app!.id, optedOutAt: at });

    await expect(
      createConsentService(deps).issueLink(link.reference, { base: "http://localhost" }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    const otp = await call("GET", `/api/consent/otp-v2?id=${link.reference}`, { token: link.token });
    expect(otp.status).toBe(409);
    expect((await otp.json()).message).toContain("opted out");
    const decided = await call("PUT", "/api/consent", {
      token: link.token,
      body: decision(link.reference, "approved"),
    });
    expect(decided.status).toBe(409);
    expect(await snapshot(link.reference)).toEqual(before);
  });

  it("issues a link whose GET answers pending with the lender's terms", async () => {
    const link = await newLink();
    expect(link.url).toContain(`/consent?id=${link.reference}&token=`);
    const res = await call("GET", `/api/consent?id=${link.reference}`, { token: link.token });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.value.status).toBe("pending");
    expect(body.data.terms.lenderName).toBe("HDFC Bank");
    expect(body.data.mobile).toBe(`XXXXXX${link.mobile.slice(-4)}`);
    expect(body.data.otpVerified).toBe(false);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("refuses a link for a lead with no chosen lender", async () => {
    const service = createConsentService(deps);
    await expect(service.issueLink("LS2610000001", { base: "http://localhost" })).rejects.toThrow(
      "This application has no lender offer to consent to yet.",
    );
  });

  it("verifies the consent OTP, says 'Your Mobile number has been verified!', and refuses a wrong code", async () => {
    const link = await newLink();
    const sent = await call("GET", `/api/consent/otp-v2?id=${link.reference}`, { token: link.token });
    const { data } = await sent.json();
    expect(data).toMatchObject({
      status: "sent",
      token: link.token,
      mobile: `XXXXXX${link.mobile.slice(-4)}`,
    });
    const wrong = await call("PUT", "/api/consent/otp-v2", {
      token: link.token,
      body: {
        id: link.reference,
        referenceId: data.referenceId,
        value: { otp: wrongOtp(await lastOtp(deps, link.mobile)) },
      },
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe("Incorrect OTP. Please check and try again.");
    const right = await call("PUT", "/api/consent/otp-v2", {
      token: link.token,
      body: {
        id: link.reference,
        referenceId: data.referenceId,
        value: { otp: await lastOtp(deps, link.mobile) },
      },
    });
    const body = await right.json();
    expect(body.data).toMatchObject({ status: "verified", referenceId: data.referenceId });
    expect(body.message).toBe("Your Mobile number has been verified!");
  });

  it("approves once: audited with time, IP and terms version; the lead's Offer accepted stage completes", async () => {
    const link = await newLink();
    await verifyOtp(link);
    const res = await call("PUT", "/api/consent", {
      token: link.token,
      body: decision(link.reference, "approved"),
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe("Thank you for accepting the terms and conditions");
    expect(body.data.value.status).toBe("approved");
    const after = await snapshot(link.reference);
    expect(after.status).toBe("active");
    expect(after.stages.filter((s) => s.isComplete).map((s) => s.name)).toEqual([
      "Application submitted",
      "Documents",
      "Credit assessment",
      "Offer accepted",
    ]);
    expect(after.stages.find((s) => s.name === "Sanctioned")?.isComplete).toBe(false);
    const [row] = await deps.database.db
      .select()
      .from(lenderConsents)
      .where(eq(lenderConsents.jti, await usedJti(link.token)));
    expect(row).toMatchObject({
      status: "approved",
      termsVersion: "2026-11-lender-v1",
      decidedIp: "127.0.0.1",
    });
    expect(row!.decidedAt?.toISOString()).toBe(at.toISOString());
    const [audit] = await deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "consent.approved"));
    expect(audit).toMatchObject({ subjectId: link.reference, ip: "127.0.0.1" });
    expect(JSON.stringify(audit!.details)).not.toContain(link.token);

    // The link now reads approved (the page sends it to /expired-link?consent=approved).
    const status = await call("GET", `/api/consent?id=${link.reference}`, { token: link.token });
    expect((await status.json()).data.value.status).toBe("approved");

    // cKYC: the sandbox has a record for this (even) reference.
    const ckyc = await call("GET", `/api/ckyc/status/${link.reference}?origin=web`, { token: link.token });
    expect(ckyc.status).toBe(200);
    expect((await ckyc.json()).data.ckycId).toBe(sandboxCkycId(link.reference));

    // Accepting the terms is not a sanction: no letter until the lender's sanction is recorded.
    const early = await call("GET", `/api/consent/sanction-letter/${link.reference}`, { token: link.token });
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe(
      "The sanction letter is available once the lender has sanctioned the loan.",
    );
    // The back office records the lender's sanction (its own action is tested in studio-pipeline.test.ts).
    const sanctionedAt = new Date(at.getTime() + 86_400_000);
    await deps.database.db
      .update(applications)
      .set({ sanctionedAt })
      .where(eq(applications.reference, link.reference));

    // The sanction letter, by the link holder, dated on the day of the sanction.
    const letter = await call("GET", `/api/consent/sanction-letter/${link.reference}`, { token: link.token });
    expect(letter.status).toBe(200);
    const doc = (await letter.json()).data;
    expect(doc.fileName).toBe(`Sanction-Letter-${link.reference}.pdf`);
    const text = await pdfText(Buffer.from(doc._file, "base64"));
    expect(text).toContain("Sanction Letter");
    expect(text).toContain("HDFC Bank");
    // The same letter as the dashboard's: sanctioned terms with the fees of §9 and where to complain.
    expect(text).toContain("Net disbursed amount");
    expect(text).toContain("RBI Integrated Ombudsman");
    expect(text).toContain("https://cms.rbi.org.in");
    expect(text).toContain("21 November 2026");
  });

  async function usedJti(token: string) {
    const payload = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { jti: string };
    const [used] = await deps.database.db.select().from(usedLinks).where(eq(usedLinks.jti, payload.jti));
    expect(used?.purpose).toBe("consent");
    return payload.jti;
  }

  it("rejects: the lead is Cancelled with a reason; cKYC and the sanction letter are refused", async () => {
    const link = await newLink("odd");
    await verifyOtp(link);
    const res = await call("PUT", "/api/consent", {
      token: link.token,
      body: decision(link.reference, "rejected", false),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe("You have successfully declined the consent to apply for loan");
    const after = await snapshot(link.reference);
    expect(after.status).toBe("Cancelled");
    const [row] = await deps.database.db
      .select()
      .from(lenderConsents)
      .where(eq(lenderConsents.jti, await usedJti(link.token)));
    expect(row?.reason).toBe("The applicant declined the lender's terms on the consent link.");
    const ckyc = await call("GET", `/api/ckyc/status/${link.reference}?origin=web`, { token: link.token });
    expect(ckyc.status).toBe(409);
    const letter = await call("GET", `/api/consent/sanction-letter/${link.reference}`, { token: link.token });
    expect(letter.status).toBe(409);
    // A cancelled lead gets no new link.
    await expect(
      createConsentService(deps).issueLink(link.reference, { base: "http://localhost" }),
    ).rejects.toThrow();
  });

  it("answers 'No record found!' from the cKYC sandbox for an odd reference", async () => {
    const link = await newLink("odd");
    await verifyOtp(link);
    await call("PUT", "/api/consent", { token: link.token, body: decision(link.reference, "approved") });
    const ckyc = await call("GET", `/api/ckyc/status/${link.reference}?origin=web`, { token: link.token });
    expect(ckyc.status).toBe(404);
    expect((await ckyc.json()).message).toBe("No record found!");
  });

  describe("refusals change nothing", () => {
    it("a wrong x-api-key (a missing one is a browser, authorised by the link token alone)", async () => {
      const link = await newLink();
      await verifyOtp(link);
      const before = await snapshot(link.reference);
      for (const key of ["wrong-key-wrong-key-wrong-key-wrong-key"]) {
        const res = await call("PUT", "/api/consent", {
          key,
          token: link.token,
          body: decision(link.reference, "approved"),
        });
        expect(res.status).toBe(401);
        expect((await res.json()).message).toBe("This request has no valid API key.");
        const get = await call("GET", `/api/consent?id=${link.reference}`, { key, token: link.token });
        expect(get.status).toBe(401);
      }
      expect(await snapshot(link.reference)).toEqual(before);
    });

    it("a tampered or missing token", async () => {
      const link = await newLink();
      await verifyOtp(link);
      const before = await snapshot(link.reference);
      const [head, payload, signature] = link.token.split(".") as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
      const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 })).toString("base64url")}.${signature}`;
      const flipped = `${head}.${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
      for (const token of [forged, flipped, undefined]) {
        const res = await call("PUT", "/api/consent", {
          ...(token ? { token } : {}),
          body: decision(link.reference, "approved"),
        });
        expect(res.status).toBe(401);
        expect((await res.json()).message).toBe("This consent link is not valid.");
      }
      expect(await snapshot(link.reference)).toEqual(before);
    });

    it("another lead's id", async () => {
      const mine = await newLink();
      const theirs = await newLink();
      await verifyOtp(mine);
      const before = await snapshot(theirs.reference);
      const res = await call("PUT", "/api/consent", {
        token: mine.token,
        body: decision(theirs.reference, "rejected"),
      });
      expect(res.status).toBe(403);
      expect((await res.json()).message).toBe("This consent link does not belong to this application.");
      const get = await call("GET", `/api/consent?id=${theirs.reference}`, { token: mine.token });
      expect(get.status).toBe(403);
      expect(await snapshot(theirs.reference)).toEqual(before);
    });

    it("a second submission, even a different answer", async () => {
      const link = await newLink();
      await verifyOtp(link);
      const first = await call("PUT", "/api/consent", {
        token: link.token,
        body: decision(link.reference, "approved"),
      });
      expect(first.status).toBe(200);
      const before = await snapshot(link.reference);
      const [again, other] = await Promise.all([
        call("PUT", "/api/consent", { token: link.token, body: decision(link.reference, "approved") }),
        call("PUT", "/api/consent", { token: link.token, body: decision(link.reference, "rejected") }),
      ]);
      for (const res of [again, other]) {
        expect(res.status).toBe(409);
        expect((await res.json()).message).toBe(
          "You have already responded to these terms. Your answer cannot be changed with this link.",
        );
      }
      expect(await snapshot(link.reference)).toEqual(before);
    });

    it("two simultaneous first submissions: exactly one lands", async () => {
      const link = await newLink();
      await verifyOtp(link);
      const results = await Promise.all([
        call("PUT", "/api/consent", { token: link.token, body: decision(link.reference, "approved") }),
        call("PUT", "/api/consent", { token: link.token, body: decision(link.reference, "rejected") }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const after = await snapshot(link.reference);
      expect(after.audits).toBe(1); // only the one decision is audited
    });

    it("a decision before the OTP is verified, and Accept with 'loan initiated' unticked", async () => {
      const link = await newLink();
      const before = await snapshot(link.reference);
      const early = await call("PUT", "/api/consent", {
        token: link.token,
        body: decision(link.reference, "approved"),
      });
      expect(early.status).toBe(403);
      expect((await early.json()).message).toBe("Please verify your mobile number with the OTP first.");
      await verifyOtp(link);
      const unticked = await call("PUT", "/api/consent", {
        token: link.token,
        body: decision(link.reference, "approved", false),
      });
      expect(unticked.status).toBe(400);
      expect(await snapshot(link.reference)).toEqual(before);
    });

    it("an expired link: GET reads 'expired', acting answers 410", async () => {
      const link = await newLink("even", 3600);
      const saved = at;
      at = new Date(saved.getTime() + 3601_000);
      try {
        const get = await call("GET", `/api/consent?id=${link.reference}`, { token: link.token });
        expect((await get.json()).data.value.status).toBe("expired");
        const otp = await call("GET", `/api/consent/otp-v2?id=${link.reference}`, { token: link.token });
        expect(otp.status).toBe(410);
        expect((await otp.json()).message).toBe("This consent link has expired.");
      } finally {
        at = saved;
      }
    });
  });

  it("decrypts link payloads and records payout statuses behind a signed payout link", async () => {
    const link = await newLink();
    const payout = await createConsentService(deps).issuePayoutLink(link.reference);
    const withLink = (path: string, body: unknown) =>
      api.request(`http://localhost${path}`, {
        method: "POST",
        headers: {
          origin: "http://localhost",
          "content-type": "application/json",
          "x-link-token": payout.token,
        },
        body: JSON.stringify(body),
      });
    const key = encryptLinkPayload(deps.config.LINK_SECRET, { leadsId: link.reference, purpose: "payout" });
    const plain = await withLink("/api/decrypt", { data: { key } });
    expect((await plain.json()).data).toEqual({ leadsId: link.reference, purpose: "payout" });
    const bad = await withLink("/api/decrypt", { data: { key: `${key.slice(0, -3)}xyz` } });
    expect(bad.status).toBe(400);
    const noLink = await call("POST", "/api/savePayoutStatus", {
      body: { leadsId: link.reference, status: "paid", remarks: "NEFT done" },
    });
    expect(noLink.status).toBe(401);
    // A link's holder only confirms receipt, and only of a payout the lead has
    // (packages/api/test/payouts.test.ts walks the whole flow).
    const asFinance = await withLink("/api/savePayoutStatus", {
      leadsId: link.reference,
      status: "paid",
      remarks: "NEFT done",
      payout: 4500,
    });
    expect(asFinance.status).toBe(403);
    const noPayout = await withLink("/api/savePayoutStatus", {
      leadsId: link.reference,
      status: "Received",
      remarks: "Claim received",
    });
    expect(noPayout.status).toBe(404);
    const lead = await withLink("/api/decryptLeadPayout", { payoutStatusKey: key });
    expect((await lead.json()).data).toMatchObject({
      leadsId: link.reference,
      payoutStatus: null,
      payout: null,
    });
  });
});
