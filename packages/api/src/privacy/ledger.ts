import type { Database } from "@loansetu/db/client";
import {
  applicantDetails,
  applicationConsents,
  applicationOptouts,
  applications,
  consentWithdrawals,
  creditChecks,
  dataSharings,
  lenderConsents,
  partners,
  users,
} from "@loansetu/db/schema";
import { and, desc, eq, isNotNull } from "@loansetu/db/sql";
import { PARTNER_CONSENT } from "@loansetu/domain/journey-steps";
import { LENDER_SHARE_PURPOSE } from "../lenders/shares.ts";
import { rightsRequestsOf } from "./rights-requests.ts";
import type { LedgerConsentKind } from "./withdrawals.ts";

// "My data and consents" — every consent the customer gave (purpose, the text version seen, when,
// from which screen), every sharing with a bureau or lender, every withdrawal, newest first; and the whole
// of what is held about them for the download. Everything here is read by the customer's own id only.

/** The screen a consent was given on. */
export type ConsentScreen =
  | "journeyConsents"
  | "chooseLender"
  | "lenderConsentLink"
  | "freeCreditScore"
  | "myData";

export interface LedgerConsent {
  /**
   * Set when this consent is in force and can be withdrawn by itself on My data: the kind to withdraw
   * (withdrawals.ts LEDGER_CONSENTS) and the application it concerns.
   */
  withdraw?: { kind: LedgerConsentKind; reference: string | null } | undefined;
  purpose: string;
  granted: boolean;
  textVersion: string;
  locale: string;
  at: string;
  screen: ConsentScreen;
  reference: string | null;
  /** For the consent to share with the partner whose link brought the customer: that partner's business name. */
  partner?: string | undefined;
}

export interface LedgerSharing {
  occasion: string;
  recipientKind: string;
  recipientName: string;
  fields: string[];
  reference: string | null;
  at: string;
}

export interface LedgerWithdrawal {
  purpose: string;
  reference: string | null;
  /** myData (this page) or leadCard (the dashboard's opt-out). */
  screen: "myData" | "leadCard";
  at: string;
}

export interface Ledger {
  consents: LedgerConsent[];
  sharings: LedgerSharing[];
  withdrawals: LedgerWithdrawal[];
}

const newestFirst = <T extends { at: string }>(list: T[]) => list.sort((a, b) => b.at.localeCompare(a.at));

