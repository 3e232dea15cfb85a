import type { Database } from "@loansetu/db/client";
import { applicationConsents, applicationOptouts, applications, auditLog } from "@loansetu/db/schema";
import { and, eq, inArray } from "@loansetu/db/sql";
import { CONSENT_PURPOSES, CONSENT_TEXT_VERSION, journeyProduct } from "@loansetu/domain/application";
import { type ScoreBand, scoreBand } from "@loansetu/domain/credit-score";
import { vehicleIllustration, vehicleIllustrationPath } from "@loansetu/domain/vehicle-illustration";
import { type VoucherCharges, voucherCharges } from "@loansetu/domain/voucher";
import { type CreditInsights, sandboxCreditInsights } from "../adapters/bureau.ts";
import type { ApiLocale } from "../auth/messages.ts";
import type { User } from "../auth/session-service.ts";
import type { CarCatalogue } from "../data/schemas.ts";
import {
  createJourneyService,
  type JourneyService,
  type LeadCard,
  type Voucher,
} from "../journey/service.ts";
import { readOtherVouchers } from "../journey/voucher.ts";
import { endShares } from "../lenders/shares.ts";
import { AppError } from "../lib/errors.ts";
import type { ApiDeps } from "../lib/types.ts";
import { dashboardMessage } from "./messages.ts";

// What the dashboard and loan-details pages read, and the opt-out (§4, §6, §7 Dashboard and
// account). Every lookup goes through the caller's own applications: another customer's lead answers
// 404, as if it did not exist, and an opt-out naming one changes nothing.

/** §6 "not for the tw_ev product": the electric two-wheeler (green) loan. */
export const NO_OPTOUT_PRODUCTS: readonly string[] = ["ev-loan"];
/** Stage names whose completion means the lender sanctioned the loan (a letter exists). */
const SANCTIONED_STAGE = "Sanctioned";

export interface DashboardLead extends LeadCard {
  /** §6: opt-out is offered only when the score is not expired, consent was created and not for tw_ev. */
  canOptOut: boolean;
  optedOutAt: string | null;
  sanctioned: boolean;
}

/** §3 voucher with the §9 figures worked out by the domain rules. */
export interface VoucherView extends Voucher {
  charges: VoucherCharges;
}

/** §3 Vehicle asset. */
export interface VehicleAsset {
  model_id: number;
  make_name: string;
  model_name: string;
  variant_name: string | null;
  modelImage: string;
  /** Our own drawing for the model's body type (the catalogue ships no photos). */
  illustration: string;
  /** A car or a two-wheeler: the page names the block after it. */
  kind: "car" | "twoWheeler";
}

/**
 * The offer the lender sanctioned, as the loan details page names it: lender, amount, tenure, rate, EMI and
 * the APR as the KFS and the lender consent page state it (the same `kfsOfferOf`), so the three never differ.
 */
export interface SanctionedOffer {
  lenderId: number;
  lenderName: string;
  loanAmount: number;
  tenure: number;
  roi: number;
  emi: number;
  /** Null when the KFS cannot be worked out for the lender any more (its product was withdrawn). */
  apr: number | null;
  sanctionedAt: string | null;
}

export interface LeadDetail {
  lead: DashboardLead;
  vouchers: VoucherView[];
  vehicle: VehicleAsset | null;
  sanctionedOffer: SanctionedOffer | null;
}

export interface CreditScoreDetail {
  leadId: string;
  creditScore: number | null;
  bureau: string;
  checkedAt: string;
  isScoreExpire: boolean;
  /** The score's band on the one scale every screen uses (decision 0046); null without a score. */
  band: ScoreBand | null;
  insights: CreditInsights | null;
}

