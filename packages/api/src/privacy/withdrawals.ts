import type { Database } from "@loansetu/db/client";
import {
  applicationConsents,
  applicationOptouts,
  applications,
  consentWithdrawals,
  creditChecks,
  users,
} from "@loansetu/db/schema";
import { and, desc, eq, gte, or } from "@loansetu/db/sql";
import {
  CONSENT_TEXT_VERSION,
  PARTNER_CONSENT,
  PARTNER_CONSENT_TEXT_VERSION,
} from "@loansetu/domain/journey-steps";
import { recordAudit } from "../audit/record.ts";
import { isOptedOut } from "../consent/optouts.ts";
import { endShares } from "../lenders/shares.ts";
import { referenceOf } from "./sharing-ledger.ts";

// Withdrawing a consent from "My data and consents", in one step, in force at once (DPDP Act 2023
// s.6(4)). A message is tagged with the purpose it serves; the outbox asks `messageWithdrawn` when it is
// queued and again when the worker is about to send it, so a withdrawal stops a message already queued.

export const WITHDRAWAL_PURPOSES = ["marketing", "whatsappUpdates", "applicationSharing"] as const;
export type WithdrawalPurpose = (typeof WITHDRAWAL_PURPOSES)[number];

/** The purpose a queued message serves: a withdrawal of that purpose stops it. */
export interface MessagePurpose {
  purpose: WithdrawalPurpose;
  /** The application the message is about (applicationSharing). */
  applicationId?: string | undefined;
}

export interface WithdrawalInput {
  userId: string;
  purpose: WithdrawalPurpose;
  /** The application's id, for applicationSharing (the caller has checked it is the customer's). */
  applicationId?: string | undefined;
  locale: "en" | "hi";
  at: Date;
  ip?: string | undefined;
  requestId?: string | undefined;
}

/** The purposes a customer can give again on My data once withdrawn (an application's sharing ends for good). */
export const REGRANT_PURPOSES = ["marketing", "whatsappUpdates"] as const;
export type RegrantPurpose = (typeof REGRANT_PURPOSES)[number];

/**
 * Is a withdrawal of this purpose in force for the customer (for applicationSharing: that application)? The
 * newest entry of the purpose decides: a withdrawal, or the consent given again after it.
 */
export async function isWithdrawn(
  db: Database,
  userId: string,
  purpose: WithdrawalPurpose,
  applicationId?: string,
): Promise<boolean> {
  if (purpose === "applicationSharing") return applicationId ? isOptedOut(db, applicationId) : false;
  const row = await newestEntry(db, userId, purpose);
  return row !== undefined && !row.granted;
}

const newestEntry = async (db: Database, userId: string, purpose: WithdrawalPurpose) =>
  (
    await db
      .select({ granted: consentWithdrawals.granted, createdAt: consentWithdrawals.createdAt })
      .from(consentWithdrawals)
      .where(and(eq(consentWithdrawals.userId, userId), eq(consentWithdrawals.purpose, purpose)))
      .orderBy(desc(consentWithdrawals.createdAt), desc(consentWithdrawals.id))
      .limit(1)
  )[0];

/**
 * Gives a withdrawn consent again (marketing, WhatsApp updates): a new ledger entry after the withdrawal (the
 * withdrawal stays in the history) with an audit entry, in force at once. Nothing changes when the consent
 * is not withdrawn. The user id comes from the caller's session only. Answers whether this call changed it.
 */
export async function regrantConsent(
  db: Database,
  input: Omit<WithdrawalInput, "purpose" | "applicationId"> & { purpose: RegrantPurpose },
): Promise<boolean> {
  const { userId, purpose, at } = input;
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    // The user's row lock orders this after a withdrawal saved at the same moment.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const withdrawal = await newestEntry(tx, userId, purpose);
    if (!withdrawal || withdrawal.granted) return false;
    await tx.insert(consentWithdrawals).values({
      userId,
      purpose,
      granted: true,
      textVersion: CONSENT_TEXT_VERSION,
      locale: input.locale,
      // Strictly after the withdrawal it ends, so the history reads in order even on a coarse clock.
      createdAt: new Date(Math.max(at.getTime(), withdrawal.createdAt.getTime() + 1)),
    });
    await recordAudit(tx, {
      actor: { kind: "customer", id: userId },
      action: `consent.grant.${purpose}`,
      subjectType: "user",
      subjectId: userId,
      requestId: input.requestId,
      ip: input.ip,
    });
    return true;
  });
}

/**
 * Withdraws one consent: records it (once: a second withdrawal of the same purpose changes nothing) with an
 * audit entry. Withdrawing sharing for an application also opts that application out (no consent link is
 * issued, an open one can no longer act) and records its sharing and contact consents as withdrawn.
 * Answers whether this call made the change.
 */
