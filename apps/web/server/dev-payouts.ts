import { randomUUID } from "node:crypto";
import { encryptPan } from "@loansetu/api/journey/pan-crypto";
import { voucherFrom } from "@loansetu/api/journey/service";
import type { ApiDeps } from "@loansetu/api/lib/types";
import { maskAccountNumber, partnerBankBinding } from "@loansetu/api/partners/bank-details";
import { freshPipelineLead } from "@loansetu/api/studio/pipeline/demo-seed";
import { applicantDetails, applications, partners } from "@loansetu/db/schema";
import { and, eq, isNull } from "@loansetu/db/sql";
import { journeyProduct } from "@loansetu/domain/application";
import { matchOffers } from "@loansetu/domain/offers";
import { stagesUpTo } from "@loansetu/domain/pipeline";
import { Hono } from "hono";

/**
 * Development only (never mounted in production): `POST /dev/payout-lead` makes a fresh sanctioned lead of a
 * new customer, attributed to a test partner with a GSTIN (made once, code E2EPAYRS), for browser tests of
 * payouts: operations marks it disbursed and the payout follows. `POST /dev/sanction-lead?reference=` takes an
 * existing application (one a customer started in the browser) to "Sanctioned" with the offer engine's best
 * offer for its details (₹3 lakh over 36 months), so a test can click "Mark disbursed" on it.
 */
export function devPayoutRoutes(deps: ApiDeps) {
  const app = new Hono();
  app.post("/payout-lead", async (c) => {
    const db = deps.database.db;
    await db
      .insert(partners)
      .values({
        id: randomUUID(),
        code: "E2EPAYRS",
        kind: "dealer",
        businessName: "Test Payout Motors",
        contactName: "Test Partner",
        mobile: "9000000909",
        city: "Pune",
        gstin: "27AAFCT1234K1Z9",
        status: "approved",
      })
      .onConflictDoNothing();
    const [partner] = await db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.code, "E2EPAYRS"));
    // With a bank account on file, as a partner must have before finance can mark a payout paid.
    await db
      .update(partners)
      .set({
        bankAccountEncrypted: encryptPan(
          "000123456789",
          deps.config.PAN_ENCRYPTION_KEY,
          partnerBankBinding(partner!.id),
        ),
        bankAccountMasked: maskAccountNumber("000123456789"),
        bankIfsc: "SBIN0001234",
        bankHolderName: "Test Payout Motors",
        bankUpdatedAt: deps.clock(),
      })
      .where(and(eq(partners.id, partner!.id), isNull(partners.bankAccountMasked)));
    const mobile = `81${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    const reference = await freshPipelineLead(deps, mobile, "Test Customer");
    const now = deps.clock();
    await db
      .update(applications)
      .set({
        stages: stagesUpTo(5),
        sanctionedAt: now,
        partnerId: partner!.id,
        attributedAt: now,
        attributionSource: "link",
      })
      .where(eq(applications.reference, reference));
    c.header("Cache-Control", "no-store");
    return c.json({ status: true, message: "OK", data: { reference, partnerId: partner!.id } });
  });
  app.post("/sanction-lead", async (c) => {
    const db = deps.database.db;
    const reference = c.req.query("reference") ?? "";
    const [row] = await db
      .select({
        id: applications.id,
        product: applications.product,
        income: applicantDetails.netMonthlyIncome,
      })
      .from(applications)
      .innerJoin(applicantDetails, eq(applicantDetails.applicationId, applications.id))
      .where(eq(applications.reference, reference));
    const product = row ? journeyProduct(row.product) : undefined;
    if (!row || !product) return c.json({ status: false, message: "No such application." }, 404);
    const lenders = (await deps.data.get("lenders.json")).lenders;
    const [offer] = matchOffers(lenders, {
      age: 34,
      netMonthlyIncome: row.income,
      employment: "salaried",
      creditScore: 790,
      product: product.key,
      amount: 300_000,
      tenureMonths: 36,
    }).eligible;
    const lender = offer ? lenders.find((l) => l.id === offer.lenderId) : undefined;
    if (!offer || !lender) return c.json({ status: false, message: "No offer for this applicant." }, 409);
    const now = deps.clock();
    await db
      .update(applications)
      .set({
        stages: stagesUpTo(5),
        steps: { product: { amount: 300_000, tenureMonths: 36 } },
        creditScore: 790,
        lenderId: lender.id,
        voucher: voucherFrom(offer, lender, reference, now) as unknown as Record<string, unknown>,
        submittedAt: now,
        sanctionedAt: now,
      })
      .where(eq(applications.id, row.id));
    c.header("Cache-Control", "no-store");
    return c.json({
      status: true,
      message: "OK",
      data: { reference, loanAmount: offer.amount, lender: lender.shortName },
    });
  });
  return app;
}
