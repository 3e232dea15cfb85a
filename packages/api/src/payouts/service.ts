import type { Database } from "@loansetu/db/client";
import { applications, leadPayoutStatuses, partners, payouts } from "@loansetu/db/schema";
import { and, desc, eq, gte, isNull, lte, ne, type SQL, sql } from "@loansetu/db/sql";
import { journeyProduct, kolkataDate } from "@loansetu/domain/application";
import {
  financialYearOf,
  movePayout,
  PAYOUT_RECEIPT_STATUS,
  type PayoutStatus,
  payoutFigures,
  payoutStatusOf,
} from "@loansetu/domain/payout";
import { type AuditActor, recordAudit } from "../audit/record.ts";
import type { ApiLocale } from "../auth/messages.ts";
import { countSince, record, withKeyLock } from "../auth/rate-limit.ts";
import type { ApplicationRow } from "../journey/service.ts";
import { readVoucher } from "../journey/voucher.ts";
import { csvCell } from "../lib/csv.ts";
import { AppError } from "../lib/errors.ts";
import { transaction } from "../lib/transaction.ts";
import type { ApiDeps } from "../lib/types.ts";
import type { Employee } from "../studio/employee.ts";
import { createPayoutGrid } from "./grid.ts";
import { payoutMessage } from "./messages.ts";
import { renderPayoutStatement, statementFileName } from "./statement-pdf.ts";

// Payouts: created by the disbursal of an attributed lead, moved by finance (each move one named
// function: check, write, one history row and one audit entry in one transaction, optimistic on `version`),
// and acknowledged by the lender's operations contact through a payout status link.

export type PayoutRow = typeof payouts.$inferSelect;

export interface PayoutFilter {
  status?: PayoutStatus | undefined;
  partnerId?: string | undefined;
  lenderId?: number | undefined;
  /** YYYY-MM, the disbursal's month in India. */
  month?: string | undefined;
}

export interface FinanceActor {
  employee: Pick<Employee, "id" | "roles" | "kind">;
  ip?: string | undefined;
  requestId?: string | undefined;
  locale: ApiLocale;
}

/** The partner a lead is attributed to, as the disbursal needs it. */
export interface PayoutPartner {
  id: string;
  /** A partner with a GSTIN charges GST on the payout. */
  gstRegistered: boolean;
}

const figuresOf = (row: PayoutRow) => ({
  payoutPaise: row.payoutPaise,
  gstPaise: row.gstPaise,
  tdsPaise: row.tdsPaise,
  netPaise: row.netPaise,
});

/** Receipt confirmations a payout status link may make an hour (the first counts; repeats change nothing). */
export const PAYOUT_RECEIPTS_PER_LINK_HOUR = 5;

