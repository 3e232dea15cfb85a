import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { applications, users } from "@loansetu/db/schema";
import { DEMO_CUSTOMER } from "@loansetu/db/seed";
import { eq } from "@loansetu/db/sql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createApi } from "../src/app.ts";
import { loadDataFile } from "../src/data/load.ts";
import { hasHindi } from "../src/documents/lender-text-hi.ts";
import { renderSanctionPdf } from "../src/documents/sanction-letter-pdf.ts";
import { renderKfsPdf } from "../src/journey/kfs-pdf.ts";
import { scriptRuns } from "../src/pdf/runs.ts";
import { loginApp } from "./support/login.ts";
import { kfsInput, sanctionInput } from "./support/pdf-fixtures.ts";
import { differingPixels, inkShare, readPng, renderPage } from "./support/pdf-render.ts";
import { pdfText } from "./support/pdf-text.ts";
import { type SignedInEmployee, signedInEmployee } from "./support/studio.ts";
import { openTestApi } from "./support/test-api.ts";
import { ENGINES, type TestDatabase } from "./support/test-database.ts";
import type { createTestDeps } from "./support/test-deps.ts";

// The KFS and the sanction letter in the borrower's language, with ₹, Indian digit grouping,
// the day in India and shaped Devanagari.

const MAX_BYTES = 150 * 1024;
/** Pixels allowed to differ clearly from a reviewed picture (a 5 changed to a 6 differs in 21). */
const TOLERANCE = 6;
const REFERENCES = new URL("./fixtures/pdf/", import.meta.url);

/** Every rupee amount and percentage a text states, in order of appearance. */
const figures = (text: string) => text.match(/₹\d+(?:,\d+)*|\d+(?:\.\d+)?%/g) ?? [];

/**
 * Page 1 of a document against its reviewed picture (test/fixtures/pdf/*.png). With
 * UPDATE_PDF_REFERENCES=1 the picture is written instead: look at it before committing it.
 */
function expectLooksLikeReference(bytes: Uint8Array, name: string) {
  const page = renderPage(bytes, 0);
  expect(inkShare(page)).toBeGreaterThan(0.02);
  const file = new URL(`${name}.png`, REFERENCES);
  if (process.env.UPDATE_PDF_REFERENCES === "1") {
    writeFileSync(file, page.png);
    return;
  }
  expect(existsSync(file), `${name}.png: run with UPDATE_PDF_REFERENCES=1 and review it`).toBe(true);
  // Anti-aliasing may move an edge by a shade; a changed digit or a broken conjunct moves whole strokes.
  expect(differingPixels(page, readPng(new Uint8Array(readFileSync(file))))).toBeLessThanOrEqual(TOLERANCE);
}

