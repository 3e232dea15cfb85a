import { randomInt } from "node:crypto";
import type { Database } from "./client.ts";
import { applications, type LeadStageRow, users } from "./schema.ts";
import { DEMO_APPLICATIONS } from "./seed.ts";

/**
 * Development and browser tests only (lender consent): a fresh applicant with their own mobile
 * and one application whose offer was chosen, ready for a consent link. `parity` picks the reference's
 * last digit, which the sandbox cKYC registry reads (even: a record, odd: 'No record found!').
 */
export async function seedConsentDemoLead(
  db: Database,
  parity: "even" | "odd",
): Promise<{ reference: string; mobile: string }> {
  const template = DEMO_APPLICATIONS[1];
  const mobile = `6${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
  const [user] = await db
    .insert(users)
    .values({ mobile, firstName: "Ravi", lastName: "Kumar", email: "ravi.kumar@example.in" })
    .onConflictDoNothing({ target: users.mobile })
    .returning({ id: users.id });
  if (!user) return seedConsentDemoLead(db, parity);
  const base = randomInt(0, 100_000_000) * 10;
  const digits = parity === "even" ? [0, 2, 4, 6, 8] : [1, 3, 5, 7, 9];
  const reference = `LS26${String(base + digits[randomInt(0, 5)]!).padStart(9, "0")}`.slice(0, 13);
  await db.insert(applications).values({
    reference,
    userId: user.id,
    product: template.product,
    productsId: template.productsId,
    vendorsId: template.vendorsId,
    status: "active",
    stages: template.stages as unknown as LeadStageRow[],
    name: "Ravi Kumar",
    personalEmail: "ravi.kumar@example.in",
    steps: template.steps,
    utm: {},
    creditScore: template.creditScore,
    creditBureau: template.creditBureau,
    creditCheckedAt: new Date(),
    lenderId: template.lenderId,
    // The offer is fresh: valid for 30 days from today, as a lender's voucher would be.
    voucher: {
      ...template.voucher,
      loanId: reference,
      voucherExpiryDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    },
    submittedAt: new Date(),
  });
  return { reference, mobile };
}
