import type { Database } from "./client.ts";
import { applications, type LeadStageRow, users } from "./schema.ts";
import { DASHBOARD_DEMO_APPLICATIONS, seedDashboard } from "./seed-dashboard.ts";
import { seedLenderOrganisations, seedReferenceData } from "./seed-reference.ts";
import { seedReviews } from "./seed-reviews.ts";
import { eq } from "./sql.ts";

/** The demo customer documented in the README: log in with this mobile and read the OTP at /dev/outbox. */
export const DEMO_CUSTOMER = {
  mobile: "9876543210",
  firstName: "Asha",
  lastName: "Verma",
  email: "asha.verma@example.in",
};

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

/**
 * The demo customer's applications, one at each point of the journey so the dashboard has something to
 * show: a used-car loan just started, a personal loan whose offer was chosen and documents are in, and a
 * two-wheeler loan disbursed. The voucher figures are what the offer engine computes from data/lenders.json
 * for these applicants (packages/domain/src/offers.ts); `processingFee` is the base fee before GST (§9).
 */
export const DEMO_APPLICATIONS = [
  {
    reference: "LS2610000001",
    product: "used-car-loan",
    productsId: 2,
    vendorsId: 5,
    status: "active",
    stages: stages(0),
    name: "Asha Verma",
    personalEmail: DEMO_CUSTOMER.email,
    steps: {},
    utm: { utm_source: "demo" },
    createdAt: new Date("2026-10-20T05:30:00Z"),
  },
  {
    reference: "LS2610000002",
    product: "personal-loan",
    productsId: 5,
    vendorsId: 5,
    status: "active",
    stages: stages(2),
    name: "Asha Verma",
    personalEmail: DEMO_CUSTOMER.email,
    steps: { product: { amount: 300_000, tenureMonths: 36 } },
    utm: {},
    creditScore: 782,
    creditBureau: "Sandbox bureau",
    creditCheckedAt: new Date("2026-10-12T06:05:00Z"),
    lenderId: 1,
    voucher: {
      loanAmount: 300_000,
      roi: 10.75,
      emi: 9786,
      tenure: 36,
      processingFee: 3000,
      processingFeeWithGst: 3540,
      stampDuty: 300,
      serviceCharges: 0,
      valuationCharges: 0,
      documentationCharges: 0,
      netDisbursedAmount: 296_160,
      apr: 11.64,
      loanId: "LS2610000002",
      voucherExpiryDate: "2026-11-11",
      offerType: "indicative",
      imgColor: "#004C8F",
      lenderId: 1,
      lenderName: "HDFC Bank",
      penalCharges:
        "2% a month on the overdue instalment for the days it is overdue; a charge, not added to the interest rate and not compounded.",
    },
    submittedAt: new Date("2026-10-12T06:10:00Z"),
    createdAt: new Date("2026-10-12T06:00:00Z"),
  },
  {
    reference: "LS2610000003",
    product: "two-wheeler-loan",
    productsId: 7,
    vendorsId: 7,
    status: "Completed",
    stages: stages(6),
    name: "Asha Verma",
    personalEmail: DEMO_CUSTOMER.email,
    // An Activa e: Standard (₹1,16,900 ex-showroom), so the loan details show a two-wheeler block.
    steps: {
      product: {
        amount: 90_000,
        tenureMonths: 24,
        vehicle: { variantId: 50017, type: "two-wheeler", value: 116_900 },
      },
    },
    utm: {},
    creditScore: 782,
    creditBureau: "Sandbox bureau",
    creditCheckedAt: new Date("2026-10-02T04:35:00Z"),
    lenderId: 14,
    voucher: {
      loanAmount: 90_000,
      roi: 10.25,
      emi: 4163,
      tenure: 24,
      processingFee: 1800,
      processingFeeWithGst: 2124,
      stampDuty: 300,
      serviceCharges: 0,
      valuationCharges: 0,
      documentationCharges: 590,
      netDisbursedAmount: 86_986,
      apr: 13.68,
      loanId: "LS2610000003",
      voucherExpiryDate: "2026-11-01",
      offerType: "indicative",
      imgColor: "#1C3F94",
      lenderId: 14,
      lenderName: "TVS Credit",
      penalCharges:
        "3% a month on the overdue amount for the days it is overdue; a charge, not added to the interest rate and not compounded.",
    },
    submittedAt: new Date("2026-10-02T04:40:00Z"),
    createdAt: new Date("2026-10-02T04:30:00Z"),
  },
  ...DASHBOARD_DEMO_APPLICATIONS,
] as const;

/**
 * Fills an empty database with what the site needs to show itself. Idempotent: every insert is
 * "on conflict do nothing", so running it at each start changes nothing the second time.
 */
export async function seed(
  db: Database,
  options: { demoReviews?: boolean; demoCustomer?: boolean } = {},
): Promise<void> {
  await seedReferenceData(db);
  await seedLenderOrganisations(db);
  // The demo customer and their applications are for development and tests (the README's demo login):
  // production starts with none, so no application there is anyone's but a real customer's.
  if (options.demoCustomer === false) return;
  await db.insert(users).values(DEMO_CUSTOMER).onConflictDoNothing({ target: users.mobile });
  const [customer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobile, DEMO_CUSTOMER.mobile));
  const inserted = await db
    .insert(applications)
    .values(
      DEMO_APPLICATIONS.map((application) => ({
        ...application,
        stages: [...application.stages],
        userId: customer!.id,
        updatedAt: application.createdAt,
      })),
    )
    .onConflictDoNothing({ target: applications.reference })
    .returning({ reference: applications.reference });
  await seedDashboard(
    db,
    inserted.map((row) => row.reference),
  );
  // Demo reviews only where asked (development and tests): production starts with none, so nothing
  // the public or the studio sees there was written by anyone but a customer (decision 0044).
  if (options.demoReviews) await seedReviews(db);
}