export async function ledgerOf(db: Database, userId: string): Promise<Ledger> {
  const [journey, lender, free, sharings, withdrawals, optouts] = await Promise.all([
    db
      .select({
        row: applicationConsents,
        reference: applications.reference,
        partner: partners.businessName,
      })
      .from(applicationConsents)
      .innerJoin(applications, eq(applications.id, applicationConsents.applicationId))
      .leftJoin(partners, eq(partners.id, applications.partnerId))
      .where(eq(applications.userId, userId)),
    db
      .select({ row: lenderConsents, reference: applications.reference })
      .from(lenderConsents)
      .innerJoin(applications, eq(applications.id, lenderConsents.applicationId))
      .where(and(eq(applications.userId, userId), isNotNull(lenderConsents.decidedAt))),
    db
      .select({
        version: creditChecks.consentTextVersion,
        locale: creditChecks.consentLocale,
        at: creditChecks.consentGivenAt,
      })
      .from(creditChecks)
      .where(eq(creditChecks.userId, userId)),
    db
      .select({ row: dataSharings, reference: applications.reference })
      .from(dataSharings)
      .leftJoin(applications, eq(applications.id, dataSharings.applicationId))
      .where(eq(dataSharings.userId, userId)),
    db
      .select({ row: consentWithdrawals, reference: applications.reference })
      .from(consentWithdrawals)
      .leftJoin(applications, eq(applications.id, consentWithdrawals.applicationId))
      .where(eq(consentWithdrawals.userId, userId)),
    db
      .select({
        applicationId: applicationOptouts.applicationId,
        at: applicationOptouts.optedOutAt,
        reference: applications.reference,
      })
      .from(applicationOptouts)
      .innerJoin(applications, eq(applications.id, applicationOptouts.applicationId))
      .where(eq(applications.userId, userId)),
  ]);
  // A consent given again on My data is an entry of the withdrawals table (granted), shown with the consents.
  const regranted = withdrawals.filter(({ row }) => row.granted);
  const withdrawn = withdrawals.filter(({ row }) => !row.granted);
  // An opt-out from this page is also a withdrawal row; the dashboard's own opt-out is only an opt-out row.
  // The consent rows an opt-out writes (granted = false at the opt-out's time) are shown as the withdrawal.
  const fromHere = new Set(
    withdrawn.filter(({ row }) => row.purpose === "applicationSharing").map(({ row }) => row.applicationId),
  );
  const optedOutAt = new Map(optouts.map((o) => [o.applicationId, o.at.getTime()]));
  // A journey consent withdrawn by itself writes a refusing row at the withdrawal's time: shown as the withdrawal.
  const withdrawalRow = new Set(
    withdrawn.map(({ row }) => `${row.applicationId}|${row.purpose}|${row.createdAt.getTime()}`),
  );
  // What can still be withdrawn: the newest entry of each consent, when it is given and still in force.
  const newestJourney = new Map<string, number>();
  for (const { row } of journey) {
    const key = `${row.applicationId}|${row.purpose}`;
    newestJourney.set(key, Math.max(newestJourney.get(key) ?? 0, row.givenAt.getTime()));
  }
  const newestLender = new Map<string, number>();
  for (const { row } of lender) {
    newestLender.set(
      row.applicationId,
      Math.max(newestLender.get(row.applicationId) ?? 0, row.decidedAt!.getTime()),
    );
  }
  const newestOf = (
    purpose: string,
    list: { row: { purpose: string; granted: boolean; createdAt: Date } }[],
  ) =>
    list
      .filter(({ row }) => row.purpose === purpose)
      .reduce<{ granted: boolean; at: number } | null>(
        (best, { row }) =>
          !best || row.createdAt.getTime() >= best.at
            ? { granted: row.granted, at: row.createdAt.getTime() }
            : best,
        null,
      );
  const whatsappNewest = newestOf("whatsappUpdates", withdrawals);
  const freeNewest = newestOf("freeScoreCheck", withdrawals);
  const newestFree = Math.max(0, ...free.map((row) => row.at.getTime()));
  const journeyWithdraw = (row: (typeof journey)[number]["row"], reference: string) => {
    if (!row.granted || optedOutAt.has(row.applicationId)) return undefined;
    if (newestJourney.get(`${row.applicationId}|${row.purpose}`) !== row.givenAt.getTime()) return undefined;
    // Sharing with the chosen lender ends as sharing for the whole application does.
    const kind = (
      row.purpose === LENDER_SHARE_PURPOSE ? "shareWithLenders" : row.purpose
    ) as LedgerConsentKind;
    return { kind, reference };
  };
  return {
    consents: newestFirst([
      ...journey
        .filter(({ row }) => row.granted || optedOutAt.get(row.applicationId) !== row.givenAt.getTime())
        .filter(
          ({ row }) =>
            row.granted || !withdrawalRow.has(`${row.applicationId}|${row.purpose}|${row.givenAt.getTime()}`),
        )
        .map(({ row, reference, partner }) => ({
          withdraw: journeyWithdraw(row, reference),
          purpose: row.purpose,
          granted: row.granted,
          textVersion: row.textVersion,
          locale: row.locale,
          at: row.givenAt.toISOString(),
          // Sharing with one lender is agreed on the offer's "Confirm and send" screen, not the consents step.
          screen:
            row.purpose === LENDER_SHARE_PURPOSE ? ("chooseLender" as const) : ("journeyConsents" as const),
          reference,
          ...(row.purpose === PARTNER_CONSENT && partner ? { partner } : {}),
        })),
      ...lender.map(({ row, reference }) => ({
        withdraw:
          row.status === "approved" &&
          !optedOutAt.has(row.applicationId) &&
          newestLender.get(row.applicationId) === row.decidedAt!.getTime()
            ? { kind: "lenderTerms" as const, reference }
            : undefined,
        purpose: "lenderTerms",
        granted: row.status === "approved",
        textVersion: row.termsVersion ?? "",
        locale: "",
        at: row.decidedAt!.toISOString(),
        screen: "lenderConsentLink" as const,
        reference,
      })),
      ...lender
        .filter(({ row }) => row.whatsappOptIn !== null)
        .map(({ row, reference }) => ({
          // In force unless WhatsApp updates were withdrawn after it (and not given again since).
          withdraw:
            row.whatsappOptIn === true &&
            newestLender.get(row.applicationId) === row.decidedAt!.getTime() &&
            !(whatsappNewest && !whatsappNewest.granted)
              ? { kind: "lenderWhatsapp" as const, reference }
              : undefined,
          purpose: "whatsappUpdates",
          granted: row.whatsappOptIn === true,
          textVersion: row.termsVersion ?? "",
          locale: "",
          at: row.decidedAt!.toISOString(),
          screen: "lenderConsentLink" as const,
          reference,
        })),
      ...free.map((row) => ({
        withdraw:
          row.at.getTime() === newestFree &&
          !(freeNewest && !freeNewest.granted && freeNewest.at >= newestFree)
            ? { kind: "freeScoreCheck" as const, reference: null }
            : undefined,
        purpose: "bureauCheck",
        granted: true,
        textVersion: row.version,
        locale: row.locale,
        at: row.at.toISOString(),
        screen: "freeCreditScore" as const,
        reference: null,
      })),
      ...regranted.map(({ row }) => ({
        purpose: row.purpose,
        granted: true,
        textVersion: row.textVersion ?? "",
        locale: row.locale,
        at: row.createdAt.toISOString(),
        screen: "myData" as const,
        reference: null,
      })),
    ]),
    sharings: newestFirst(
      sharings.map(({ row, reference }) => ({
        occasion: row.occasion,
        recipientKind: row.recipientKind,
        recipientName: row.recipientName,
        fields: row.fields,
        reference: reference ?? row.applicationReference,
        at: row.createdAt.toISOString(),
      })),
    ),
    withdrawals: newestFirst([
      ...withdrawn.map(({ row, reference }) => ({
        purpose: row.purpose,
        reference: reference ?? row.applicationReference,
        screen: "myData" as const,
        at: row.createdAt.toISOString(),
      })),
      ...optouts
        .filter((o) => !fromHere.has(o.applicationId))
        .map((o) => ({
          purpose: "applicationSharing",
          reference: o.reference,
          screen: "leadCard" as const,
          at: o.at.toISOString(),
        })),
    ]),
  };
}