export async function withdrawConsent(db: Database, input: WithdrawalInput): Promise<boolean> {
  const { userId, purpose, applicationId, at } = input;
  if (purpose === "applicationSharing" && !applicationId)
    throw new Error("applicationSharing needs an application");
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    let createdAt = at;
    if (purpose === "applicationSharing") {
      const inserted = await tx
        .insert(applicationOptouts)
        .values({ applicationId: applicationId!, optedOutAt: at, autoLogin: false })
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0) return false;
      // Retention counts from the opt-out, as the dashboard's opt-out confirmation tells the customer.
      await tx.update(applications).set({ updatedAt: at }).where(eq(applications.id, applicationId!));
      await tx.insert(applicationConsents).values(
        (["shareWithLenders", "contact"] as const).map((consent) => ({
          applicationId: applicationId!,
          purpose: consent,
          granted: false,
          textVersion: CONSENT_TEXT_VERSION,
          locale: input.locale,
          givenAt: at,
        })),
      );
      // Lenders the application was shared with lose it in this same transaction (decision 0066).
      await endShares(tx, applicationId!, at, input.locale);
    } else {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
      const newest = await newestEntry(tx, userId, purpose);
      if (newest && !newest.granted) return false;
      // After a consent given again, strictly later, so the newest entry is this withdrawal.
      if (newest) createdAt = new Date(Math.max(at.getTime(), newest.createdAt.getTime() + 1));
    }
    await tx.insert(consentWithdrawals).values({
      userId,
      purpose,
      applicationId: applicationId ?? null,
      applicationReference: applicationId ? referenceOf(tx, applicationId) : null,
      locale: input.locale,
      createdAt,
    });
    await recordAudit(tx, {
      actor: { kind: "customer", id: userId },
      action: `consent.withdraw.${purpose}`,
      leadId: applicationId ?? null,
      subjectType: applicationId ? "lead" : "user",
      subjectId: applicationId ?? userId,
      requestId: input.requestId,
      ip: input.ip,
    });
    return true;
  });
}

/**
 * Whether a message for `recipient` (a mobile or an email) serving `tag` may no longer go out: the customer
 * behind the recipient withdrew that purpose (or, for an application's messages, its sharing; for an
 * application's status updates, also its "contact me by WhatsApp or phone" consent).
 */
export async function messageWithdrawn(
  db: Database,
  recipient: string,
  tag: MessagePurpose,
): Promise<boolean> {
  if (tag.purpose === "applicationSharing") {
    return tag.applicationId ? isOptedOut(db, tag.applicationId) : false;
  }
  if (tag.purpose === "whatsappUpdates" && tag.applicationId) {
    if (await journeyConsentWithdrawn(db, tag.applicationId, "contact")) return true;
  }
  const owners = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.mobile, recipient), eq(users.email, recipient)));
  for (const owner of owners) {
    if (await isWithdrawn(db, owner.id, tag.purpose)) return true;
  }
  return false;
}

/** The customer's application by its reference, or undefined when it is not theirs. */
export async function ownApplication(db: Database, userId: string, reference: string) {
  const [row] = await db
    .select({ id: applications.id, reference: applications.reference })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.reference, reference)));
  return row;
}

/**
 * A customer's withdrawal as the page and the API take it: the application named by its reference (only
 * one of theirs), in force at once. Answers whether it changed anything.
 */
export async function withdrawByCustomer(
  db: Database,
  input: Omit<WithdrawalInput, "applicationId"> & { reference?: string | undefined },
  fail: (key: "applicationNeeded" | "applicationNotFound") => Error,
): Promise<boolean> {
  let applicationId: string | undefined;
  if (input.purpose === "applicationSharing") {
    if (!input.reference) throw fail("applicationNeeded");
    const app = await ownApplication(db, input.userId, input.reference);
    if (!app) throw fail("applicationNotFound");
    applicationId = app.id;
  }
  return withdrawConsent(db, { ...input, applicationId });
}

// Each consent the journey, the lender's consent link and the free score check asked for can be withdrawn on
// its own from My data. Two of them are the application's sharing itself (with lenders, and the lender's
// loan-initiation consent): withdrawing either opts the application out. The others end only their purpose.

/** A consent of the ledger the customer withdraws by itself (My data, next to the consent). */
export const LEDGER_CONSENTS = [
  "bureauCheck",
  "contact",
  "shareWithLenders",
  "lenderTerms",
  "lenderWhatsapp",
  "freeScoreCheck",
  PARTNER_CONSENT,
] as const;
export type LedgerConsentKind = (typeof LEDGER_CONSENTS)[number];

/** The journey's own consents that end without ending the application. */
const JOURNEY_ONLY = ["bureauCheck", "contact", PARTNER_CONSENT] as const;
type JourneyOnly = (typeof JOURNEY_ONLY)[number];

