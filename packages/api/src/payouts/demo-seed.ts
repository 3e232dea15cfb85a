import { randomUUID } from "node:crypto";
import type { Database } from "@loansetu/db/client";
import { applications, employees, partners, payouts } from "@loansetu/db/schema";
import { and, asc, eq, isNotNull, isNull, ne } from "@loansetu/db/sql";
import { kolkataDate } from "@loansetu/domain/application";
import type { PayoutStatus } from "@loansetu/domain/payout";
import { LEAD_STATUS } from "@loansetu/domain/pipeline";
import { encryptPan } from "../journey/pan-crypto.ts";
import type { ApiDeps } from "../lib/types.ts";
import { maskAccountNumber, partnerBankBinding } from "../partners/bank-details.ts";
import { insertLead } from "../studio/pipeline/demo-seed.ts";
import { attributedPartner } from "./attribution.ts";
import { createPayoutService } from "./service.ts";

// Development only (never in production): payouts in every status for the two demo partners (the first two
// approved partners that are not sales staff: the demo partners). With none, two are made
// here, so the payout pages have something to show on their own. Idempotent: a lead that exists is skipped.

const DAY_MS = 86_400_000;

/** Each demo payout: the lead, which partner (0 or 1), the finance moves made on it, with remarks. */
const DEMO_PAYOUTS: {
  reference: string;
  partner: 0 | 1;
  amount: number;
  daysAgo: number;
  moves: [PayoutStatus, string][];
}[] = [
  { reference: "LS2611000301", partner: 0, amount: 500_000, daysAgo: 3, moves: [] },
  {
    reference: "LS2611000302",
    partner: 0,
    amount: 750_000,
    daysAgo: 9,
    moves: [["Approved", "Invoice checked."]],
  },
  {
    reference: "LS2611000303",
    partner: 0,
    amount: 1_200_000,
    daysAgo: 40,
    moves: [
      ["Approved", "Invoice checked."],
      ["Paid", "NEFT UTR HDFC0000123456."],
    ],
  },
  {
    reference: "LS2611000304",
    partner: 1,
    amount: 300_000,
    daysAgo: 5,
    moves: [["On hold", "Waiting for the partner's invoice."]],
  },
  {
    reference: "LS2611000305",
    partner: 1,
    amount: 400_000,
    daysAgo: 15,
    moves: [["Rejected", "Duplicate claim for this loan."]],
  },
  {
    reference: "LS2611000306",
    partner: 1,
    amount: 600_000,
    daysAgo: 35,
    moves: [
      ["Approved", "Invoice checked."],
      ["Paid", "NEFT UTR ICIC0000654321."],
    ],
  },
];

const FALLBACK_PARTNERS = [
  {
    code: "DEMOMHTA",
    kind: "dealer" as const,
    businessName: "Mehta Auto Hub",
    contactName: "Rakesh Mehta",
    mobile: "9000000901",
    email: "rakesh@mehta-auto.example",
    city: "Delhi",
    gstin: "07AAFCS1234K1Z2",
  },
  {
    code: "DEMOIYER",
    kind: "dsa" as const,
    businessName: "Iyer Loan Services",
    contactName: "Lakshmi Iyer",
    mobile: "9000000902",
    email: "lakshmi@iyer-loans.example",
    city: "Chennai",
    pan: "AKLPI4321K",
  },
];

async function demoPartners(deps: ApiDeps): Promise<string[]> {
  const db = deps.database.db;
  const approved = () =>
    db
      .select({ id: partners.id })
      .from(partners)
      .where(and(eq(partners.status, "approved"), ne(partners.kind, "sales_employee")))
      .orderBy(asc(partners.createdAt), asc(partners.code))
      .limit(2);
  const found = await approved();
  if (found.length >= 2) return found.map((p) => p.id);
  for (const demo of FALLBACK_PARTNERS) {
    const id = randomUUID();
    const { pan, ...rest } = { pan: undefined, ...demo } as typeof demo & { pan?: string };
    await db
      .insert(partners)
      .values({
        id,
        ...rest,
        ...(pan
          ? {
              panEncrypted: encryptPan(pan, deps.config.PAN_ENCRYPTION_KEY, id),
              panMasked: `${pan.slice(0, 2)}XXXXX${pan.slice(7)}`,
            }
          : {}),
        status: "approved",
        approvedAt: deps.clock(),
      })
      .onConflictDoNothing();
  }
  return (await approved()).map((p) => p.id);
}

