import { randomInt } from "node:crypto";
import type { Database } from "./client.ts";
import { applications, users } from "./schema.ts";
import { DEMO_APPLICATIONS } from "./seed.ts";

/**
 * Development and browser tests only: a fresh customer with their own mobile and one disbursed
 * two-wheeler loan (status Completed, every stage done), ready to be reviewed. The demo customer's own
 * disbursed loan can be reviewed once per database; this gives each test its own.
 */
export async function seedDisbursedDemoLoan(db: Database): Promise<{ reference: string; mobile: string }> {
  const template = DEMO_APPLICATIONS[2];
  const mobile = `6${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
  const [user] = await db
    .insert(users)
    .values({ mobile, firstName: "Meera", lastName: "Iyer", email: "meera.iyer@example.in" })
    .onConflictDoNothing({ target: users.mobile })
    .returning({ id: users.id });
  if (!user) return seedDisbursedDemoLoan(db);
  const reference = `LS27${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
  const at = new Date();
  await db.insert(applications).values({
    reference,
    userId: user.id,
    product: template.product,
    productsId: template.productsId,
    vendorsId: template.vendorsId,
    status: "Completed",
    stages: template.stages.map((stage) => ({ ...stage })),
    name: "Meera Iyer",
    personalEmail: "meera.iyer@example.in",
    steps: template.steps,
    utm: {},
    creditScore: template.creditScore,
    creditBureau: template.creditBureau,
    creditCheckedAt: at,
    lenderId: template.lenderId,
    voucher: { ...template.voucher, loanId: reference },
    submittedAt: at,
  });
  return { reference, mobile };
}
