import { type PartnerStatus, partnerSessions, partners } from "@loansetu/db/schema";
import { and, eq, isNull } from "@loansetu/db/sql";
import { type AuditActor, recordAudit } from "../audit/record.ts";
import type { ApiLocale } from "../auth/messages.ts";
import { AppError } from "../lib/errors.ts";
import { transaction } from "../lib/transaction.ts";
import type { ApiDeps } from "../lib/types.ts";
import { decisionEmail, decisionSms } from "./decision-notices.ts";
import { partnerMessage } from "./messages.ts";

// Operations approve, reject, suspend or reinstate a partner, from the studio page or the studio
// API; both go through decidePartner, which writes its audit entry in the same transaction.

export type PartnerDecision = "approve" | "reject" | "suspend" | "reinstate";

/** Which status each decision needs and gives. */
const MOVES: Record<PartnerDecision, { from: PartnerStatus[]; to: PartnerStatus }> = {
  approve: { from: ["pending"], to: "approved" },
  reject: { from: ["pending"], to: "rejected" },
  suspend: { from: ["approved"], to: "suspended" },
  reinstate: { from: ["suspended"], to: "approved" },
};

export interface PartnerDecisionRequest {
  partnerId: string;
  decision: PartnerDecision;
  remarks: string | null;
  actor: Extract<AuditActor, { roles: unknown }>;
  requestId?: string | undefined;
  ip?: string | undefined;
  locale: ApiLocale;
}

export async function decidePartner(
  deps: ApiDeps,
  request: PartnerDecisionRequest,
): Promise<{ id: string; status: PartnerStatus }> {
  const move = MOVES[request.decision];
  const now = deps.clock();
  const decided = await transaction(deps.database.db, async (tx) => {
    const [row] = await tx.select().from(partners).where(eq(partners.id, request.partnerId)).for("update");
    if (!row) throw new AppError("NOT_FOUND", partnerMessage("partnerNotFound", request.locale));
    if (!move.from.includes(row.status))
      throw new AppError("CONFLICT", partnerMessage("alreadyDecided", request.locale));
    await tx
      .update(partners)
      .set({
        status: move.to,
        approvedBy: request.actor.id,
        approvedAt: now,
        decisionRemarks: request.remarks,
        updatedAt: now,
      })
      .where(eq(partners.id, row.id));
    // A partner who is no longer approved is signed out everywhere at once.
    if (move.to !== "approved")
      await tx
        .update(partnerSessions)
        .set({ revokedAt: now })
        .where(and(eq(partnerSessions.partnerId, row.id), isNull(partnerSessions.revokedAt)));
    await recordAudit(tx, {
      actor: request.actor,
      action: `partner.${request.decision}`,
      subjectType: "partner",
      subjectId: row.id,
      before: { status: row.status },
      after: { status: move.to, remarks: request.remarks },
      details: { code: row.code },
      requestId: request.requestId,
      ip: request.ip,
    });
    // Approval and rejection are news the partner waits for (the sign-up page promised we would be in touch):
    // queued in this transaction, so they go out only if the decision holds.
    if ((request.decision === "approve" || request.decision === "reject") && row.mobile) {
      const locale: ApiLocale = row.locale === "hi" ? "hi" : "en";
      const notice = {
        decision: request.decision,
        brand: deps.config.BRAND_NAME,
        contactName: row.contactName,
        businessName: row.businessName,
        code: row.code,
        remarks: request.remarks,
        loginUrl: `${deps.config.publicOrigin}${locale === "hi" ? "/hi" : ""}/partner`,
        locale,
      };
      await deps.outbox.queueSms(row.mobile, decisionSms(notice), { tx });
      if (row.email) await deps.outbox.sendEmail(decisionEmail(notice, row.email), { tx });
    }
    return { id: row.id, status: move.to };
  });
  deps.queue.kick();
  return decided;
}
