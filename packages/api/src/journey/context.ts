import { randomInt } from "node:crypto";
import { applicantDetails, applicationConsents, applications, partners, users } from "@loansetu/db/schema";
import { and, asc, eq, isNull } from "@loansetu/db/sql";
import {
  type ConsentPurpose,
  firstIncompleteStep,
  type JourneyProduct,
  type JourneyProgress,
  journeyProduct,
  kolkataDate,
  type LeadStage,
} from "@loansetu/domain/application";
import { PARTNER_CONSENT } from "@loansetu/domain/journey-steps";
import type { ApiLocale } from "../auth/messages.ts";
import type { User } from "../auth/session-service.ts";
import type { Lender } from "../data/schemas.ts";
import { AppError } from "../lib/errors.ts";
import type { ApiDeps } from "../lib/types.ts";
import { journeyMessage } from "./messages.ts";
import {
  type ApplicationRow,
  type ConsentState,
  type CreditScoreView,
  type DetailsRow,
  iso,
  type JourneyState,
  type StoredProductDetails,
} from "./model.ts";
import { readVoucher } from "./voucher.ts";

/**
 * What every part of the journey service shares: the database, the clock, the PAN key, and reading an
 * application (its owner check, details, consents, progress and state) and touching it.
 */
export function createJourneyContext(deps: ApiDeps) {
  const db = deps.database.db;
  const now = () => deps.clock();
  const key = deps.config.PAN_ENCRYPTION_KEY;

  const fail = (
    code: "NOT_FOUND" | "CONFLICT" | "BAD_REQUEST",
    message: Parameters<typeof journeyMessage>[0],
    locale: ApiLocale,
  ) => new AppError(code, journeyMessage(message, locale));

  function productOf(slug: string, locale: ApiLocale): JourneyProduct {
    const product = journeyProduct(slug);
    if (!product) throw fail("NOT_FOUND", "unknownProduct", locale);
    return product;
  }

  async function lenders(): Promise<Lender[]> {
    return (await deps.data.get("lenders.json")).lenders;
  }

  async function newReference(): Promise<string> {
    // "LS" + yymmdd in India + 6 random digits: readable on the phone, unguessable enough with ownership checks.
    const day = kolkataDate(now()).replace(/-/g, "").slice(2);
    for (;;) {
      const reference = `LS${day}${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;
      const [taken] = await db
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.reference, reference));
      if (!taken) return reference;
    }
  }

  /** Gives an unnamed account the name a person typed (first word first name, the rest last name). */
  async function nameIfUnnamed(user: User, fullName: string): Promise<void> {
    const [firstName, ...others] = fullName.trim().split(/\s+/);
    if (!firstName) return;
    await db
      .update(users)
      .set({ firstName, lastName: others.join(" ") || null, updatedAt: now() })
      .where(and(eq(users.id, user.id), isNull(users.firstName), isNull(users.lastName)));
  }

  async function owned(user: User, reference: string, locale: ApiLocale): Promise<ApplicationRow> {
    const [row] = await db
      .select()
      .from(applications)
      .where(and(eq(applications.reference, reference), eq(applications.userId, user.id)));
    // Another customer's application is "not found", never "forbidden": its existence is not disclosed.
    if (!row) throw fail("NOT_FOUND", "notFound", locale);
    return row;
  }

  async function detailsOf(row: ApplicationRow): Promise<DetailsRow | undefined> {
    const [details] = await db
      .select()
      .from(applicantDetails)
      .where(eq(applicantDetails.applicationId, row.id));
    return details;
  }

  async function consentsOf(row: ApplicationRow): Promise<ConsentState | null> {
    const rows = await db
      .select()
      .from(applicationConsents)
      .where(eq(applicationConsents.applicationId, row.id))
      .orderBy(asc(applicationConsents.id));
    if (rows.length === 0) return null;
    const latest = new Map<string, (typeof rows)[number]>();
    for (const consent of rows) latest.set(consent.purpose, consent);
    const granted = (purpose: ConsentPurpose | typeof PARTNER_CONSENT) =>
      latest.get(purpose)?.granted === true;
    // The version shown is the journey's own texts' (the partner's box has a version of its own).
    const journeyRows = rows.filter((consent) => consent.purpose !== PARTNER_CONSENT);
    const last = journeyRows[journeyRows.length - 1] ?? rows[rows.length - 1]!;
    return {
      bureauCheck: granted("bureauCheck"),
      shareWithLenders: granted("shareWithLenders"),
      contact: granted("contact"),
      shareWithPartner: granted(PARTNER_CONSENT),
      textVersion: last.textVersion,
      givenAt: last.givenAt.toISOString(),
    };
  }

  /** The partner whose link brought the customer to this application (asked about at the consent step). */
  async function referringPartnerOf(row: ApplicationRow): Promise<{ business: string } | null> {
    if (row.attributionSource !== "link" || row.partnerId === null || row.attributedAt === null) return null;
    const [partner] = await db
      .select({ business: partners.businessName })
      .from(partners)
      .where(eq(partners.id, row.partnerId));
    return partner ?? null;
  }

  function productDetailsOf(row: ApplicationRow): StoredProductDetails | null {
    return (row.steps.product as StoredProductDetails | undefined) ?? null;
  }

  function creditScoreOf(row: ApplicationRow): CreditScoreView | null {
    return row.creditCheckedAt
      ? {
          score: row.creditScore,
          bureau: row.creditBureau ?? "",
          checkedAt: row.creditCheckedAt.toISOString(),
        }
      : null;
  }

  function progressOf(
    row: ApplicationRow,
    details: DetailsRow | undefined,
    consents: ConsentState | null,
  ): JourneyProgress {
    return {
      loggedIn: true,
      details: details !== undefined && row.name !== null,
      product: productDetailsOf(row) !== null,
      consents: consents?.bureauCheck === true && consents.shareWithLenders,
      offerChosen: row.voucher !== null,
    };
  }

  async function stateOf(row: ApplicationRow): Promise<JourneyState> {
    const details = await detailsOf(row);
    const consents = await consentsOf(row);
    const progress = progressOf(row, details, consents);
    return {
      reference: row.reference,
      product: row.product,
      productsId: row.productsId,
      vendorsId: row.vendorsId,
      status: row.status,
      stages: row.stages as LeadStage[],
      backBtnSlug: row.backBtnSlug,
      utm: row.utm,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      submittedAt: iso(row.submittedAt),
      step: firstIncompleteStep(progress),
      progress,
      details:
        details && row.name !== null
          ? {
              fullName: row.name,
              email: row.personalEmail ?? "",
              dateOfBirth: details.dateOfBirth,
              panMasked: details.panMasked,
              pincode: details.pincode,
              employment: details.employment,
              netMonthlyIncome: details.netMonthlyIncome,
              business: details.business,
            }
          : null,
      productDetails: productDetailsOf(row),
      consents,
      referringPartner: await referringPartnerOf(row),
      creditScore: creditScoreOf(row),
      voucher: readVoucher(row.voucher),
    };
  }

  function assertOpen(row: ApplicationRow, locale: ApiLocale) {
    if (row.submittedAt !== null) throw fail("CONFLICT", "submitted", locale);
    // A partner typed this customer's mobile: the customer first says whether that partner is helping them
    // (partners/customer-confirmation.ts), so nothing of theirs is saved on an application a stranger claims.
    if (row.attributionSource === "partner_started" && row.attributedAt === null)
      throw fail("CONFLICT", "partnerUnanswered", locale);
  }

  async function touch(row: ApplicationRow, values: Partial<typeof applications.$inferInsert>) {
    const [updated] = await db
      .update(applications)
      .set({ ...values, updatedAt: now() })
      .where(eq(applications.id, row.id))
      .returning();
    return updated!;
  }

  async function mobileOf(row: ApplicationRow): Promise<string | undefined> {
    const [user] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, row.userId));
    return user?.mobile;
  }

  return {
    deps,
    db,
    now,
    key,
    fail,
    productOf,
    lenders,
    newReference,
    nameIfUnnamed,
    owned,
    detailsOf,
    consentsOf,
    referringPartnerOf,
    productDetailsOf,
    creditScoreOf,
    progressOf,
    stateOf,
    assertOpen,
    touch,
    mobileOf,
  };
}

export type JourneyContext = ReturnType<typeof createJourneyContext>;
