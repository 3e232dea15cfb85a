import {
  applicantDetails,
  applicationConsents,
  applicationOptouts,
  applications,
  auditLog,
  leadNotes,
  lenderConsents,
  users,
} from "@loansetu/db/schema";
import { and, asc, count, desc, eq, gte, lt, ne, or, type SQL, sql } from "@loansetu/db/sql";
import {
  completedStages,
  maskMobileForStaff,
  PIPELINE_STAGE_KEYS,
  type PipelineStageKey,
  pipelineStageKey,
} from "@loansetu/domain/pipeline";
import { type CkycRegistry, createCkyc } from "../../adapters/ckyc.ts";
import { CHATBOT_PRODUCTS_ID } from "../../chatbot/constants.ts";
import type { ApplicationRow } from "../../journey/service.ts";
import { readVoucher } from "../../journey/voucher.ts";
import { csvCell } from "../../lib/csv.ts";
import { AppError } from "../../lib/errors.ts";
import type { ApiDeps } from "../../lib/types.ts";
import { offersOf } from "./actions.ts";
import { pipelineMessage } from "./messages.ts";

// Reading the pipeline: the leads list with its filters, counts per stage and CSV export, and
// one lead with everything the lead page shows. Mobiles and PANs leave here masked; the full PAN only
// through the audited reveal (actions.ts).

export const PAGE_SIZE = 20;
/** A CSV export holds at most this many rows (the filter narrows a bigger one). */
export const EXPORT_LIMIT = 5000;

/**
 * Cities the filter offers, by the first three digits of the applicant's PIN code (the postal sorting
 * district: 110 is Delhi, 400 Mumbai…). The journey asks for a PIN code, not a city.
 */
export const CITY_PIN_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  delhi: ["110"],
  mumbai: ["400"],
  bengaluru: ["560"],
  chennai: ["600"],
  kolkata: ["700"],
  hyderabad: ["500"],
  pune: ["411"],
  ahmedabad: ["380"],
  jaipur: ["302"],
  lucknow: ["226"],
};

export const LEAD_STATUSES = ["active", "Completed", "Cancelled"] as const;

export interface LeadFilter {
  product?: string | undefined;
  stage?: PipelineStageKey | undefined;
  status?: (typeof LEAD_STATUSES)[number] | undefined;
  lender?: number | undefined;
  /** yyyy-mm-dd, days in India, both inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  city?: string | undefined;
  source?: string | undefined;
  /** A reference (LS…) or a 10-digit mobile, matched exactly. */
  q?: string | undefined;
}

export interface LeadRow {
  reference: string;
  createdAt: string;
  product: string;
  status: string;
  stage: PipelineStageKey;
  lenderId: number | null;
  lenderName: string | null;
  name: string | null;
  mobileMasked: string;
  city: string | null;
  source: string;
  creditScore: number | null;
  optedOut: boolean;
}

const completedExpr = sql<number>`(select count(*) from jsonb_array_elements(${applications.stages}) as s where (s->>'isComplete')::boolean)::int`;
const sourceExpr = sql<string>`coalesce(nullif(${applications.utm}->>'utm_source', ''), ${applications.formSource}, 'direct')`;
const IST_MS = 330 * 60_000;
const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - IST_MS);

export function cityOfPincode(pincode: string | null | undefined): string | null {
  if (!pincode) return null;
  const prefix = pincode.slice(0, 3);
  return Object.entries(CITY_PIN_PREFIXES).find(([, prefixes]) => prefixes.includes(prefix))?.[0] ?? null;
}