export function createPayoutService(deps: ApiDeps) {
  const db = deps.database.db;
  const now = () => deps.clock();
  const grid = createPayoutGrid(deps);

  const refuse = (
    code: "NOT_FOUND" | "CONFLICT" | "VALIDATION_FAILED" | "RATE_LIMITED",
    id: Parameters<typeof payoutMessage>[0],
    locale: ApiLocale,
  ) => new AppError(code, payoutMessage(id, locale));

  function where(filter: PayoutFilter): SQL | undefined {
    const parts: SQL[] = [];
    if (filter.status) parts.push(eq(payouts.status, filter.status));
    if (filter.partnerId) parts.push(eq(payouts.partnerId, filter.partnerId));
    if (filter.lenderId) parts.push(eq(payouts.lenderId, filter.lenderId));
    if (filter.month) parts.push(eq(payouts.month, filter.month));
    return parts.length ? and(...parts) : undefined;
  }

  async function byReference(reference: string, q: Database = db) {
    const [row] = await q
      .select({ payout: payouts, reference: applications.reference, partnerName: partners.businessName })
      .from(payouts)
      .innerJoin(applications, eq(applications.id, payouts.applicationId))
      .innerJoin(partners, eq(partners.id, payouts.partnerId))
      .where(eq(applications.reference, reference));
    return row;
  }

  /** A partner's commission in the financial year of `on` (section 194H threshold), rejected payouts left out. */
  async function yearToDate(partnerId: string, on: string, q: Database = db) {
    const year = financialYearOf(on);
    const [row] = await q
      .select({
        payoutPaise: sql<string>`coalesce(sum(${payouts.payoutPaise}), 0)::text`,
        tdsBasePaise: sql<string>`coalesce(sum(${payouts.tdsBasePaise}), 0)::text`,
      })
      .from(payouts)
      .where(
        and(
          eq(payouts.partnerId, partnerId),
          ne(payouts.status, "Rejected"),
          gte(payouts.month, year.start.slice(0, 7)),
          lte(payouts.month, year.end.slice(0, 7)),
        ),
      );
    return { payoutPaise: Number(row?.payoutPaise ?? 0), tdsBasePaise: Number(row?.tdsBasePaise ?? 0) };
  }

  async function lenderNames(): Promise<Map<number, string>> {
    const file = await deps.data.get("lenders.json");
    return new Map(file.lenders.map((l) => [l.id, l.shortName]));
  }

  return {
    grid,
    yearToDate,

    /**
     * Called by the disbursal, in its transaction: the payout of an attributed lead from the grid in force on
     * the disbursal date. No partner, no voucher or no agreed rate: no payout (answers null).
     */
    async createForDisbursal(
      tx: Database,
      app: ApplicationRow,
      partner: PayoutPartner | null,
      actor: AuditActor,
    ) {
      const voucher = readVoucher(app.voucher);
      const product = journeyProduct(app.product)?.key;
      const lenderId = voucher?.lenderId ?? app.lenderId;
      if (!partner || !voucher || !product || !lenderId) return null;
      const at = app.disbursedAt ?? now();
      const on = kolkataDate(at);
      const cell = await grid.cellOn(lenderId, product, on, tx);
      if (!cell) return null;
      const disbursedRupees = Math.round(voucher.loanAmount);
      // The partner's row lock makes two disbursals of one partner count each other's payout in the year.
      await tx.select({ id: partners.id }).from(partners).where(eq(partners.id, partner.id)).for("update");
      const f = payoutFigures({
        disbursedRupees,
        rateBps: cell.rateBps,
        capRupees: cell.capRupees,
        gstRegistered: partner.gstRegistered,
        on,
        yearToDate: await yearToDate(partner.id, on, tx),
      });
      const [row] = await tx
        .insert(payouts)
        .values({
          applicationId: app.id,
          partnerId: partner.id,
          lenderId,
          product,
          disbursedRupees,
          month: on.slice(0, 7),
          rateBps: f.rateBps,
          capRupees: f.capRupees,
          payoutPaise: f.payoutPaise,
          gstBps: f.gstBps,
          gstPaise: f.gstPaise,
          tdsBps: f.tdsBps,
          tdsBasePaise: f.tdsBasePaise,
          tdsPaise: f.tdsPaise,
          netPaise: f.netPaise,
          gridSource: cell.source,
          status: "Pending",
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      await recordAudit(tx, {
        actor,
        action: "payout.create",
        leadId: app.id,
        subjectType: "payout",
        subjectId: row.id,
        after: { status: row.status, partnerId: row.partnerId, rateBps: row.rateBps, ...figuresOf(row) },
        details: {
          grid: cell.source,
          tdsBasePaise: f.tdsBasePaise,
          tdsThresholdRupees: f.tdsThresholdRupees,
        },
      });
      return row;
    },

    /**
     * Finance's one move of a payout's status, always with remarks (and, with Paid, optionally the amount).
     * Refused unless the payout still has the version the employee read (when given).
     */
    async changeStatus(
      reference: string,
      input: {
        status: string;
        remarks: string;
        paidRupees?: number | undefined;
        version?: number | undefined;
        /** With Paid: the bank transfer's UTR and its date (YYYY-MM-DD), both required. */
        utr?: string | undefined;
        paidOn?: string | undefined;
      },
      actor: FinanceActor,
    ) {
      const to = payoutStatusOf(input.status);
      if (!to) throw refuse("VALIDATION_FAILED", "unknownStatus", actor.locale);
      return transaction(db, async (tx) => {
        const found = await byReference(reference, tx);
        if (!found) throw refuse("NOT_FOUND", "notFound", actor.locale);
        const { payout } = found;
        if (input.version !== undefined && input.version !== payout.version) {
          throw refuse("CONFLICT", "stale", actor.locale);
        }
        const move = movePayout(payout.status as PayoutStatus, to, payout.netPaise, input.paidRupees);
        if (!move.ok) throw refuse("CONFLICT", move.reason, actor.locale);
        const at = now();
        let transfer: { utr: string; paidOn: string } | null = null;
        if (move.status === "Paid") {
          // A payout is marked paid only for money that went to the partner's own account, and the partner is
          // shown the transfer's UTR and date to find it in their bank statement.
          const utr = utrOf(input.utr);
          if (!utr) throw refuse("VALIDATION_FAILED", "utrRequired", actor.locale);
          const paidOn = input.paidOn ?? "";
          if (
            !/^\d{4}-\d{2}-\d{2}$/.test(paidOn) ||
            Number.isNaN(Date.parse(paidOn)) ||
            paidOn > kolkataDate(at)
          )
            throw refuse("VALIDATION_FAILED", "paidOnInvalid", actor.locale);
          const [bank] = await tx
            .select({ masked: partners.bankAccountMasked })
            .from(partners)
            .where(eq(partners.id, payout.partnerId));
          if (!bank?.masked) throw refuse("CONFLICT", "bankDetailsMissing", actor.locale);
          transfer = { utr, paidOn };
        } else if (input.utr || input.paidOn) {
          throw refuse("VALIDATION_FAILED", "paidOnlyWhenPaid", actor.locale);
        }
        const [updated] = await tx
          .update(payouts)
          .set({
            status: move.status,
            remarks: input.remarks,
            ...(transfer ? { paidRupees: move.paidRupees, paidAt: at, ...transfer } : {}),
            version: sql`${payouts.version} + 1`,
            updatedAt: at,
          })
          .where(and(eq(payouts.id, payout.id), eq(payouts.version, payout.version)))
          .returning();
        if (!updated) throw refuse("CONFLICT", "stale", actor.locale);
        await tx.insert(leadPayoutStatuses).values({
          applicationId: payout.applicationId,
          status: move.status,
          remarks: input.remarks,
          payout: move.paidRupees,
          ip: actor.ip ?? null,
          source: "studio",
          actorId: actor.employee.id,
          createdAt: at,
        });
        await recordAudit(tx, {
          actor: actor.employee,
          action: "payout.status",
          leadId: payout.applicationId,
          subjectType: "payout",
          subjectId: payout.id,
          before: { status: payout.status, paidRupees: payout.paidRupees, version: payout.version },
          after: { status: updated.status, paidRupees: updated.paidRupees, version: updated.version },
          details: { remarks: input.remarks, ...(transfer ?? {}) },
          requestId: actor.requestId,
          ip: actor.ip,
        });
        return updated;
      });
    },

    /**
     * The payout status link's holder confirms receipt: a history row and an audit entry; the status stays.
     * Once: a receipt already confirmed is answered as it stands, with no second row or entry (the link
     * confirmed without limit before, 10 of 10 repeats written).
     */
    async confirmReceipt(
      reference: string,
      remarks: string,
      client: { ip: string; requestId?: string | undefined; locale: ApiLocale },
    ) {
      // The link works without a login for a week, so its confirmations are counted (repeats included), a
      // few an hour for its lead: a link is signed for one lead, so no one can spread calls over links of
      // their own making. Counted under the lead's lock, so a burst at once is counted as it comes, not
      // checked all before any is recorded.
      const linkKey = `payout-receipt:${reference}`;
      const limited = await withKeyLock(db, linkKey, async (tx) => {
        const at = now();
        if (
          (await countSince(tx, linkKey, new Date(at.getTime() - 3_600_000))) >= PAYOUT_RECEIPTS_PER_LINK_HOUR
        )
          return true;
        await record(tx, linkKey, at);
        return false;
      });
      if (limited) {
        const error = refuse("RATE_LIMITED", "receiptTooOften", client.locale);
        error.headers["Retry-After"] = "3600";
        throw error;
      }
      return transaction(db, async (tx) => {
        const found = await byReference(reference, tx);
        if (!found) throw refuse("NOT_FOUND", "notFound", client.locale);
        if (found.payout.receiptConfirmedAt !== null) return found.payout;
        const at = now();
        const [updated] = await tx
          .update(payouts)
          .set({ receiptConfirmedAt: at, version: sql`${payouts.version} + 1`, updatedAt: at })
          .where(and(eq(payouts.id, found.payout.id), isNull(payouts.receiptConfirmedAt)))
          .returning();
        // Confirmed by a parallel request between the read and this write.
        if (!updated) return found.payout;
        await tx.insert(leadPayoutStatuses).values({
          applicationId: found.payout.applicationId,
          status: PAYOUT_RECEIPT_STATUS,
          remarks,
          payout: null,
          ip: client.ip,
          source: "link",
          createdAt: at,
        });
        await recordAudit(tx, {
          actor: { kind: "system", id: "payout-status-link" },
          action: "payout.receipt",
          leadId: found.payout.applicationId,
          subjectType: "payout",
          subjectId: found.payout.id,
          before: { receiptConfirmedAt: found.payout.receiptConfirmedAt },
          after: { receiptConfirmedAt: at },
          details: { remarks, source: "link" },
          requestId: client.requestId,
          ip: client.ip,
        });
        return updated;
      });
    },

    /** The partners finance can filter by: every partner that is not a sales employee, by name. */
    async partnerOptions() {
      return db
        .select({ id: partners.id, name: partners.businessName, code: partners.code })
        .from(partners)
        .where(sql`${partners.kind} <> 'sales_employee'`)
        .orderBy(partners.businessName)
        .limit(1000);
    },

    /** One lead's payout with its history, newest first (the link page, the studio's payout panel). */
    async ofLead(reference: string) {
      const found = await byReference(reference);
      if (!found) return null;
      const history = await db
        .select()
        .from(leadPayoutStatuses)
        .where(eq(leadPayoutStatuses.applicationId, found.payout.applicationId))
        .orderBy(desc(leadPayoutStatuses.createdAt), desc(leadPayoutStatuses.id))
        .limit(50);
      const lenders = await lenderNames();
      return {
        reference: found.reference,
        partnerName: found.partnerName,
        payout: found.payout,
        lenderName: lenders.get(found.payout.lenderId) ?? String(found.payout.lenderId),
        history: history.map((h) => ({
          id: h.id,
          status: h.status,
          remarks: h.remarks,
          payout: h.payout,
          source: h.source,
          at: h.createdAt,
        })),
      };
    },

    /** Finance's list: a page of payouts (newest first) and the totals of every payout the filter matches. */
    async list(filter: PayoutFilter, page = 1, pageSize = 50) {
      const condition = where(filter);
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            payout: payouts,
            reference: applications.reference,
            partnerName: partners.businessName,
            partnerCode: partners.code,
          })
          .from(payouts)
          .innerJoin(applications, eq(applications.id, payouts.applicationId))
          .innerJoin(partners, eq(partners.id, payouts.partnerId))
          .where(condition)
          .orderBy(desc(payouts.createdAt), desc(payouts.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({
            count: sql<number>`count(*)::int`,
            payoutPaise: sql<string>`coalesce(sum(${payouts.payoutPaise}), 0)::text`,
            gstPaise: sql<string>`coalesce(sum(${payouts.gstPaise}), 0)::text`,
            tdsPaise: sql<string>`coalesce(sum(${payouts.tdsPaise}), 0)::text`,
            netPaise: sql<string>`coalesce(sum(${payouts.netPaise}), 0)::text`,
            paidRupees: sql<string>`coalesce(sum(${payouts.paidRupees}), 0)::text`,
          })
          .from(payouts)
          .where(condition),
      ]);
      const lenders = await lenderNames();
      return {
        items: rows.map((r) => ({
          ...r.payout,
          reference: r.reference,
          partnerName: r.partnerName,
          partnerCode: r.partnerCode,
          lenderName: lenders.get(r.payout.lenderId) ?? String(r.payout.lenderId),
        })),
        totals: {
          count: totals?.count ?? 0,
          payoutPaise: Number(totals?.payoutPaise ?? 0),
          gstPaise: Number(totals?.gstPaise ?? 0),
          tdsPaise: Number(totals?.tdsPaise ?? 0),
          netPaise: Number(totals?.netPaise ?? 0),
          paidRupees: Number(totals?.paidRupees ?? 0),
        },
      };
    },

    /**
     * What a partner sees of their own payouts (never another's): the lead's reference, month, lender,
     * product and the figures; no customer data. `month` narrows to one month (the statement).
     */
    async forPartner(partnerId: string, month?: string) {
      const { items, totals } = await this.list({ partnerId, month }, 1, 500);
      return {
        totals,
        items: items.map((p) => ({
          reference: p.reference,
          month: p.month,
          lenderName: p.lenderName,
          product: p.product,
          disbursedRupees: p.disbursedRupees,
          rateBps: p.rateBps,
          status: p.status,
          payoutPaise: p.payoutPaise,
          gstPaise: p.gstPaise,
          tdsBps: p.tdsBps,
          tdsBasePaise: p.tdsBasePaise,
          tdsPaise: p.tdsPaise,
          netPaise: p.netPaise,
          paidRupees: p.paidRupees,
          paidAt: p.paidAt,
          utr: p.utr,
          paidOn: p.paidOn,
        })),
      };
    },

    /** A partner's monthly statement as PDF bytes: their own payouts of the month only. */
    async statement(partnerId: string, month: string, locale: "en" | "hi" = "en") {
      const [partner] = await db
        .select({
          businessName: partners.businessName,
          code: partners.code,
          gstin: partners.gstin,
          panMasked: partners.panMasked,
        })
        .from(partners)
        .where(eq(partners.id, partnerId));
      if (!partner) return null;
      const { items } = await this.forPartner(partnerId, month);
      const bytes = await renderPayoutStatement({
        brandName: deps.config.BRAND_NAME,
        partner,
        month,
        items: [...items].reverse(),
        at: now(),
        locale,
      });
      return { bytes, fileName: statementFileName(partner.code, month) };
    },

    /** The months a partner has payouts in, newest first (the statement links). */
    async partnerMonths(partnerId: string) {
      const rows = await db
        .selectDistinct({ month: payouts.month })
        .from(payouts)
        .where(eq(payouts.partnerId, partnerId))
        .orderBy(desc(payouts.month))
        .limit(24);
      return rows.map((r) => r.month);
    },

    /** Every payout of the filter (up to 5 000, newest first) as CSV with a header row; rupees with paise. */
    async csv(filter: PayoutFilter) {
      const { items } = await this.list(filter, 1, CSV_LIMIT);
      const rupees = (paise: number) => (paise / 100).toFixed(2);
      const lines = [
        CSV_HEADER.join(","),
        ...items.map((p) =>
          [
            p.reference,
            p.month,
            `${p.partnerName} (${p.partnerCode})`,
            p.lenderName,
            p.product,
            p.disbursedRupees,
            (p.rateBps / 100).toFixed(2),
            p.capRupees,
            rupees(p.payoutPaise),
            rupees(p.gstPaise),
            rupees(p.tdsBasePaise),
            rupees(p.tdsPaise),
            rupees(p.netPaise),
            p.status,
            p.paidRupees ?? "",
            p.remarks ?? "",
          ]
            .map(csvCell)
            .join(","),
        ),
      ];
      return { text: `${lines.join("\r\n")}\r\n`, rows: items.length };
    },
  };
}

/** A UTR as finance types it (spaces and case forgiven): 12 to 22 letters and digits (IMPS, NEFT, RTGS). */
export function utrOf(value: string | undefined): string | null {
  const utr = (value ?? "").replace(/\s+/g, "").toUpperCase();
  return /^[A-Z0-9]{12,22}$/.test(utr) ? utr : null;
}

const CSV_LIMIT = 5000;
const CSV_HEADER = [
  "reference",
  "month",
  "partner",
  "lender",
  "product",
  "disbursed_rupees",
  "rate_percent",
  "cap_rupees",
  "payout_rupees",
  "gst_rupees",
  "tds_base_rupees",
  "tds_rupees",
  "net_rupees",
  "status",
  "paid_rupees",
  "remarks",
];

export type PayoutService = ReturnType<typeof createPayoutService>;
