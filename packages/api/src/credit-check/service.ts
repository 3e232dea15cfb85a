import { randomUUID } from "node:crypto";
import type { Database } from "@loansetu/db/client";
import { applicantDetails, applications, auditLog, creditChecks } from "@loansetu/db/schema";
import { asc, desc, eq } from "@loansetu/db/sql";
import { checkScoreCheckDetails, type FieldErrors, kolkataDate, maskPan } from "@loansetu/domain/application";
import {
  type CreditReport,
  type Factor,
  rateFactors,
  SCORE_CHECK_CONSENT_VERSION,
  SCORE_CHECK_DAILY_CAP,
  SCORE_CHECK_IP_HOURLY_LIMIT,
  SCORE_REUSE_DAYS,
  type ScoreWorth,
  scoreWorth,
} from "@loansetu/domain/credit-report";
import { type ScoreBand, scoreBand } from "@loansetu/domain/credit-score";
import { CREDIT_SCORE_JOURNEY, creditScoreBackSlug } from "@loansetu/domain/journey";
import { type CreditBureau, createBureau } from "../adapters/bureau.ts";
import type { ApiLocale } from "../auth/messages.ts";
import { exceeded, record, startOfIndianDay, withKeyLock } from "../auth/rate-limit.ts";
import type { User } from "../auth/session-service.ts";
import { findBureau } from "../content/bureaus.ts";
import { decryptPan, encryptPan } from "../journey/pan-crypto.ts";
import { AppError } from "../lib/errors.ts";
import type { ApiDeps } from "../lib/types.ts";
import { recordSharing } from "../privacy/sharing-ledger.ts";
import { creditCheckMessage } from "./messages.ts";

// The free credit score: a soft bureau check any logged-in customer can run, which is not a loan
// application (it writes `credit_checks`, never `applications`). The first check is free and immediate;
// the stored score is reused for 30 days, then one soft check refreshes it. Each request counts toward a
// daily cap per customer and an hourly limit per IP; the PAN must stay the customer's own (a different PAN
// from the one on their checks or applications needs an explicit confirmation and is audited).

const DAY_MS = 86_400_000;
type CheckRow = typeof creditChecks.$inferSelect;

export interface CheckInput {
  bureau: string;
  fullName?: string | undefined;
  dateOfBirth?: string | undefined;
  pan?: string | undefined;
  email?: string | undefined;
  consent: boolean;
  confirmPanChange?: boolean | undefined;
}

/** What the customer sees of their score: never the adapter's name, never the PAN beyond its mask. */
export interface ScoreView {
  id: string;
  /** The bureau the customer chose (its slug). */
  bureau: string;
  score: number | null;
  fetchedAt: string;
  /** When a refresh becomes possible (30 days after the fetch). */
  refreshableAt: string;
  /** §3 `isScoreExpire`: the 30 days are over and the score may be refreshed. */
  isScoreExpire: boolean;
  /** The score's band on the one scale every screen uses (decision 0046); null without a score. */
  band: ScoreBand | null;
  panMasked: string;
  report: CreditReport;
  factors: Factor[];
  /** Every check's score, oldest first (NA/NH ones left out). */
  history: { fetchedAt: string; score: number }[];
  worth: ScoreWorth;
}

/** What the form can fill in for a returning customer. */
export interface KnownDetails {
  fullName: string | null;
  email: string | null;
  dateOfBirth: string | null;
  panMasked: string | null;
}

export type CheckResult = { ok: true; reused: boolean; view: ScoreView } | { ok: false; errors: FieldErrors };