/**
 * Which purposes are withdrawn now (their newest withdrawal is not followed by the consent given again on My
 * data; on the same instant the withdrawal wins), and which applications' sharing.
 */
export function withdrawnNow(ledger: Ledger) {
  const newest = (list: { purpose: string; at: string }[], purpose: string) =>
    list.find((entry) => entry.purpose === purpose)?.at ?? "";
  const regrants = ledger.consents.filter((c) => c.screen === "myData");
  const withdrawn = (purpose: string) => {
    const at = newest(ledger.withdrawals, purpose);
    return at !== "" && at >= newest(regrants, purpose);
  };
  return {
    marketing: withdrawn("marketing"),
    whatsappUpdates: withdrawn("whatsappUpdates"),
    applications: new Set(
      ledger.withdrawals.filter((w) => w.purpose === "applicationSharing").map((w) => w.reference),
    ),
  };
}

/**
 * Everything held about the customer, for the download (DPDP Act 2023 s.11): the profile, each application
 * with its details (the PAN only masked), consents, sharings, withdrawals, score checks and requests.
 */
export async function dataExportOf(db: Database, userId: string, at: Date) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const apps = await db
    .select({ app: applications, details: applicantDetails })
    .from(applications)
    .leftJoin(applicantDetails, eq(applicantDetails.applicationId, applications.id))
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.createdAt));
  const checks = await db
    .select()
    .from(creditChecks)
    .where(eq(creditChecks.userId, userId))
    .orderBy(desc(creditChecks.fetchedAt));
  const ledger = await ledgerOf(db, userId);
  const requests = await rightsRequestsOf(db, userId);
  return {
    generatedAt: at.toISOString(),
    customer: {
      mobile: user.mobile,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      createdAt: user.createdAt.toISOString(),
      lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    },
    applications: apps.map(({ app, details }) => ({
      reference: app.reference,
      product: app.product,
      status: app.status,
      stages: app.stages,
      name: app.name,
      email: app.personalEmail,
      loanNeed: app.steps,
      creditScore: app.creditScore,
      creditCheckedAt: app.creditCheckedAt?.toISOString() ?? null,
      lenderId: app.lenderId,
      offer: app.voucher,
      createdAt: app.createdAt.toISOString(),
      submittedAt: app.submittedAt?.toISOString() ?? null,
      sanctionedAt: app.sanctionedAt?.toISOString() ?? null,
      disbursedAt: app.disbursedAt?.toISOString() ?? null,
      cancelReason: app.cancelReason,
      details: details
        ? {
            dateOfBirth: details.dateOfBirth,
            pan: details.panMasked,
            pincode: details.pincode,
            employment: details.employment,
            netMonthlyIncome: details.netMonthlyIncome,
            business: details.business,
          }
        : null,
    })),
    freeScoreChecks: checks.map((check) => ({
      bureau: check.bureau,
      score: check.score,
      fullName: check.fullName,
      dateOfBirth: check.dateOfBirth,
      email: check.email,
      pan: check.panMasked,
      checkedAt: check.fetchedAt.toISOString(),
    })),
    // What the page offers to withdraw is not part of what is held about the customer.
    consents: ledger.consents.map(({ withdraw: _offered, ...consent }) => consent),
    sharings: ledger.sharings,
    withdrawals: ledger.withdrawals,
    requests: requests.map((request) => ({
      reference: request.reference,
      kind: request.kind,
      status: request.status,
      details: request.details,
      response: request.response,
      outcome: request.outcome,
      createdAt: request.createdAt.toISOString(),
      dueAt: request.dueAt.toISOString(),
      completedAt: request.completedAt?.toISOString() ?? null,
    })),
  };
}

export type DataExport = NonNullable<Awaited<ReturnType<typeof dataExportOf>>>;

/** The customer's applications as the withdrawal form lists them, newest first. */
export function applicationChoicesOf(db: Database, userId: string) {
  return db
    .select({
      reference: applications.reference,
      product: applications.product,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.createdAt));
}