/** A demo account for a demo partner that has none, so its demo payouts can be marked paid. */
async function demoBankAccount(deps: ApiDeps, partnerId: string) {
  const db = deps.database.db;
  const [row] = await db
    .select({ masked: partners.bankAccountMasked, name: partners.businessName })
    .from(partners)
    .where(eq(partners.id, partnerId));
  if (!row || row.masked) return;
  const account = "50100000012345";
  await db
    .update(partners)
    .set({
      bankAccountEncrypted: encryptPan(
        account,
        deps.config.PAN_ENCRYPTION_KEY,
        partnerBankBinding(partnerId),
      ),
      bankAccountMasked: maskAccountNumber(account),
      bankIfsc: "HDFC0000123",
      bankHolderName: row.name,
      bankUpdatedAt: deps.clock(),
    })
    .where(eq(partners.id, partnerId));
}

/** The demo payouts: idempotent, run at every start outside production, after the partners' demo. */
export async function seedPayoutDemo(deps: ApiDeps): Promise<void> {
  const db = deps.database.db;
  const partnerIds = await demoPartners(deps);
  if (partnerIds.length < 2) return;
  const [financeEmployee] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.email, "finance@loansetu.example"));
  const actor = {
    employee: {
      id: financeEmployee?.id ?? "demo-seed",
      roles: ["finance" as const],
      kind: "employee" as const,
    },
    ip: "127.0.0.1",
    locale: "en" as const,
  };
  const service = createPayoutService(deps);
  await deps.data.get("payout-grid.json");
  const now = deps.clock().getTime();
  for (const demo of DEMO_PAYOUTS) {
    const [exists] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.reference, demo.reference));
    if (exists) continue;
    const createdAt = new Date(now - demo.daysAgo * DAY_MS);
    await insertLead(
      deps,
      {
        reference: demo.reference,
        mobile: `70000003${demo.reference.slice(-2)}`,
        name:
          ["Ravi Kumar", "Sneha Joshi", "Anil Mehta", "Pooja Reddy", "Karan Malhotra", "Divya Menon"][
            Number(demo.reference.slice(-1)) - 1
          ] ?? "Demo Customer",
        product: "personal-loan",
        completed: 6,
        status: LEAD_STATUS.completed,
        pincode: "110017",
        source: "partner",
        score: 780,
        income: 150_000,
        amount: demo.amount,
        tenureMonths: 48,
        daysAgo: demo.daysAgo,
      },
      createdAt,
    );
    const partnerId = partnerIds[demo.partner]!;
    const [app] = await db
      .update(applications)
      .set({ partnerId, attributedAt: createdAt, attributionSource: "link" })
      .where(eq(applications.reference, demo.reference))
      .returning();
    if (!app) continue;
    const [partner] = await db
      .select({ gstin: partners.gstin })
      .from(partners)
      .where(eq(partners.id, partnerId));
    const created = await db.transaction((tx) =>
      service.createForDisbursal(
        tx as unknown as Database,
        app,
        { id: partnerId, gstRegistered: Boolean(partner?.gstin) },
        { kind: "system", id: "demo-seed" },
      ),
    );
    // Only the instance that created the payout moves it (two instances may start together).
    if (!created) continue;
    for (const [status, remarks] of demo.moves) {
      // Paid needs the partner's bank account and the transfer's UTR and date (decision 0049).
      if (status === "Paid") await demoBankAccount(deps, partnerId);
      const transfer =
        status === "Paid"
          ? { utr: /UTR (\w+)/.exec(remarks)?.[1], paidOn: kolkataDate(new Date(now - DAY_MS)) }
          : {};
      await service.changeStatus(demo.reference, { status, remarks, ...transfer }, actor);
    }
  }
  // Other demo leads a partner referred and the seed made disbursed (part A's) get their Pending payout too.
  const disbursed = await db
    .select({ app: applications })
    .from(applications)
    .leftJoin(payouts, eq(payouts.applicationId, applications.id))
    .where(
      and(
        eq(applications.status, LEAD_STATUS.completed),
        isNotNull(applications.partnerId),
        isNull(payouts.id),
      ),
    )
    .limit(50);
  for (const { app } of disbursed) {
    await db.transaction(async (tx) => {
      const partner = await attributedPartner(tx as unknown as Database, app);
      await service.createForDisbursal(tx as unknown as Database, app, partner, {
        kind: "system",
        id: "demo-seed",
      });
    });
  }
}
