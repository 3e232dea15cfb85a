import { sandboxScore } from "@loansetu/api/adapters/bureau";
import { ageOn, kolkataDate } from "@loansetu/domain/application";
import { CONSENT_TEXT_VERSION } from "@loansetu/domain/journey-steps";
import { matchOffers, offerTotalCost, sortOffers } from "@loansetu/domain/offers";
import type { APIRequestContext, Page } from "@playwright/test";
import { pageCount } from "../packages/api/test/support/pdf-render.ts";
import { logInThroughApi } from "./support/customer.ts";
import { allowTime, axeViolations, expect, gotoReady, test } from "./support/fixtures.ts";
import { DOB, freshMobile, goodPan, LENDERS } from "./support/journey.ts";

// The offers step leads with a compact comparison (lender, APR, EMI, you receive, total
// cost, why here), sortable with or without JavaScript, each row opening to its full card, and every
// offer's KFS in one download. Fourteen offers made an 8,355 px page at 360 px; under half is the aim.

const PAGE_BEFORE = 8355;

/** Logs in and saves every step up to the offers through the API (the journey's own tests drive the forms). */
async function applicationAtOffers(request: APIRequestContext, baseURL: string, worker: number) {
  const mobile = freshMobile(worker);
  const pan = goodPan(mobile);
  const headers = { origin: baseURL };
  await logInThroughApi(request, baseURL, mobile);
  const start = await (
    await request.post("/api/journey/start", { data: { product: "personal-loan" }, headers })
  ).json();
  const reference = start.data.reference as string;
  const steps: [string, unknown][] = [
    [
      "details",
      {
        fullName: "Ravi Kumar",
        email: "ravi.kumar@example.in",
        dateOfBirth: DOB,
        pan,
        pincode: "560001",
        employment: "salaried",
        netMonthlyIncome: 80_000,
      },
    ],
    ["product", { amount: 300_000, tenureMonths: 36 }],
    [
      "consents",
      { bureauCheck: true, shareWithLenders: true, contact: false, textVersion: CONSENT_TEXT_VERSION },
    ],
  ];
  for (const [step, data] of steps) {
    expect((await request.put(`/api/journey/${reference}/${step}`, { data, headers })).ok()).toBe(true);
  }
  const expected = matchOffers(LENDERS, {
    age: ageOn(DOB, kolkataDate(new Date())),
    netMonthlyIncome: 80_000,
    employment: "salaried",
    creditScore: sandboxScore(pan, mobile),
    product: "personal",
    amount: 300_000,
    tenureMonths: 36,
  }).eligible;
  return { reference, expected };
}

/** The comparison rows as shown: lender ids and the figures in their data attributes. */
async function rows(page: Page) {
  return page.getByTestId("offer-row").evaluateAll((nodes) =>
    nodes.map((node) => ({
      lenderId: Number(node.getAttribute("data-lender-id")),
      apr: Number(node.getAttribute("data-apr")),
      emi: Number(node.getAttribute("data-emi")),
      cost: Number(node.getAttribute("data-total-cost")),
    })),
  );
}

const ids = (offers: readonly { lenderId: number }[]) => offers.map((o) => o.lenderId);

