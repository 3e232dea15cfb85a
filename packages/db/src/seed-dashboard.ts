import { CONSENT_TEXT_VERSION } from "@loansetu/domain/journey-steps";
import type { Database } from "./client.ts";
import { applicationConsents, applicationOptouts, applications, type LeadStageRow } from "./schema.ts";
import { inArray } from "./sql.ts";

// The demo customer's applications in every state the dashboard shows, next to the three of the
// journey's seed (started, documents with an expired score, disbursed): sanctioned with several offers and
// a vehicle, at credit assessment, a green loan (no opt-out, §6), cancelled and opted out. Scores are
// dated a few days before the first seed, so they are fresh (opt-out offered) when the site starts.

const STAGE_NAMES = [
  "Application submitted",
  "Documents",
  "Credit assessment",
  "Offer accepted",
  "Sanctioned",
  "Disbursed",
];
const stages = (completed: number): LeadStageRow[] =>
  STAGE_NAMES.map((name, index) => ({ name, isComplete: index < completed }));

const DAY = 86_400_000;
const started = Date.now();
const daysAgo = (days: number) => new Date(started - days * DAY);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const person = { name: "Asha Verma", personalEmail: "asha.verma@example.in" };
const scored = (score: number, days: number) => ({
  creditScore: score,
  creditBureau: "Sandbox bureau",
  creditCheckedAt: daysAgo(days),
});

/** The sanctioned used-car loan's offers: the chosen one, then two more shown as vouchers (§9 defaults). */
const SANCTIONED_VOUCHERS = [
  {
    loanAmount: 450_000,
    roi: 12.5,
    emi: 10_124,
    tenure: 60,
    processingFee: 4500,
    processingFeeWithGst: 5310,
    stampDuty: 300,
    serviceCharges: 885,
    valuationCharges: 943,
    documentationCharges: 0,
    netDisbursedAmount: 442_562,
    apr: 12.93,
    loanId: "LS2610000004",
    voucherExpiryDate: isoDay(daysAgo(-25)),
    offerType: "indicative",
    imgColor: "#A3262B",
    lenderId: 2,
    lenderName: "ICICI Bank",
    penalCharges:
      "2% a month on the overdue instalment for the days it is overdue; a charge, not added to the interest rate and not compounded.",
  },
  {
    // No processing fee sent: §9 shows the 1.25 % figure (with GST); stamp duty and valuation missing too.
    loanAmount: 450_000,
    roi: 13.25,
    emi: 10_296,
    tenure: 60,
    processingFee: null,
    stampDuty: null,
    serviceCharges: 0,
    valuationCharges: null,
    loanId: "LS2610000004",
    voucherExpiryDate: isoDay(daysAgo(-20)),
    offerType: "indicative",
    imgColor: "#005A9C",
    lenderId: 10,
    lenderName: "Bajaj Finance",
  },
];

export const DASHBOARD_DEMO_APPLICATIONS = [
  {
    reference: "LS2610000004",
    product: "used-car-loan",
    productsId: 2,
    vendorsId: 5,
    status: "active",
    stages: stages(5),
    ...person,
    steps: {
      product: { amount: 450_000, tenureMonths: 60, variantId: 10052 },
      vouchers: SANCTIONED_VOUCHERS.slice(1),
    },
    utm: {},
    ...scored(812, 6),
    lenderId: 2,
    voucher: SANCTIONED_VOUCHERS[0],
    submittedAt: daysAgo(6),
    createdAt: daysAgo(6),
  },
  {
    reference: "LS2610000005",
    product: "business-loan",
    productsId: 5,
    vendorsId: 5,
    status: "active",
    stages: stages(3),
    ...person,
    steps: { product: { amount: 800_000, tenureMonths: 48 } },
    utm: {},
    ...scored(700, 3),
    lenderId: 7,
    voucher: {
      loanAmount: 800_000,
      roi: 14.5,
      emi: 22_066,
      tenure: 48,
      processingFee: 16_000,
      stampDuty: 500,
      serviceCharges: 0,
      valuationCharges: 0,
      loanId: "LS2610000005",
      voucherExpiryDate: isoDay(daysAgo(-27)),
      offerType: "indicative",
      imgColor: "#9C1D26",
      lenderId: 7,
      lenderName: "IDFC FIRST Bank",
    },
    submittedAt: daysAgo(3),
    createdAt: daysAgo(3),
  },
  {
    reference: "LS2610000006",
    product: "ev-loan",
    productsId: 7,
    vendorsId: 7,
    status: "active",
    stages: stages(1),
    ...person,
    steps: { product: { amount: 120_000, tenureMonths: 24 } },
    utm: {},
    ...scored(650, 2),
    submittedAt: daysAgo(2),
    createdAt: daysAgo(2),
  },
  {
    reference: "LS2610000007",
    product: "new-car-loan",
    productsId: 1,
    vendorsId: 5,
    status: "Cancelled",
    stages: stages(2),
    ...person,
    steps: { product: { amount: 700_000, tenureMonths: 60 } },
    utm: {},
    ...scored(599, 40),
    submittedAt: daysAgo(40),
    createdAt: daysAgo(41),
  },
  {
    reference: "LS2610000008",
    product: "personal-loan",
    productsId: 5,
    vendorsId: 5,
    status: "active",
    stages: stages(1),
    ...person,
    steps: { product: { amount: 150_000, tenureMonths: 24 } },
    utm: {},
    ...scored(760, 4),
    submittedAt: daysAgo(4),
    createdAt: daysAgo(4),
  },
];

/** The opted-out demo lead (§4): consent withdrawn a day ago. */
const OPTED_OUT = "LS2610000008";

/** Consents for the submitted demo leads, and the opt-out: only for applications this seed just inserted. */
export async function seedDashboard(db: Database, inserted: readonly string[]): Promise<void> {
  const fresh = DASHBOARD_DEMO_APPLICATIONS.filter((a) => inserted.includes(a.reference));
  if (fresh.length === 0) return;
  const rows = await db
    .select({ id: applications.id, reference: applications.reference })
    .from(applications)
    .where(
      inArray(
        applications.reference,
        fresh.map((a) => a.reference),
      ),
    );
  for (const row of rows) {
    const application = fresh.find((a) => a.reference === row.reference)!;
    for (const purpose of ["bureauCheck", "shareWithLenders", "contact"]) {
      await db.insert(applicationConsents).values({
        applicationId: row.id,
        purpose,
        granted: true,
        textVersion: CONSENT_TEXT_VERSION,
        locale: "en",
        givenAt: application.submittedAt,
      });
      if (row.reference === OPTED_OUT) {
        await db.insert(applicationConsents).values({
          applicationId: row.id,
          purpose,
          granted: false,
          textVersion: CONSENT_TEXT_VERSION,
          locale: "en",
          givenAt: daysAgo(1),
        });
      }
    }
    if (row.reference === OPTED_OUT) {
      await db
        .insert(applicationOptouts)
        .values({ applicationId: row.id, optedOutAt: daysAgo(1) })
        .onConflictDoNothing();
    }
  }
}