describe("the KFS in the borrower's language", () => {
  it("says in Hindi, under Hindi headings, the very figures the English KFS says", async () => {
    const english = pdfText(await renderKfsPdf(await kfsInput("en")));
    const hindi = pdfText(await renderKfsPdf(await kfsInput("hi")));
    for (const heading of [
      "मुख्य तथ्य विवरण (केएफ़एस)",
      "भाग 1 – ब्याज दर और फ़ीस / शुल्क",
      "आकस्मिक शुल्क",
      "भाग 2 – अन्य गुणात्मक जानकारी",
      "एपीआर की गणना",
      "सालाना प्रतिशत दर (एपीआर)",
      "कूलिंग-ऑफ़ / लुक-अप अवधि",
      "लेंडर के शिकायत निवारण अधिकारी",
      "LoanSetu के शिकायत निवारण अधिकारी",
    ])
      expect(hindi).toContain(heading);
    expect(english).toContain("Part 1 – Interest rate and fees / charges");
    expect(figures(english).length).toBeGreaterThan(15);
    expect(figures(hindi)).toEqual(figures(english));
    for (const text of [english, hindi]) {
      expect(text).not.toContain("Rs.");
      expect(text).toContain("₹5,00,000");
    }
  });

  it("names the grievance officers with their response times and the cooling-off period", async () => {
    const input = await kfsInput("hi");
    const site = input.site.grievanceOfficer;
    for (const locale of ["en", "hi"] as const) {
      const text = pdfText(await renderKfsPdf(await kfsInput(locale)));
      for (const fact of [site.name, site.email, site.phone, input.lender.grievanceOfficer.email])
        expect(text).toContain(fact);
      expect(text).toContain(
        locale === "hi"
          ? `${site.resolveWithinDays} दिनों में समाधान`
          : `resolves it within ${site.resolveWithinDays} days`,
      );
      expect(text).toContain(
        locale === "hi"
          ? `लोन की रकम मिलने से ${input.lender.coolingOffDays} दिन`
          : `${input.lender.coolingOffDays} days from disbursal`,
      );
    }
  });

  it("dates a document with India's day: 18:31 UTC is the next day, 18:29 UTC the same", async () => {
    const after = new Date("2026-11-24T18:31:00Z");
    const before = new Date("2026-11-24T18:29:00Z");
    expect(pdfText(await renderKfsPdf(await kfsInput("en", after)))).toContain("Date: 25 November 2026.");
    expect(pdfText(await renderKfsPdf(await kfsInput("hi", after)))).toContain("तारीख: 25 नवंबर 2026।");
    expect(pdfText(await renderKfsPdf(await kfsInput("en", before)))).toContain("Date: 24 November 2026.");
    const letter = pdfText(await renderSanctionPdf(await sanctionInput("hi", after)));
    expect(letter).toContain("25 नवंबर 2026");
    // The voucher's validity ("2026-12-25") is written as a day, never as an ISO date.
    expect(letter).toContain("25 दिसंबर 2026");
    expect(letter).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("embeds subset fonts and stays under 150 kB, in both languages, for both documents", async () => {
    for (const locale of ["en", "hi"] as const) {
      for (const bytes of [
        await renderKfsPdf(await kfsInput(locale)),
        await renderSanctionPdf(await sanctionInput(locale)),
      ]) {
        expect(bytes.length).toBeLessThan(MAX_BYTES);
        const raw = Buffer.from(bytes).toString("latin1");
        expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
        // A subset's name starts with six capitals and a plus (ISO 32000 §9.6.4).
        const fonts = [...raw.matchAll(/\/BaseFont \/([A-Z]{6}\+[\w-]+)/g)].map((m) => m[1]!.slice(7));
        expect(fonts).toContain("NotoSans-Regular");
        if (locale === "hi") expect(fonts).toContain("NotoSansDevanagari-Regular");
      }
    }
  });

  it("draws Hindi shaped: page 1 of each Hindi document matches its reviewed picture", async () => {
    expectLooksLikeReference(await renderKfsPdf(await kfsInput("hi")), "kfs-hi-page-1");
    expectLooksLikeReference(await renderSanctionPdf(await sanctionInput("hi")), "sanction-hi-page-1");
  });

  it("a reviewed picture catches a changed figure", async () => {
    const input = await kfsInput("hi");
    // One digit of the loan amount, wherever it is printed.
    const changed = await renderKfsPdf({ ...input, offer: { ...input.offer, amount: 600_000 } });
    const page = renderPage(changed, 0);
    const reference = readPng(new Uint8Array(readFileSync(new URL("kfs-hi-page-1.png", REFERENCES))));
    expect(differingPixels(page, reference)).toBeGreaterThan(TOLERANCE);
  });

  it("cuts a mixed line into script runs: Devanagari with ₹, digits and Latin apart", () => {
    expect(scriptRuns("₹16,310 की 36 मासिक EMI")).toEqual([
      { script: "deva", text: "₹" },
      { script: "latin", text: "16,310 " },
      { script: "deva", text: "की " },
      { script: "latin", text: "36 " },
      { script: "deva", text: "मासिक " },
      { script: "latin", text: "EMI" },
    ]);
  });

  it("has a Hindi text for every lender text a Hindi document prints", async () => {
    const { lenders } = await loadDataFile("lenders.json");
    const missing = new Set<string>();
    for (const lender of lenders) {
      for (const text of [
        lender.rbiRegistrationType,
        lender.headquarters,
        lender.grievanceOfficer.designation,
      ])
        if (!hasHindi(text)) missing.add(text);
      for (const product of Object.values(lender.products)) {
        if (!product) continue;
        for (const text of [
          product.penalCharges,
          product.foreclosure.text,
          ...product.otherCharges.flatMap((c) => [c.name, c.text]),
        ])
          if (!hasHindi(text)) missing.add(text);
      }
    }
    expect([...missing]).toEqual([]);
  });
});

describe.each(ENGINES)("documents through the API in the journey's language on %s", (engine) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApi>;
  let token: string;
  let ops: SignedInEmployee;
  let deps: ReturnType<typeof createTestDeps>;

  beforeAll(async () => {
    ({ database, deps, api } = await openTestApi(engine));
    token = (await loginApp(api, deps, DEMO_CUSTOMER.mobile)).token;
    ops = await signedInEmployee(deps, ["operations"]);
  });
  afterAll(() => database.dispose());

  const get = (path: string, headers: Record<string, string> = {}) =>
    api.request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } });

  it("serves the KFS link in the language it names, else the caller's", async () => {
    const hindi = await get("/api/offers/LS2610000002-1/kfs.pdf?lang=hi");
    expect(hindi.status).toBe(200);
    const hindiText = pdfText(new Uint8Array(await hindi.arrayBuffer()));
    expect(hindiText).toContain("मुख्य तथ्य विवरण (केएफ़एस)");
    const english = pdfText(
      new Uint8Array(await (await get("/api/offers/LS2610000002-1/kfs.pdf")).arrayBuffer()),
    );
    expect(english).toContain("Key Fact Statement (KFS)");
    expect(figures(hindiText)).toEqual(figures(english));
    const header = await get("/api/offers/LS2610000002-1/kfs.pdf", { "x-locale": "hi" });
    expect(pdfText(new Uint8Array(await header.arrayBuffer()))).toContain("मुख्य तथ्य विवरण (केएफ़एस)");
    expect((await get("/api/offers/LS2610000002-1/kfs.pdf?lang=xx")).status).toBe(400);
  });

  it("writes the dashboard's sanction letter in Hindi for a Hindi page", async () => {
    const res = await get("/api/sanction/download/LS2610000004", { "x-locale": "hi" });
    expect(res.status).toBe(200);
    const text = pdfText(new Uint8Array(Buffer.from((await res.json())._file, "base64")));
    expect(text).toContain("सैंक्शन लेटर");
    expect(text).toContain("₹4,50,000");
    expect(text).toContain("कूलिंग-ऑफ़ / लुक-अप अवधि");
  });

  it("opens the studio's KFS of a lead in the customer's language, and in the other one on request", async () => {
    const offerOf = async () =>
      (
        (
          await (
            await api.request("http://localhost/api/studio/leads/LS2610000002", { headers: ops.headers })
          ).json()
        ).data as { offers: { lenderId: number; kfsUrl: string }[] }
      ).offers[0]!;
    const [owner] = await deps.database.db
      .select({ id: applications.userId })
      .from(applications)
      .where(eq(applications.reference, "LS2610000002"));
    const speak = (locale: string) =>
      deps.database.db.update(users).set({ locale }).where(eq(users.id, owner!.id));
    await speak("hi");
    const offer = await offerOf();
    expect(offer.kfsUrl).toBe(`/api/studio/leads/LS2610000002/offers/${offer.lenderId}/kfs.pdf?lang=hi`);
    await speak("en");
    expect((await offerOf()).kfsUrl).toMatch(/\?lang=en$/);
    const hindi = await api.request(`http://localhost${offer.kfsUrl.replace(/lang=\w+$/, "lang=hi")}`, {
      headers: ops.headers,
    });
    expect(hindi.status).toBe(200);
    expect(pdfText(new Uint8Array(await hindi.arrayBuffer()))).toContain("मुख्य तथ्य विवरण (केएफ़एस)");
  });
});