/**
 * Is this journey consent of the application withdrawn from My data and not given again since (the consent
 * step saved afresh writes a newer granted row)?
 */
export async function journeyConsentWithdrawn(
  db: Database,
  applicationId: string,
  purpose: JourneyOnly,
): Promise<boolean> {
  const [latest] = await db
    .select({ granted: applicationConsents.granted, givenAt: applicationConsents.givenAt })
    .from(applicationConsents)
    .where(
      and(eq(applicationConsents.applicationId, applicationId), eq(applicationConsents.purpose, purpose)),
    )
    .orderBy(desc(applicationConsents.givenAt), desc(applicationConsents.id))
    .limit(1);
  if (!latest || latest.granted) return false;
  const [withdrawal] = await db
    .select({ id: consentWithdrawals.id })
    .from(consentWithdrawals)
    .where(
      and(
        eq(consentWithdrawals.applicationId, applicationId),
        eq(consentWithdrawals.purpose, purpose),
        gte(consentWithdrawals.createdAt, latest.givenAt),
      ),
    )
    .limit(1);
  return withdrawal !== undefined;
}

/**
 * Is the free credit score check's consent withdrawn (its details no longer used, e.g. to pre-fill)? A check
 * made after the withdrawal was made under a consent given afresh.
 */
export async function freeScoreConsentWithdrawn(db: Database, userId: string): Promise<boolean> {
  const row = await newestEntry(db, userId, "freeScoreCheck" as WithdrawalPurpose);
  if (row === undefined || row.granted) return false;
  const [check] = await db
    .select({ at: creditChecks.consentGivenAt })
    .from(creditChecks)
    .where(eq(creditChecks.userId, userId))
    .orderBy(desc(creditChecks.consentGivenAt))
    .limit(1);
  return !check || check.at.getTime() <= row.createdAt.getTime();
}

/**
 * Withdraws one consent of the ledger. The application (when the consent is one) is named by its reference
 * and must be the customer's. A journey consent gets a refusing row in the application's consents (the
 * journey then asks for it again before any bureau check) and a withdrawal entry; the free score's gets a
 * withdrawal entry; the others go through the withdrawals above. Answers whether it changed anything.
 */
export async function withdrawLedgerConsent(
  db: Database,
  input: Omit<WithdrawalInput, "purpose" | "applicationId"> & {
    kind: LedgerConsentKind;
    reference?: string | undefined;
  },
  fail: (key: "applicationNeeded" | "applicationNotFound") => Error,
): Promise<boolean> {
  const { kind, reference, ...rest } = input;
  if (kind === "shareWithLenders" || kind === "lenderTerms")
    return withdrawByCustomer(db, { ...rest, purpose: "applicationSharing", reference }, fail);
  if (kind === "lenderWhatsapp") return withdrawConsent(db, { ...rest, purpose: "whatsappUpdates" });
  const { userId, at } = rest;
  if (kind === "freeScoreCheck") {
    return db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
      if (await freeScoreConsentWithdrawn(tx, userId)) return false;
      await tx
        .insert(consentWithdrawals)
        .values({ userId, purpose: kind, locale: rest.locale, createdAt: at });
      await recordAudit(tx, {
        actor: { kind: "customer", id: userId },
        action: `consent.withdraw.${kind}`,
        subjectType: "user",
        subjectId: userId,
        requestId: rest.requestId,
        ip: rest.ip,
      });
      return true;
    });
  }
  if (!reference) throw fail("applicationNeeded");
  const app = await ownApplication(db, userId, reference);
  if (!app) throw fail("applicationNotFound");
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    await tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.id, app.id))
      .for("update");
    const [latest] = await tx
      .select({ granted: applicationConsents.granted })
      .from(applicationConsents)
      .where(and(eq(applicationConsents.applicationId, app.id), eq(applicationConsents.purpose, kind)))
      .orderBy(desc(applicationConsents.givenAt), desc(applicationConsents.id))
      .limit(1);
    if (!latest?.granted) return false;
    await tx.insert(applicationConsents).values({
      applicationId: app.id,
      purpose: kind,
      granted: false,
      textVersion: kind === PARTNER_CONSENT ? PARTNER_CONSENT_TEXT_VERSION : CONSENT_TEXT_VERSION,
      locale: rest.locale,
      givenAt: at,
    });
    await tx.insert(consentWithdrawals).values({
      userId,
      purpose: kind,
      applicationId: app.id,
      applicationReference: app.reference,
      locale: rest.locale,
      createdAt: at,
    });
    await recordAudit(tx, {
      actor: { kind: "customer", id: userId },
      action: `consent.withdraw.${kind}`,
      leadId: app.id,
      subjectType: "lead",
      subjectId: app.id,
      requestId: rest.requestId,
      ip: rest.ip,
    });
    return true;
  });
}