/** A model (and variant, when the application names one) of the catalogue, cars then two-wheelers. */
export function findAsset(
  catalogue: CarCatalogue,
  query: { modelId?: number; variantId?: number },
): VehicleAsset | null {
  const brands = [
    ...catalogue.brands.map((brand) => ({ brand, kind: "car" as const })),
    ...catalogue.twoWheelerBrands.map((brand) => ({ brand, kind: "twoWheeler" as const })),
  ];
  for (const { brand, kind } of brands) {
    for (const model of brand.models) {
      const variant =
        query.variantId !== undefined
          ? (model.variants as { id: number; name: string; fuel: string }[]).find(
              (v) => v.id === query.variantId,
            )
          : undefined;
      if (variant || (query.modelId !== undefined && model.id === query.modelId)) {
        const fuel = variant?.fuel ?? model.variants[0]?.fuel;
        return {
          model_id: model.id,
          make_name: brand.name,
          model_name: model.name,
          variant_name: variant?.name ?? null,
          modelImage: model.modelImage,
          illustration: vehicleIllustrationPath(vehicleIllustration(model.bodyType, fuel, kind)),
          kind,
        };
      }
    }
  }
  return null;
}

export function createDashboardService(deps: ApiDeps, journeys: JourneyService = createJourneyService(deps)) {
  const db = deps.database.db;
  const now = () => deps.clock();

  async function optouts(userId: string): Promise<Map<string, Date>> {
    const rows = await db
      .select({ reference: applications.reference, at: applicationOptouts.optedOutAt })
      .from(applicationOptouts)
      .innerJoin(applications, eq(applications.id, applicationOptouts.applicationId))
      .where(eq(applications.userId, userId));
    return new Map(rows.map((row) => [row.reference, row.at]));
  }

  function withOptout(lead: LeadCard, optedOut: Map<string, Date>): DashboardLead {
    const at = optedOut.get(lead.id);
    const sanctioned =
      lead.voucher !== null && lead.stages.some((s) => s.name === SANCTIONED_STAGE && s.isComplete);
    return {
      ...lead,
      consentOptedout: at !== undefined,
      optedOutAt: at ? at.toISOString() : null,
      canOptOut:
        at === undefined &&
        !lead.isScoreExpire &&
        lead.isconsentCreated &&
        !NO_OPTOUT_PRODUCTS.includes(lead.product),
      // A withdrawn consent keeps no resume: the journey would need the consent again.
      resume: at === undefined ? lead.resume : null,
      sanctioned,
    };
  }

  async function leads(user: User, product?: string): Promise<DashboardLead[]> {
    const [list, optedOut] = await Promise.all([journeys.leads(user, product), optouts(user.id)]);
    return list.map((lead) => withOptout(lead, optedOut));
  }

  async function lead(user: User, id: string, locale: ApiLocale): Promise<DashboardLead> {
    const found = (await leads(user)).find((candidate) => candidate.id === id);
    if (!found) throw new AppError("NOT_FOUND", dashboardMessage("notFound", locale));
    return found;
  }

  async function rowOf(user: User, id: string) {
    const [row] = await db
      .select()
      .from(applications)
      .where(and(eq(applications.reference, id), eq(applications.userId, user.id)));
    return row;
  }

  return {
    leads,
    lead,

    /** §7 GET application/{id}: the lead, its vouchers (§9 figures) and its vehicle. */
    async detail(user: User, id: string, locale: ApiLocale): Promise<LeadDetail> {
      const card = await lead(user, id, locale);
      const row = (await rowOf(user, id))!;
      const extra = readOtherVouchers(row.steps.vouchers);
      const vouchers = [...(card.voucher ? [card.voucher] : []), ...extra].map((voucher) => ({
        ...voucher,
        charges: voucherCharges(voucher),
      }));
      // The product step keeps the chosen variant under `vehicle` (application.ts StoredProductDetails).
      const product = row.steps.product as
        | { vehicle?: { variantId?: number }; variantId?: number }
        | undefined;
      const variantId = product?.vehicle?.variantId ?? product?.variantId;
      const vehicle =
        variantId !== undefined
          ? findAsset(await deps.data.get("car-catalogue.json"), { variantId: Number(variantId) })
          : null;
      let sanctionedOffer: SanctionedOffer | null = null;
      if (card.sanctioned && card.voucher) {
        const voucher = card.voucher;
        const kfs = await journeys.kfsOfferOf(row, voucher.lenderId, locale).catch((error: unknown) => {
          if (error instanceof AppError) return null;
          throw error;
        });
        sanctionedOffer = {
          lenderId: voucher.lenderId,
          lenderName: voucher.lenderName,
          loanAmount: voucher.loanAmount,
          tenure: voucher.tenure,
          roi: voucher.roi,
          emi: voucher.emi,
          apr: kfs ? kfs.offer.apr : null,
          sanctionedAt: row.sanctionedAt ? row.sanctionedAt.toISOString() : null,
        };
      }
      return { lead: card, vouchers, vehicle, sanctionedOffer };
    },

    /** §7 GET credit-score?leadId: the lead's bureau score with its bands and the factors behind it. */
    async creditScore(user: User, leadId: string, locale: ApiLocale): Promise<CreditScoreDetail> {
      const card = await lead(user, leadId, locale);
      const score = card.creditScore;
      if (!score) throw new AppError("NOT_FOUND", dashboardMessage("noScore", locale));
      const value = score.score;
      return {
        leadId: card.id,
        creditScore: value,
        bureau: score.bureau,
        checkedAt: score.checkedAt,
        isScoreExpire: card.isScoreExpire,
        band: value === null ? null : scoreBand(value),
        insights:
          value === null
            ? null
            : sandboxCreditInsights(value, `${user.id}|${card.id}`, new Date(score.checkedAt)),
      };
    },

    /** The sanctioned lead's letter inputs, or 404 when the lead is not (yet) sanctioned. */
    async sanctioned(user: User, id: string, locale: ApiLocale) {
      const card = await lead(user, id, locale);
      if (!card.sanctioned || !card.voucher)
        throw new AppError("NOT_FOUND", dashboardMessage("noSanction", locale));
      const lendersFile = await deps.data.get("lenders.json");
      const lender = lendersFile.lenders.find((l) => l.id === card.voucher!.lenderId);
      if (!lender) throw new AppError("NOT_FOUND", dashboardMessage("noSanction", locale));
      return { card, voucher: card.voucher, lender, product: journeyProduct(card.product) };
    },

    /**
     * §4 opt-out of the named leads. All or nothing: a reference that is not the caller's, or whose
     * opt-out is not offered (§6), refuses the whole request. Recorded with its time, with every consent
     * of those leads recorded as withdrawn (DPDP), so nothing more is shared or sent for them.
     */
    async optOut(
      user: User,
      referenceIds: string[],
      autoLogin: boolean,
      locale: ApiLocale,
      client: { ip: string; requestId?: string },
    ): Promise<{ optedOut: string[]; optedOutAt: string }> {
      const list = await leads(user);
      const byId = new Map(list.map((l) => [l.id, l]));
      const unique = [...new Set(referenceIds)];
      for (const id of unique) {
        const found = byId.get(id);
        if (!found) throw new AppError("NOT_FOUND", dashboardMessage("optOutFailed", locale));
        if (!found.canOptOut && !found.consentOptedout)
          throw new AppError("CONFLICT", dashboardMessage("optOutFailed", locale));
      }
      const at = now();
      const rows = await db
        .select({ id: applications.id, reference: applications.reference })
        .from(applications)
        .where(and(eq(applications.userId, user.id), inArray(applications.reference, unique)));
      await db.transaction(async (tx) => {
        for (const row of rows) {
          const inserted = await tx
            .insert(applicationOptouts)
            .values({ applicationId: row.id, optedOutAt: at, autoLogin })
            .onConflictDoNothing()
            .returning();
          if (inserted.length === 0) continue;
          // The retention periods the confirmation names count from the opt-out (the application's last change).
          await tx.update(applications).set({ updatedAt: at }).where(eq(applications.id, row.id));
          // Lenders the application was shared with lose it in this same transaction (decision 0066).
          await endShares(tx as unknown as Database, row.id, at, locale);
          await tx.insert(applicationConsents).values(
            CONSENT_PURPOSES.map((purpose) => ({
              applicationId: row.id,
              purpose,
              granted: false,
              textVersion: CONSENT_TEXT_VERSION,
              locale,
              givenAt: at,
            })),
          );
          await tx.insert(auditLog).values({
            at,
            actorType: "customer",
            actorId: user.id,
            action: "opt-out",
            subjectType: "application",
            subjectId: row.reference,
            ip: client.ip,
            requestId: client.requestId ?? null,
            details: { autoLogin },
          });
        }
      });
      return { optedOut: rows.map((r) => r.reference), optedOutAt: at.toISOString() };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