export function createCreditCheckService(deps: ApiDeps, bureau: CreditBureau = createBureau(deps.config)) {
  const db = deps.database.db;
  const key = deps.config.PAN_ENCRYPTION_KEY;
  const now = () => deps.clock();

  async function rows(user: User, tx: Database = db): Promise<CheckRow[]> {
    return tx
      .select()
      .from(creditChecks)
      .where(eq(creditChecks.userId, user.id))
      .orderBy(asc(creditChecks.fetchedAt));
  }

  /** The PAN the customer gave last: on a check, else on their latest application. */
  async function knownPan(user: User, latest: CheckRow | undefined, tx: Database): Promise<string | null> {
    if (latest) return decryptPan(latest.panEncrypted, key, latest.id);
    const [row] = await tx
      .select({ id: applications.id, panEncrypted: applicantDetails.panEncrypted })
      .from(applications)
      .innerJoin(applicantDetails, eq(applicantDetails.applicationId, applications.id))
      .where(eq(applications.userId, user.id))
      .orderBy(desc(applications.createdAt))
      .limit(1);
    return row ? decryptPan(row.panEncrypted, key, row.id) : null;
  }

  async function view(all: CheckRow[]): Promise<ScoreView> {
    const row = all[all.length - 1]!;
    const refreshableAt = new Date(row.fetchedAt.getTime() + SCORE_REUSE_DAYS * DAY_MS);
    const report = row.report as unknown as CreditReport;
    const lenders = (await deps.data.get("lenders.json")).lenders;
    return {
      id: row.id,
      bureau: row.bureau,
      score: row.score,
      fetchedAt: row.fetchedAt.toISOString(),
      refreshableAt: refreshableAt.toISOString(),
      isScoreExpire: now().getTime() >= refreshableAt.getTime(),
      band: row.score === null ? null : scoreBand(row.score),
      panMasked: row.panMasked,
      report,
      factors: rateFactors(report),
      history: all.flatMap((r) =>
        r.score === null ? [] : [{ fetchedAt: r.fetchedAt.toISOString(), score: r.score }],
      ),
      worth: scoreWorth(lenders, row.score),
    };
  }

  return {
    /** The customer's current score, or null before their first check. Only ever their own rows. */
    async current(user: User): Promise<ScoreView | null> {
      const all = await rows(user);
      return all.length === 0 ? null : view(all);
    },

    /** Name, email, date of birth and masked PAN already known: a returning customer is not asked again. */
    async known(user: User): Promise<KnownDetails> {
      const all = await rows(user);
      const latest = all[all.length - 1];
      if (latest) {
        return {
          fullName: latest.fullName,
          email: latest.email,
          dateOfBirth: latest.dateOfBirth,
          panMasked: latest.panMasked,
        };
      }
      const [app] = await db
        .select({
          name: applications.name,
          email: applications.personalEmail,
          dateOfBirth: applicantDetails.dateOfBirth,
          panMasked: applicantDetails.panMasked,
        })
        .from(applications)
        .innerJoin(applicantDetails, eq(applicantDetails.applicationId, applications.id))
        .where(eq(applications.userId, user.id))
        .orderBy(desc(applications.createdAt))
        .limit(1);
      return {
        fullName: app?.name ?? null,
        email: app?.email ?? null,
        dateOfBirth: app?.dateOfBirth ?? null,
        panMasked: app?.panMasked ?? null,
      };
    },

    /**
     * Runs the check: the stored score while it is under 30 days old (no bureau call), otherwise one
     * soft enquiry under the consent given now. A PAN sent as its mask keeps the known PAN.
     */
    async check(
      user: User,
      input: CheckInput,
      locale: ApiLocale,
      client: { ip: string; requestId?: string | undefined },
    ): Promise<CheckResult> {
      const chosen = findBureau(input.bureau);
      if (!chosen) throw new AppError("NOT_FOUND", creditCheckMessage("unknownBureau", locale));
      if (!input.consent) throw new AppError("BAD_REQUEST", creditCheckMessage("consentNeeded", locale));
      // One customer's checks run one at a time, so two taps never make two bureau enquiries. The view is
      // built after the lock is released (it reads reference data outside the transaction).
      const outcome = await withKeyLock(db, `credit-check:${user.id}`, async (tx) => {
        const at = now();
        const all = await rows(user, tx);
        const latest = all[all.length - 1];
        if (latest && at.getTime() < latest.fetchedAt.getTime() + SCORE_REUSE_DAYS * DAY_MS) {
          return { ok: true as const, reused: true };
        }
        const userKey = `credit-check:user:${user.id}`;
        const ipKey = `credit-check:ip:${client.ip}`;
        if (await exceeded(tx, userKey, [{ limit: SCORE_CHECK_DAILY_CAP, since: startOfIndianDay(at) }])) {
          throw new AppError("RATE_LIMITED", creditCheckMessage("dailyCap", locale));
        }
        if (
          await exceeded(tx, ipKey, [
            { limit: SCORE_CHECK_IP_HOURLY_LIMIT, since: new Date(at.getTime() - 3_600_000) },
          ])
        ) {
          throw new AppError("RATE_LIMITED", creditCheckMessage("ipLimit", locale));
        }
        await record(tx, userKey, at);
        await record(tx, ipKey, at);

        const previousPan = await knownPan(user, latest, tx);
        const keepPan = previousPan !== null && input.pan?.trim().toUpperCase() === maskPan(previousPan);
        const checked = checkScoreCheckDetails(
          {
            fullName: input.fullName,
            email: input.email,
            dateOfBirth: input.dateOfBirth,
            pan: keepPan ? previousPan : input.pan,
          },
          { today: kolkataDate(at) },
        );
        if (!checked.ok) return { ok: false as const, errors: checked.errors };
        const details = checked.value;
        const panChanged = previousPan !== null && previousPan !== details.pan;
        if (panChanged && input.confirmPanChange !== true) {
          throw new AppError("CONFLICT", creditCheckMessage("panChanged", locale));
        }

        const id = randomUUID();
        let answer: Awaited<ReturnType<CreditBureau["softCheck"]>>;
        try {
          answer = await bureau.softCheck({
            pan: details.pan,
            mobile: user.mobile,
            fullName: details.fullName,
            dateOfBirth: details.dateOfBirth,
            consentReference: id,
            asOf: at,
          });
        } catch (error) {
          deps.logger.error({ err: String(error), bureau: bureau.name }, "credit score check failed");
          throw new AppError("UNAVAILABLE", creditCheckMessage("bureauUnavailable", locale));
        }
        await tx.insert(creditChecks).values({
          id,
          userId: user.id,
          bureau: chosen.slug,
          provider: bureau.name,
          productsId: CREDIT_SCORE_JOURNEY.productsId,
          backBtnSlug: creditScoreBackSlug(chosen.slug),
          score: answer.score,
          report: answer.report as unknown as Record<string, unknown>,
          fullName: details.fullName,
          dateOfBirth: details.dateOfBirth,
          email: details.email,
          panEncrypted: encryptPan(details.pan, key, id),
          panMasked: maskPan(details.pan),
          consentTextVersion: SCORE_CHECK_CONSENT_VERSION,
          consentLocale: locale,
          consentGivenAt: at,
          fetchedAt: at,
          ip: client.ip,
        });
        await recordSharing(tx, {
          userId: user.id,
          applicationId: null,
          occasion: "freeScoreCheck",
          recipientKind: "bureau",
          recipientName: chosen.slug,
          at,
        });
        if (panChanged) {
          // Never the PAN itself in the log: the two masks say enough for a review.
          await tx.insert(auditLog).values({
            at,
            actorType: "customer",
            actorId: user.id,
            action: "credit-check-pan-changed",
            subjectType: "credit-check",
            subjectId: id,
            ip: client.ip,
            requestId: client.requestId ?? null,
            details: { from: maskPan(previousPan), to: maskPan(details.pan) },
          });
        }
        return { ok: true as const, reused: false };
      });
      if (!outcome.ok) return outcome;
      return { ok: true, reused: outcome.reused, view: await view(await rows(user)) };
    },
  };
}

export type CreditCheckService = ReturnType<typeof createCreditCheckService>;
