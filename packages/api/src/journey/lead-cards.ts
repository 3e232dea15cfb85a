import { applications } from "@loansetu/db/schema";
import { and, desc, eq, ne } from "@loansetu/db/sql";
import { firstIncompleteStep, type LeadStage, leadStages } from "@loansetu/domain/application";
import { LEAD_STATUS_AT_CREATION } from "@loansetu/domain/journey";
import type { ApiLocale } from "../auth/messages.ts";
import type { User } from "../auth/session-service.ts";
import { CHATBOT_PRODUCTS_ID } from "../chatbot/constants.ts";
import type { Lender } from "../data/schemas.ts";
import type { JourneyContext } from "./context.ts";
import { type ApplicationRow, DAY_MS, type LeadCard, lenderView, SCORE_VALID_DAYS } from "./model.ts";
import { readVoucher } from "./voucher.ts";

/** The §3 lead cards: building one from an application, the customer's list and §7 create-lead. */
export function createLeadCards(ctx: JourneyContext) {
  const {
    db,
    now,
    lenders,
    consentsOf,
    detailsOf,
    progressOf,
    creditScoreOf,
    productOf,
    newReference,
    nameIfUnnamed,
  } = ctx;

  async function leadCard(row: ApplicationRow, byId: Map<number, Lender>): Promise<LeadCard> {
    const consents = await consentsOf(row);
    const details = await detailsOf(row);
    const progress = progressOf(row, details, consents);
    const lender = row.lenderId !== null ? byId.get(row.lenderId) : undefined;
    const score = creditScoreOf(row);
    const step = firstIncompleteStep(progress);
    return {
      id: row.reference,
      loanId: row.reference,
      leadStatus: row.status,
      product: row.product,
      productsId: row.productsId,
      vendorsId: row.vendorsId,
      name: row.name,
      personalEmail: row.personalEmail,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      stages: row.stages as LeadStage[],
      systemId: 2,
      systems: [],
      isUjActive: false,
      isNbfcLead: lender?.rbiRegistrationType.startsWith("NBFC") ?? false,
      isScoreExpire:
        score !== null && now().getTime() - Date.parse(score.checkedAt) > SCORE_VALID_DAYS * DAY_MS,
      isconsentCreated: progress.consents || row.submittedAt !== null,
      consentOptedout: false,
      creditScore: score,
      voucher: readVoucher(row.voucher),
      lender: lender ? lenderView(lender) : null,
      cancelReason: row.status === "Cancelled" ? row.cancelReason : null,
      resume:
        row.submittedAt === null
          ? { step, path: `/apply/${row.product}?reference=${encodeURIComponent(row.reference)}` }
          : null,
    };
  }

  return {
    leadCard,

    /** §7 create-lead: a lead for the logged-in customer, status active (§4), stages not started. */
    async createLead(
      user: User,
      input: {
        product: string;
        productsId: number;
        vendorsId: number;
        name?: string | undefined;
        personalEmail?: string | undefined;
        utmSource?: string | undefined;
      },
      locale: ApiLocale,
    ): Promise<LeadCard> {
      const product = productOf(input.product, locale);
      const at = now();
      const [row] = await db
        .insert(applications)
        .values({
          reference: await newReference(),
          userId: user.id,
          product: product.slug,
          productsId: input.productsId,
          vendorsId: input.vendorsId,
          status: LEAD_STATUS_AT_CREATION,
          stages: leadStages(0),
          name: input.name ?? null,
          personalEmail: input.personalEmail ?? null,
          utm: input.utmSource ? { utm_source: input.utmSource } : {},
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      // The name given in the chat greets the customer on the dashboard, as the journey's name does;
      // a name the customer already has is never overwritten.
      if (input.productsId === CHATBOT_PRODUCTS_ID && input.name) await nameIfUnnamed(user, input.name);
      return leadCard(row!, new Map());
    },

    /**
     * The customer's loan applications, newest first (optionally one product's), for the dashboard.
     * Chatbot leads (productsId 26) are support contacts, not applications.
     */
    async leads(user: User, product?: string): Promise<LeadCard[]> {
      const rows = await db
        .select()
        .from(applications)
        .where(
          and(
            eq(applications.userId, user.id),
            ne(applications.productsId, CHATBOT_PRODUCTS_ID),
            product ? eq(applications.product, product) : undefined,
          ),
        )
        .orderBy(desc(applications.createdAt));
      const byId = new Map((await lenders()).map((lender) => [lender.id, lender]));
      return Promise.all(rows.map((row) => leadCard(row, byId)));
    },
  };
}

export type LeadCards = ReturnType<typeof createLeadCards>;