for (const lang of ["en", "hi"] as const) {
  const prefix = lang === "hi" ? "/hi" : "";
  const text =
    lang === "hi"
      ? {
          lowestEmi: "सबसे कम ईएमआई",
          lowestCost: "सबसे कम कुल लागत",
          lowestApr: "सबसे कम एपीआर",
          choose: "यह ऑफ़र चुनें",
        }
      : {
          lowestEmi: "Lowest EMI",
          lowestCost: "Lowest total cost",
          lowestApr: "Lowest APR",
          choose: "Choose this offer",
        };

  test(`${lang}: a compact comparison of every offer, sorted, each row opening to its full card`, async ({
    page,
    baseURL,
  }, info) => {
    allowTime(90_000);
    const { reference, expected } = await applicationAtOffers(page.request, baseURL!, info.workerIndex);
    expect(expected.length).toBe(14);
    const url = `${prefix}/apply/personal-loan?reference=${reference}&step=offers`;
    await gotoReady(page, url);
    const list = page.getByTestId("offer-list");
    await expect(list.getByTestId("offer-row")).toHaveCount(14);

    // Every offer once, by APR (then EMI), as the domain sorts them; the APR column ascends.
    expect(ids(await rows(page))).toEqual(ids(expected));
    const aprs = (await rows(page)).map((r) => r.apr);
    expect(aprs).toEqual([...aprs].sort((a, b) => a - b));
    await expect(list.getByTestId("row-apr").first()).toHaveText(`${expected[0]!.apr.toFixed(2)}%`);
    // The total cost column is interest plus deductions, as the domain computes it.
    expect((await rows(page)).map((r) => r.cost)).toEqual(expected.map(offerTotalCost));
    // "Why here": the first leads on APR; every row says something.
    await expect(list.getByTestId("offer-why").first()).toContainText(text.lowestApr);
    for (const why of await list.getByTestId("offer-why").allTextContents()) expect(why.trim()).not.toBe("");

    // Short: well under half the 8,355 px of fourteen full cards, at 360 px; and no sideways scrolling.
    if (info.project.name === "mobile") {
      const height = await page.evaluate(() => document.body.scrollHeight);
      console.log(`offers step at 360 px (${lang}): ${height} px`);
      expect(height).toBeLessThan(PAGE_BEFORE / 2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
    expect(await axeViolations(page)).toEqual([]);

    // A row opens its full card: figures, penal charges, KFS link and the Choose link.
    const second = list.getByTestId("offer-row").nth(1);
    const card = second.getByTestId("offer-card");
    await expect(card).toBeHidden();
    await second.getByTestId("offer-summary").click();
    await expect(card).toBeVisible();
    await expect(card.getByTestId("offer-apr")).toHaveText(`${expected[1]!.apr.toFixed(2)}%`);
    await expect(card.getByTestId("offer-kfs")).toHaveAttribute(
      "href",
      new RegExp(`${reference}-${expected[1]!.lenderId}/kfs.pdf\\?lang=${lang}`),
    );
    await expect(
      card.getByRole("link", { name: `${text.choose}: ${expected[1]!.lenderName}` }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Sorting on the hydrated page: by EMI, then by total cost, each fetched without a full load.
    await page.getByRole("link", { name: text.lowestEmi }).click();
    await expect(page).toHaveURL(/sort=emi/);
    await expect.poll(async () => ids(await rows(page))).toEqual(ids(sortOffers(expected, "emi")));
    const emis = (await rows(page)).map((r) => r.emi);
    expect(emis).toEqual([...emis].sort((a, b) => a - b));
    await expect(list.getByTestId("offer-why").first()).toContainText(text.lowestEmi);
    await page.getByRole("link", { name: text.lowestCost }).click();
    await expect(page).toHaveURL(/sort=cost/);
    await expect.poll(async () => ids(await rows(page))).toEqual(ids(sortOffers(expected, "cost")));
    await expect(list.getByTestId("offer-why").first()).toContainText(text.lowestCost);
    await expect(page.getByTestId("offers-kfs-all")).toHaveAttribute(
      "href",
      new RegExp(`sort=cost&lang=${lang}$`),
    );
    expect(await axeViolations(page)).toEqual([]);

    // Choose opens the summary; the browser's Back returns to the comparison, still sorted by total cost.
    const top = list.getByTestId("offer-row").first();
    await top.getByTestId("offer-summary").click();
    await top.getByTestId("offer-choose").click();
    await expect(page.getByTestId("offer-confirm")).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId("offer-confirm")).toHaveCount(0);
    await expect(page).toHaveURL(/sort=cost/);
    await expect.poll(async () => ids(await rows(page))).toEqual(ids(sortOffers(expected, "cost")));
    await expect(list.getByTestId("offer-row")).toHaveCount(14);
    await page.getByRole("link", { name: text.lowestApr }).click();
    await expect.poll(async () => ids(await rows(page))).toEqual(ids(expected));

    // Every offer's KFS in one PDF: one file, a page at least per offer.
    const href = (await page.getByTestId("offers-kfs-all").getAttribute("href"))!;
    const pdf = await page.request.get(href);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["content-disposition"]).toMatch(
      /^attachment; filename="KFS-LS\d+-all-offers\.pdf"$/,
    );
    expect(pageCount(await pdf.body())).toBeGreaterThanOrEqual(14);
  });
}

test(
  "without JavaScript the comparison sorts by links and a row still opens its card",
  { tag: "@one-width" },
  async ({ browser, baseURL }, info) => {
    allowTime(60_000);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
    const page = await context.newPage();
    const { reference, expected } = await applicationAtOffers(context.request, baseURL!, info.workerIndex);
    await page.goto(`/apply/personal-loan?reference=${reference}&step=offers&sort=amount`);
    await expect(page.getByTestId("offer-row")).toHaveCount(14);
    expect(ids(await rows(page))).toEqual(ids(sortOffers(expected, "amount")));
    await page.getByRole("link", { name: "Lowest total cost" }).click();
    await expect(page).toHaveURL(/sort=cost/);
    expect(ids(await rows(page))).toEqual(ids(sortOffers(expected, "cost")));
    const first = page.getByTestId("offer-row").first();
    await first.getByTestId("offer-summary").click();
    await expect(first.getByTestId("offer-choose")).toBeVisible();
    await context.close();
  },
);