function conditions(filter: LeadFilter, withStage: boolean): SQL[] {
  const where: SQL[] = [ne(applications.productsId, CHATBOT_PRODUCTS_ID)];
  if (filter.product) where.push(eq(applications.product, filter.product));
  if (filter.status) where.push(eq(applications.status, filter.status));
  if (filter.lender !== undefined) where.push(eq(applications.lenderId, filter.lender));
  if (filter.from) where.push(gte(applications.createdAt, dayStart(filter.from)));
  if (filter.to) where.push(lt(applications.createdAt, new Date(dayStart(filter.to).getTime() + 86_400_000)));
  if (filter.source) where.push(sql`${sourceExpr} = ${filter.source}`);
  if (filter.city) {
    const prefixes = CITY_PIN_PREFIXES[filter.city] ?? ["none"];
    where.push(
      sql`left(${applicantDetails.pincode}, 3) in (${sql.join(
        prefixes.map((p) => sql`${p}`),
        sql`, `,
      )})`,
    );
  }
  const q = filter.q?.trim();
  if (q) {
    const digits = q.replace(/\D/g, "");
    if (/^ls\d+$/i.test(q)) where.push(eq(applications.reference, q.toUpperCase()));
    else if (digits.length === 10 && /^[\d\s+-]+$/.test(q)) where.push(eq(users.mobile, digits));
    else where.push(sql`false`);
  }
  if (withStage && filter.stage) {
    where.push(sql`${completedExpr} = ${PIPELINE_STAGE_KEYS.indexOf(filter.stage)}`);
  }
  return where;
}

