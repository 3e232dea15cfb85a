import { rateEvents, users } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import { formatPercent, formatRupees } from "@loansetu/domain/format";
import { offerTotalCost } from "@loansetu/domain/offers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createApi } from "../src/app.ts";
import { loadDataFile } from "../src/data/load.ts";
import { goodPan, throughConsents } from "./support/journey.ts";
import { loginApp } from "./support/login.ts";
import { pageCount } from "./support/pdf-render.ts";
import { pdfText } from "./support/pdf-text.ts";
import { openTestApi } from "./support/test-api.ts";
import { ENGINES, type TestDatabase } from "./support/test-database.ts";
import type { createTestDeps } from "./support/test-deps.ts";

// Every offer's Key Fact Statement in one download, owned and rate-limited like a document of
// the applicant's own application, in the language asked for.

let counter = 0;
const nextMobile = () => `8${String(310_000_000 + ++counter * 6089).slice(-9)}`;

const NOW = new Date("2026-11-22T06:00:00Z");

type ShownOffer = {
  lenderId: number;
  apr: number;
  emi: number;
  netDisbursed: number;
  totalInterest: number;
  totalDeductions: number;
  lender: { shortName: string };
};

describe.each(ENGINES)("every offer's KFS in one PDF on %s", (engine) => {
  let database: TestDatabase;
  let deps: ReturnType<typeof createTestDeps>;
  let api: ReturnType<typeof createApi>;

  beforeAll(async () => {
    ({ database, deps, api } = await openTestApi(engine, { clock: () => NOW }));
  });
  afterAll(() => database.dispose());

  const call = async (path: string, token?: string, method = "GET", body?: unknown) =>
    api.request(`http://localhost${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        origin: "http://localhost",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  async function applicant() {
    const mobile = nextMobile();
    const { token } = await loginApp(api, deps, mobile);
    const reference = await throughConsents(api, token, goodPan(mobile));
    return { mobile, token, reference };
  }

  const offersOf = async (reference: string, token: string, sort = "apr") =>
    (await (await call(`/api/journey/${reference}/offers?sort=${sort}`, token)).json()).data
      .eligible as ShownOffer[];

  it("puts a comparison page and then each offer's KFS, in the order asked, into one PDF file", async () => {
    const { token, reference } = await applicant();
    const offers = await offersOf(reference, token, "emi");
    expect(offers.length).toBeGreaterThan(5);
    const res = await call(`/api/journey/${reference}/kfs.pdf?sort=emi&lang=en`, token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="KFS-${reference}-all-offers.pdf"`,
    );
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(pageCount(bytes)).toBeGreaterThanOrEqual(offers.length + 1);
    const text = pdfText(bytes);
    expect(text).toContain("Key Fact Statements of every offer");
    expect(text).toContain(`Application ${reference}: ${offers.length} offers`);
    // One KFS per offer, each with its APR, in the page's order.
    expect(text.split("Key Fact Statement (KFS)").length - 1).toBe(offers.length);
    const lenders = (await loadDataFile("lenders.json")).lenders;
    let from = text.indexOf("Key Fact Statement (KFS)");
    for (const offer of offers) {
      const lender = lenders.find((l) => l.id === offer.lenderId)!;
      const at = text.indexOf(`Indicative offer from ${lender.name}`, from);
      expect(at, lender.name).toBeGreaterThan(from);
      expect(text.indexOf(`${formatPercent(offer.apr, 2)} a year`, at)).toBeGreaterThan(at);
      from = at;
    }
    // The comparison page: each offer's APR, EMI, net disbursed and total cost (interest + deductions).
    const first = offers[0]!;
    const cost = first.totalInterest + first.totalDeductions;
    expect(offerTotalCost(first)).toBe(cost);
    const cover = text.slice(0, text.indexOf("Key Fact Statement (KFS)"));
    for (const figure of [
      first.lender.shortName,
      formatPercent(first.apr, 2),
      formatRupees(first.emi),
      formatRupees(first.netDisbursed),
      formatRupees(cost),
    ]) {
      expect(cover).toContain(figure);
    }
  });

  it("writes it in Hindi when asked", async () => {
    const { token, reference } = await applicant();
    const offers = await offersOf(reference, token);
    const res = await call(`/api/journey/${reference}/kfs.pdf?lang=hi`, token);
    expect(res.status).toBe(200);
    const text = pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain("सभी ऑफ़र के मुख्य तथ्य विवरण");
    expect(text.split("मुख्य तथ्य विवरण (केएफ़एस)").length - 1).toBe(offers.length);
    expect(text).not.toContain("Key Fact Statement");
  });

  it("answers 404 for another customer's application, 401 without a login, 400 for an unknown sort", async () => {
    const owner = await applicant();
    const other = await applicant();
    expect((await call(`/api/journey/${owner.reference}/kfs.pdf`, other.token)).status).toBe(404);
    expect((await call(`/api/journey/${owner.reference}/kfs.pdf`)).status).toBe(401);
    expect((await call("/api/journey/LS000000000000/kfs.pdf", owner.token)).status).toBe(404);
    expect((await call(`/api/journey/${owner.reference}/kfs.pdf?sort=fees`, owner.token)).status).toBe(400);
  });

  it("allows 20 downloads an hour per customer, then answers 429 in their language", async () => {
    const { mobile, token, reference } = await applicant();
    const [user] = await deps.database.db.select().from(users).where(eq(users.mobile, mobile));
    // 19 downloads made within the hour, one made just over an hour ago (no longer counted).
    await deps.database.db.insert(rateEvents).values([
      ...Array.from({ length: 19 }, () => ({
        key: `kfs-all:${user!.id}`,
        at: new Date(NOW.getTime() - 60_000),
      })),
      { key: `kfs-all:${user!.id}`, at: new Date(NOW.getTime() - 3_601_000) },
    ]);
    expect((await call(`/api/journey/${reference}/kfs.pdf`, token)).status).toBe(200);
    const over = await call(`/api/journey/${reference}/kfs.pdf?lang=hi`, token);
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toBe("3600");
    expect((await over.json()).message).toBe(
      "आपने इस घंटे ये दस्तावेज़ कई बार डाउनलोड किए हैं। कृपया कुछ देर बाद फिर कोशिश करें।",
    );
    // Another customer is not held back.
    const other = await applicant();
    expect((await call(`/api/journey/${other.reference}/kfs.pdf`, other.token)).status).toBe(200);
  });
});
