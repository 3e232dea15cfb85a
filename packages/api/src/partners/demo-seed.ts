import { applications, partners } from "@loansetu/db/schema";
import { and, eq, isNull } from "@loansetu/db/sql";
import { LEAD_STATUS } from "@loansetu/domain/pipeline";
import { maskPan } from "../audit/mask.ts";
import { encryptPan } from "../journey/pan-crypto.ts";
import type { ApiDeps } from "../lib/types.ts";
import { type DemoLead, insertLead } from "../studio/pipeline/demo-seed.ts";
import { partnerPanBinding } from "./registration.ts";

// Development only (never in production): two approved channel partners (README, "Channel partners") with
// leads in several stages, so /partner, the studio and the Sales Grand Prix have something to show. Their
// disbursed loans fall in the current month (disbursed 2 to 5 days ago), so the leaderboard ranks them.

const DAY_MS = 24 * 3600_000;

interface DemoPartner {
  code: string;
  kind: "dealer" | "dsa";
  businessName: string;
  contactName: string;
  mobile: string;
  email: string;
  city: string;
  pan?: string;
  gstin?: string;
  leads: (Omit<DemoLead, "pincode" | "source" | "score" | "income" | "tenureMonths"> & {
    via: "link" | "partner_started";
  })[];
}

export const DEMO_PARTNERS: DemoPartner[] = [
  {
    code: "SHARMA26",
    kind: "dealer",
    businessName: "Sharma Motors",
    contactName: "Vikas Sharma",
    mobile: "9000000201",
    email: "vikas@sharmamotors.example",
    city: "Jaipur",
    gstin: "08AAPFS1234K1ZW",
    leads: [
      {
        reference: "LS2611000201",
        mobile: "7000000201",
        name: "Neha Joshi",
        product: "personal-loan",
        completed: 0,
        amount: 250_000,
        daysAgo: 1,
        via: "link",
      },
      {
        reference: "LS2611000202",
        mobile: "7000000202",
        name: "Arjun Mehta",
        product: "personal-loan",
        completed: 1,
        amount: 350_000,
        daysAgo: 2,
        via: "partner_started",
      },
      {
        reference: "LS2611000203",
        mobile: "7000000203",
        name: "Kavita Rao",
        product: "personal-loan",
        completed: 5,
        amount: 500_000,
        daysAgo: 6,
        via: "link",
      },
      {
        reference: "LS2611000204",
        mobile: "7000000204",
        name: "Manoj Yadav",
        product: "personal-loan",
        completed: 6,
        status: LEAD_STATUS.completed,
        amount: 650_000,
        daysAgo: 5,
        via: "partner_started",
      },
      {
        reference: "LS2611000205",
        mobile: "7000000205",
        name: "Pooja Singh",
        product: "personal-loan",
        completed: 6,
        status: LEAD_STATUS.completed,
        amount: 420_000,
        daysAgo: 8,
        via: "link",
      },
      {
        reference: "LS2611000206",
        mobile: "7000000206",
        name: "Rakesh Gupta",
        product: "personal-loan",
        completed: 2,
        status: LEAD_STATUS.cancelled,
        amount: 300_000,
        daysAgo: 9,
        via: "link",
        cancelReason: "The customer chose not to go ahead.",
      },
    ],
  },
  {
    code: "VERMALP7",
    kind: "dsa",
    businessName: "Verma Loan Point",
    contactName: "Sunil Verma",
    mobile: "9000000202",
    email: "sunil@vermaloanpoint.example",
    city: "Lucknow",
    pan: "AHVPV4321K",
    leads: [
      {
        reference: "LS2611000211",
        mobile: "7000000211",
        name: "Farah Ali",
        product: "personal-loan",
        completed: 2,
        amount: 200_000,
        daysAgo: 3,
        via: "link",
      },
      {
        reference: "LS2611000212",
        mobile: "7000000212",
        name: "Deepak Tiwari",
        product: "personal-loan",
        completed: 6,
        status: LEAD_STATUS.completed,
        amount: 300_000,
        daysAgo: 6,
        via: "link",
      },
      {
        reference: "LS2611000213",
        mobile: "7000000213",
        name: "Anjali Mishra",
        product: "business-loan",
        completed: 4,
        amount: 600_000,
        daysAgo: 4,
        via: "partner_started",
      },
    ],
  },
];

/** The demo partners and their leads: idempotent, run at every start outside production. */
export async function seedPartnersDemo(deps: ApiDeps): Promise<void> {
  const db = deps.database.db;
  const now = deps.clock().getTime();
  for (const demo of DEMO_PARTNERS) {
    const [existing] = await db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.code, demo.code));
    let partnerId = existing?.id;
    if (!partnerId) {
      partnerId = crypto.randomUUID();
      await db
        .insert(partners)
        .values({
          id: partnerId,
          code: demo.code,
          kind: demo.kind,
          businessName: demo.businessName,
          contactName: demo.contactName,
          mobile: demo.mobile,
          email: demo.email,
          city: demo.city,
          panEncrypted: demo.pan
            ? encryptPan(demo.pan, deps.config.PAN_ENCRYPTION_KEY, partnerPanBinding(partnerId))
            : null,
          panMasked: demo.pan ? maskPan(demo.pan) : null,
          gstin: demo.gstin ?? null,
          status: "approved",
          approvedAt: new Date(now - 30 * DAY_MS),
          decisionRemarks: "Demo partner",
          createdAt: new Date(now - 31 * DAY_MS),
          updatedAt: new Date(now - 30 * DAY_MS),
        })
        .onConflictDoNothing();
      const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.code, demo.code));
      partnerId = row!.id;
    }
    for (const lead of demo.leads) {
      const createdAt = new Date(now - lead.daysAgo * DAY_MS);
      await insertLead(
        deps,
        {
          ...lead,
          pincode: demo.city === "Jaipur" ? "302001" : "226001",
          source: null,
          score: 760,
          income: 80_000,
          tenureMonths: 36,
        },
        createdAt,
      );
      await db
        .update(applications)
        .set({ partnerId, attributedAt: createdAt, attributionSource: lead.via })
        .where(and(eq(applications.reference, lead.reference), isNull(applications.partnerId)));
    }
  }
}