export function createLeadQueries(deps: ApiDeps, ckyc: CkycRegistry = createCkyc(deps.config)) {
  const db = deps.database.db;

  async function lenderNames(): Promise<Map<number, string>> {
    const file = await deps.data.get("lenders.json");
    return new Map(file.lenders.map((lender) => [lender.id, lender.shortName]));
  }

  function base() {
    return db
      .select({
        app: applications,
        mobile: users.mobile,
        customerLocale: users.locale,
        pincode: applicantDetails.pincode,
        optedOutAt: applicationOptouts.optedOutAt,
        source: sourceExpr,
      })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .leftJoin(applicantDetails, eq(applicantDetails.applicationId, applications.id))
      .leftJoin(applicationOptouts, eq(applicationOptouts.applicationId, applications.id));
  }

  function rowOf(
    found: Awaited<ReturnType<ReturnType<typeof base>["where"]>>[number],
    names: Map<number, string>,
  ): LeadRow {
    const { app } = found;
    return {
      reference: app.reference,
      createdAt: app.createdAt.toISOString(),
      product: app.product,
      status: app.status,
      stage: pipelineStageKey(app.stages),
      lenderId: app.lenderId,
      lenderName: app.lenderId !== null ? (names.get(app.lenderId) ?? null) : null,
      name: app.name,
      mobileMasked: maskMobileForStaff(found.mobile),
      city: cityOfPincode(found.pincode),
      source: found.source,
      creditScore: app.creditScore,
      optedOut: found.optedOutAt !== null,
    };
  }

  async function rows(filter: LeadFilter, limit: number, offset: number): Promise<LeadRow[]> {
    const found = await base()
      .where(and(...conditions(filter, true)))
      // Leads seeded at one instant (the demo data) come in reference order, not in their random ids' order,
      // so the list reads the same on every start (the screenshot comparisons in e2e/visual.spec.ts rely on it).
      .orderBy(desc(applications.createdAt), desc(applications.reference), desc(applications.id))
      .limit(limit)
      .offset(offset);
    const names = await lenderNames();
    return found.map((row) => rowOf(row, names));
  }

  return {
    /** One page of leads, newest first, the total and the count per stage (under the other filters). */
    async list(filter: LeadFilter, page: number) {
      const countQuery = (withStage: boolean) =>
        db
          .select({ completed: completedExpr, n: count() })
          .from(applications)
          .innerJoin(users, eq(users.id, applications.userId))
          .leftJoin(applicantDetails, eq(applicantDetails.applicationId, applications.id))
          .where(and(...conditions(filter, withStage)))
          .groupBy(completedExpr);
      const byStage = await countQuery(false);
      const counts = Object.fromEntries(PIPELINE_STAGE_KEYS.map((key) => [key, 0])) as Record<
        PipelineStageKey,
        number
      >;
      for (const row of byStage) {
        const key = PIPELINE_STAGE_KEYS[Math.min(Number(row.completed), PIPELINE_STAGE_KEYS.length - 1)]!;
        counts[key] += Number(row.n);
      }
      const total = filter.stage
        ? counts[filter.stage]
        : Object.values(counts).reduce((sum, n) => sum + n, 0);
      const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
      const current = Math.min(Math.max(1, page), pages);
      return {
        leads: await rows(filter, PAGE_SIZE, (current - 1) * PAGE_SIZE),
        total,
        page: current,
        pages,
        pageSize: PAGE_SIZE,
        counts,
      };
    },

    /** Every lead of the filter (up to EXPORT_LIMIT), masked, as CSV text with a header row. */
    async csv(filter: LeadFilter): Promise<{ text: string; rows: number }> {
      const list = await rows(filter, EXPORT_LIMIT, 0);
      const header = [
        "reference",
        "created_at",
        "product",
        "status",
        "stage",
        "lender",
        "name",
        "mobile",
        "city",
        "source",
        "credit_score",
        "opted_out",
      ];
      const lines = list.map((lead) =>
        [
          lead.reference,
          lead.createdAt,
          lead.product,
          lead.status,
          lead.stage,
          lead.lenderName ?? "",
          lead.name ?? "",
          lead.mobileMasked,
          lead.city ?? "",
          lead.source,
          lead.creditScore ?? "",
          lead.optedOut ? "yes" : "no",
        ]
          .map(csvCell)
          .join(","),
      );
      return { text: `${[header.join(","), ...lines].join("\r\n")}\r\n`, rows: list.length };
    },

    /** Everything the lead page shows. */
    async lead(reference: string, locale: "en" | "hi") {
      const [found] = await base().where(eq(applications.reference, reference));
      if (!found) throw new AppError("NOT_FOUND", pipelineMessage("notFound", locale));
      const { app } = found;
      const names = await lenderNames();
      const [details] = await db
        .select()
        .from(applicantDetails)
        .where(eq(applicantDetails.applicationId, app.id));
      const consents = await db
        .select()
        .from(applicationConsents)
        .where(eq(applicationConsents.applicationId, app.id))
        .orderBy(asc(applicationConsents.givenAt), asc(applicationConsents.id));
      // The customer's language (users.locale): the documents the back office opens for them are in it.
      const customerLocale = found.customerLocale === "hi" ? "hi" : "en";
      const notes = await db
        .select()
        .from(leadNotes)
        .where(eq(leadNotes.applicationId, app.id))
        .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id));
      const links = await db
        .select()
        .from(lenderConsents)
        .where(eq(lenderConsents.applicationId, app.id))
        .orderBy(desc(lenderConsents.createdAt));
      const history = await db
        .select()
        .from(auditLog)
        .where(
          or(
            eq(auditLog.leadId, app.id),
            // The lender consent flow's own entries name the lead by its reference.
            and(eq(auditLog.subjectType, "application"), eq(auditLog.subjectId, app.reference)),
          ),
        )
        .orderBy(asc(auditLog.at), asc(auditLog.id));
      const approved = links.find((link) => link.status === "approved");
      const ckycResult =
        approved?.ckyc === true ? await ckyc.lookup({ reference: app.reference, origin: "web" }) : null;
      const chosen = readVoucher(app.voucher);
      return {
        /** The application's id, for the audit log's record of this read (not shown). */
        applicationId: app.id,
        lead: rowOf(found, names),
        version: app.version,
        submittedAt: app.submittedAt?.toISOString() ?? null,
        sanctionedAt: app.sanctionedAt?.toISOString() ?? null,
        disbursedAt: app.disbursedAt?.toISOString() ?? null,
        cancelReason: app.cancelReason,
        optedOutAt: found.optedOutAt?.toISOString() ?? null,
        stages: app.stages,
        completed: completedStages(app.stages),
        applicant: {
          name: app.name,
          email: app.personalEmail,
          mobileMasked: maskMobileForStaff(found.mobile),
          panMasked: details?.panMasked ?? null,
          dateOfBirth: details?.dateOfBirth ?? null,
          pincode: details?.pincode ?? null,
          employment: details?.employment ?? null,
          netMonthlyIncome: details?.netMonthlyIncome ?? null,
        },
        consents: consents.map((c) => ({
          purpose: c.purpose,
          granted: c.granted,
          textVersion: c.textVersion,
          locale: c.locale,
          at: c.givenAt.toISOString(),
        })),
        creditScore: app.creditCheckedAt
          ? { score: app.creditScore, bureau: app.creditBureau, checkedAt: app.creditCheckedAt.toISOString() }
          : null,
        offers: offersOf(app).map((voucher) => ({
          lenderId: voucher.lenderId,
          lenderName: voucher.lenderName,
          loanAmount: voucher.loanAmount,
          roi: voucher.roi,
          tenure: voucher.tenure,
          emi: voucher.emi,
          processingFeeWithGst: voucher.processingFeeWithGst ?? null,
          netDisbursedAmount: voucher.netDisbursedAmount ?? null,
          apr: voucher.apr ?? null,
          chosen: voucher.lenderId === chosen?.lenderId,
          kfsUrl: `/api/studio/leads/${app.reference}/offers/${voucher.lenderId}/kfs.pdf?lang=${customerLocale}`,
        })),
        sanctionLetterUrl:
          app.sanctionedAt && approved
            ? `/api/studio/leads/${app.reference}/sanction-letter.pdf?lang=${customerLocale}`
            : null,
        consentLinks: links.map((link) => ({
          lenderId: link.lenderId,
          status:
            link.status === "pending" && link.expiresAt.getTime() < deps.clock().getTime()
              ? "expired"
              : link.status,
          createdAt: link.createdAt.toISOString(),
          expiresAt: link.expiresAt.toISOString(),
          decidedAt: link.decidedAt?.toISOString() ?? null,
        })),
        ckycId: ckycResult?.found ? ckycResult.ckycId : null,
        timeline: [
          { action: "lead.created", at: app.createdAt.toISOString(), actor: null },
          ...(app.submittedAt
            ? [{ action: "lead.submitted", at: app.submittedAt.toISOString(), actor: null }]
            : []),
          ...history.map((entry) => ({
            action: entry.action,
            at: entry.at.toISOString(),
            actor: entry.actorType,
            details: timelineDetails(entry.after ?? entry.details),
          })),
        ],
        notes: notes.map((note) => ({
          id: note.id,
          author: note.authorName,
          text: note.text,
          at: note.createdAt.toISOString(),
        })),
      };
    },

    /** The lead's row, for the KFS and sanction letter downloads. */
    async application(reference: string, locale: "en" | "hi"): Promise<ApplicationRow> {
      const [row] = await db.select().from(applications).where(eq(applications.reference, reference));
      if (!row) throw new AppError("NOT_FOUND", pipelineMessage("notFound", locale));
      return row;
    },
  };
}

/** What the timeline shows of an audit entry: the stage, status, reason or lender it moved to. */
function timelineDetails(after: unknown): Record<string, unknown> | undefined {
  if (!after || typeof after !== "object") return undefined;
  const { stage, status, reason, offer } = after as Record<string, unknown>;
  return {
    ...(stage ? { stage } : {}),
    ...(status ? { status } : {}),
    ...(reason ? { reason } : {}),
    ...(offer && typeof offer === "object" ? { lender: (offer as { lenderName?: unknown }).lenderName } : {}),
  };
}

export type LeadQueries = ReturnType<typeof createLeadQueries>;
export type LeadView = Awaited<ReturnType<LeadQueries["lead"]>>;
