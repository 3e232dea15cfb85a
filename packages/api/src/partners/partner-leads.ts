import type { Database } from "@loansetu/db/client";
import { applications, users } from "@loansetu/db/schema";
import { and, desc, eq, ne } from "@loansetu/db/sql";
import { maskPersonName } from "@loansetu/domain/partners";
import { maskMobileForStaff, type PipelineStageKey, pipelineStageKey } from "@loansetu/domain/pipeline";
import { CHATBOT_PRODUCTS_ID } from "../chatbot/constants.ts";

// What a partner sees of the leads attributed to them: the reference, loan, stage and status,
// and the customer. The query selects only these columns, so no PAN, score, offer or voucher can leak
// through a later change of the page; the partner's id is the query's condition, never an input.
// The customer's name and mobile are shown in full only on a lead the partner started themselves: the
// partner typed both, and the customer's SMS said which partner started it. A customer who came through the
// partner's link agreed to nothing about the partner (the link only sets a signed attribution cookie,
// attribution.ts), so those stay masked (decision 0049). A lead the partner started whose customer has not
// yet confirmed the partner (customer-confirmation.ts) shows only what the partner typed: no stage or status,
// since anyone can type a stranger's mobile.

export interface PartnerLead {
  reference: string;
  product: string;
  /** The partner started it and its customer has not yet said the partner is helping them. */
  waiting: boolean;
  stage: PipelineStageKey | null;
  status: string | null;
  customerName: string;
  customerMobile: string;
  source: "link" | "partner_started";
  createdAt: string;
  disbursedAt: string | null;
}

export const PARTNER_LEADS_LIMIT = 200;

export async function partnerLeads(db: Database, partnerId: string): Promise<PartnerLead[]> {
  const rows = await db
    .select({
      reference: applications.reference,
      product: applications.product,
      stages: applications.stages,
      status: applications.status,
      name: applications.name,
      firstName: users.firstName,
      lastName: users.lastName,
      mobile: users.mobile,
      source: applications.attributionSource,
      attributedAt: applications.attributedAt,
      createdAt: applications.createdAt,
      disbursedAt: applications.disbursedAt,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(and(eq(applications.partnerId, partnerId), ne(applications.productsId, CHATBOT_PRODUCTS_ID)))
    .orderBy(desc(applications.createdAt))
    .limit(PARTNER_LEADS_LIMIT);
  return rows.map((row) => {
    const started = row.source === "partner_started";
    const waiting = started && row.attributedAt === null;
    const name = row.name ?? [row.firstName, row.lastName].filter(Boolean).join(" ");
    return {
      reference: row.reference,
      product: row.product,
      waiting,
      stage: waiting ? null : pipelineStageKey(row.stages),
      status: waiting ? null : row.status,
      customerName: started ? name : maskPersonName(name),
      customerMobile: started ? row.mobile : maskMobileForStaff(row.mobile),
      source: row.source ?? "link",
      createdAt: row.createdAt.toISOString(),
      disbursedAt: waiting ? null : (row.disbursedAt?.toISOString() ?? null),
    };
  });
}
