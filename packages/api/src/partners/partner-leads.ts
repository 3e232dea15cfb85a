import type { Database } from "@loansetu/db/client";
import { applicationConsents, applications, users } from "@loansetu/db/schema";
import { and, asc, desc, eq, inArray, ne } from "@loansetu/db/sql";
import { PARTNER_CONSENT } from "@loansetu/domain/journey-steps";
import { maskPersonName } from "@loansetu/domain/partners";
import { maskMobileForStaff, type PipelineStageKey, pipelineStageKey } from "@loansetu/domain/pipeline";
import { CHATBOT_PRODUCTS_ID } from "../chatbot/constants.ts";

// What a partner sees of the leads attributed to them: the reference, loan, stage and status,
// and the customer. The query selects only these columns, so no PAN, score, offer or voucher can leak
// through a later change of the page; the partner's id is the query's condition, never an input.
// The customer's name and mobile are shown in full only on a lead the partner started themselves: the
// partner typed both, and the customer's SMS said which partner started it. A customer who came through the
// partner's link agreed to nothing about the partner by opening it (the link only sets a signed attribution
// cookie, attribution.ts), so their name shows only while the consent step's own box for that partner
// ("share my name and application status with ...") is given and not withdrawn; their mobile stays masked
// either way, as the consent names only the name and the status (decision 0057). A lead the partner started whose customer has not
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
      id: applications.id,
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
  const named = await namesShared(
    db,
    rows.filter((row) => row.source !== "partner_started").map((row) => row.id),
  );
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
      customerName: started || named.has(row.id) ? name : maskPersonName(name),
      customerMobile: started ? row.mobile : maskMobileForStaff(row.mobile),
      source: row.source ?? "link",
      createdAt: row.createdAt.toISOString(),
      disbursedAt: waiting ? null : (row.disbursedAt?.toISOString() ?? null),
    };
  });
}

/**
 * The applications (of those given) whose customer's newest answer to the partner's consent box is "given":
 * a withdrawal on My data writes a newer refusing row, so the name is masked again on the next load.
 */
async function namesShared(db: Database, applicationIds: string[]): Promise<Set<string>> {
  if (applicationIds.length === 0) return new Set();
  const rows = await db
    .select({ applicationId: applicationConsents.applicationId, granted: applicationConsents.granted })
    .from(applicationConsents)
    .where(
      and(
        inArray(applicationConsents.applicationId, applicationIds),
        eq(applicationConsents.purpose, PARTNER_CONSENT),
      ),
    )
    .orderBy(asc(applicationConsents.givenAt), asc(applicationConsents.id));
  const newest = new Map<string, boolean>();
  for (const row of rows) newest.set(row.applicationId, row.granted);
  return new Set([...newest].filter(([, granted]) => granted).map(([id]) => id));
}
