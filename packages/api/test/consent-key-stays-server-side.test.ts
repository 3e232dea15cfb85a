import { seedConsentDemoLead } from "@loansetu/db/seed-consent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createApi } from "../src/app.ts";
import { createConsentService, encryptLinkPayload } from "../src/consent/service.ts";
import { openTestApi } from "./support/test-api.ts";
import { ENGINES, type TestDatabase } from "./support/test-database.ts";
import type { createTestDeps } from "./support/test-deps.ts";

// The consent API key used to reach every browser (the /sanction-letter loader data), and
// that key alone opened savePayoutStatus, decrypt and decryptLeadPayout on any lead. Browser calls are now
// authorised by the signed link token (or the session); the payout calls by a signed single-purpose payout
// link for one lead; and nobody learns from an answer whether a reference they may not see exists.

type Deps = ReturnType<typeof createTestDeps>;

describe.each(ENGINES)("the consent API key stays server-side on %s", (engine) => {
  let database: TestDatabase;
  let deps: Deps;
  let api: ReturnType<typeof createApi>;

  beforeAll(async () => {
    ({ database, deps, api } = await openTestApi(engine));
  });
  afterAll(async () => {
    await database.dispose();
  });

  const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    api.request(`http://localhost${path}`, {
      method,
      headers: { origin: "http://localhost", "content-type": "application/json", ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  async function newLead() {
    const lead = await seedConsentDemoLead(deps.database.db, "even");
    const link = await createConsentService(deps).issueLink(lead.reference, { base: "http://localhost" });
    return { ...lead, token: link.token };
  }

  it("the consent page's calls work with the link token alone (no API key in the browser)", async () => {
    const lead = await newLead();
    const res = await call("GET", `/api/consent?id=${lead.reference}`, { "x-consent-token": lead.token });
    expect(res.status).toBe(200);
    expect((await res.json()).data.value.status).toBe("pending");
  });

  it("the API key alone opens none of the back-office calls", async () => {
    const lead = await newLead();
    const key = deps.config.CONSENT_API_KEY;
    const payoutKey = encryptLinkPayload(deps.config.LINK_SECRET, { leadsId: lead.reference });
    const answers = await Promise.all([
      call(
        "POST",
        "/api/savePayoutStatus",
        { "x-api-key": key },
        {
          leadsId: lead.reference,
          status: "paid",
          remarks: "NEFT done",
        },
      ),
      call("POST", "/api/decrypt", { "x-api-key": key }, { data: { key: payoutKey } }),
      call("POST", "/api/decryptLeadPayout", { "x-api-key": key }, { payoutStatusKey: payoutKey }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([401, 401, 401]);
  });

  it("a signed payout link acts on its own lead; another lead and an unknown one get the same answer", async () => {
    const mine = await newLead();
    const other = await newLead();
    const service = createConsentService(deps);
    const { token } = await service.issuePayoutLink(mine.reference);
    const headers = { "x-link-token": token };

    const saved = await call("POST", "/api/savePayoutStatus", headers, {
      leadsId: mine.reference,
      status: "paid",
      remarks: "NEFT done",
      payout: 4500,
    });
    // The link's holder may only confirm receipt; finance moves the status.
    expect(saved.status).toBe(403);
    const read = await call("POST", "/api/decryptLeadPayout", headers, {
      payoutStatusKey: encryptLinkPayload(deps.config.LINK_SECRET, { leadsId: mine.reference }),
    });
    expect(read.status).toBe(200);
    expect((await read.json()).data).toMatchObject({ leadsId: mine.reference, payoutStatus: null });

    const tries = [other.reference, "LS2699999999"].map((leadsId) =>
      call("POST", "/api/savePayoutStatus", headers, { leadsId, status: "paid", remarks: "x" }),
    );
    const [otherAnswer, unknownAnswer] = await Promise.all(tries);
    expect(otherAnswer!.status).toBe(unknownAnswer!.status);
    expect(await otherAnswer!.json()).toEqual(await unknownAnswer!.json());
    expect(otherAnswer!.status).toBe(404);

    const reads = [other.reference, "LS2699999999"].map((leadsId) =>
      call("POST", "/api/decryptLeadPayout", headers, {
        payoutStatusKey: encryptLinkPayload(deps.config.LINK_SECRET, { leadsId }),
      }),
    );
    const [otherRead, unknownRead] = await Promise.all(reads);
    expect(otherRead!.status).toBe(unknownRead!.status);
    expect(await otherRead!.json()).toEqual(await unknownRead!.json());
  });

  it("a consent link is not a payout link, and a payout link is not a consent link", async () => {
    const lead = await newLead();
    const payout = await createConsentService(deps).issuePayoutLink(lead.reference);
    const asPayout = await call(
      "POST",
      "/api/savePayoutStatus",
      { "x-link-token": lead.token },
      {
        leadsId: lead.reference,
        status: "paid",
        remarks: "x",
      },
    );
    expect(asPayout.status).toBe(401);
    const asConsent = await call("GET", `/api/consent?id=${lead.reference}`, {
      "x-consent-token": payout.token,
    });
    expect(asConsent.status).toBe(401);
  });
});
