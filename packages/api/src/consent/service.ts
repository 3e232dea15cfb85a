import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Database } from "@loansetu/db/client";
import {
  applications,
  auditLog,
  leadPayoutStatuses,
  lenderConsents,
  payouts,
  usedLinks,
  users,
} from "@loansetu/db/schema";
import { and, desc, eq, sql } from "@loansetu/db/sql";
import { leadStages } from "@loansetu/domain/application";
import { LEAD_STAGES } from "@loansetu/domain/journey-steps";
import {
  decideConsent,
  LENDER_CONSENT_TERMS_VERSION,
  type LenderConsentDecision,
  type LenderConsentStatus,
} from "@loansetu/domain/lender-consent";
import { MESSAGES } from "@loansetu/domain/messages";
import { decodeJwt } from "jose";
import { type CkycRegistry, createCkyc } from "../adapters/ckyc.ts";
import type { DeviceMemory } from "../auth/known-device.ts";
import { type ApiLocale, authMessage } from "../auth/messages.ts";
import { createOtpService } from "../auth/otp-service.ts";
import { withKeyLock } from "../auth/rate-limit.ts";
import { type LinkClaims, signLinkToken, verifyJwt } from "../auth/tokens.ts";
import { productName, renderSanctionPdf, sanctionFileName } from "../documents/sanction-letter-pdf.ts";
import { createJourneyService } from "../journey/service.ts";
import { readVoucher } from "../journey/voucher.ts";
import { AppError } from "../lib/errors.ts";
import type { ApiDeps } from "../lib/types.ts";
import { recordSharing } from "../privacy/sharing-ledger.ts";
import { consentMessage } from "./messages.ts";
import { isOptedOut } from "./optouts.ts";

export interface Client {
  ip: string;
  requestId?: string | undefined;
  locale: ApiLocale;
  /** The caller's browser for the OTP limits (auth/known-device.ts); absent for server-to-server calls. */
  device?: DeviceMemory;
}

export interface DecisionInput {
  status: LenderConsentDecision;
  whatsappOptIn: boolean;
  loanInitiatedChecked: boolean;
  ckyc: boolean;
  isMobile: boolean;
  source: string;
}

type ConsentRow = typeof lenderConsents.$inferSelect;
type ApplicationRow = typeof applications.$inferSelect;

/** Page-facing status: a pending link past its expiry reads 'expired'. */
export type LinkStatus = LenderConsentStatus | "expired";

const maskMobile = (mobile: string) => `XXXXXX${mobile.slice(-4)}`;

function lenderNameOf(app: ApplicationRow): string | null {
  return readVoucher(app.voucher)?.lenderName ?? null;
}
/** How long a payout link works: a working day for the finance team to record a payout. */
const PAYOUT_LINK_TTL_SECONDS = 24 * 3600;
const OFFER_ACCEPTED_STAGES = LEAD_STAGES.indexOf("Offer accepted") + 1;

/** Checks the `x-api-key` header against the configured key in constant time. */
export function apiKeyMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = createHash("sha256").update(expected).digest();
  const b = createHash("sha256").update(given).digest();
  return timingSafeEqual(a, b);
}

/** Encrypted link payloads (`POST /api/decrypt`): AES-256-GCM under a key derived from LINK_SECRET. */
function payloadKey(secret: string): Buffer {
  return createHash("sha256").update(`link-payload|${secret}`).digest();
}

export function encryptLinkPayload(secret: string, payload: Record<string, unknown>): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", payloadKey(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

export function decryptLinkPayload(secret: string, key: string): Record<string, unknown> | null {
  try {
    const raw = Buffer.from(key, "base64url");
    if (raw.length < 29) return null;
    const decipher = createDecipheriv("aes-256-gcm", payloadKey(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The lender consent flow: issuing signed single-use links, reading a link's status, the consent
 * OTP, the one decision per link (pending → approved or rejected, audited, the lead's stages following),
 * the cKYC lookup after it and the sanction letter.
 */
export function createConsentService(deps: ApiDeps, ckyc: CkycRegistry = createCkyc(deps.config)) {
  const { config } = deps;
  const db = deps.database.db;
  const now = () => deps.clock();
  const otp = createOtpService(deps);
  const journeys = createJourneyService(deps);

  async function applicationByReference(reference: string, q: Database = db) {
    const [row] = await q
      .select({ app: applications, mobile: users.mobile, customerLocale: users.locale })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .where(eq(applications.reference, reference));
    return row;
  }

  /** Verifies a link token for lead `id`; expired tokens with a good signature still resolve (flagged). */
  async function resolve(token: string, id: string, locale: ApiLocale) {
    let result = await verifyJwt<LinkClaims>(config.LINK_SECRET, token, "link", now());
    let expired = false;
    if (!result.ok && result.reason === "expired") {
      // Signature and type checked as of the token's own lifetime, so the status it carries can be shown.
      result = await verifyJwt<LinkClaims>(config.LINK_SECRET, token, "link", new Date(0));
      expired = true;
    }
    if (!result.ok || result.claims.purpose !== "consent" || !result.claims.ref) {
      throw new AppError("UNAUTHORIZED", consentMessage("linkInvalid", locale));
    }
    const { claims } = result;
    if (claims.ref !== id) throw new AppError("FORBIDDEN", consentMessage("wrongLead", locale));
    const [found] = await db
      .select({ consent: lenderConsents, app: applications })
      .from(lenderConsents)
      .innerJoin(applications, eq(applications.id, lenderConsents.applicationId))
      .where(eq(lenderConsents.jti, claims.jti));
    if (!found || found.app.reference !== id) {
      throw new AppError("UNAUTHORIZED", consentMessage("linkInvalid", locale));
    }
    return { claims, consent: found.consent, app: found.app, expired };
  }

  /** For every call that acts: the link must be live and its consent still pending. */
  async function resolveLive(token: string, id: string, locale: ApiLocale) {
    const resolved = await resolve(token, id, locale);
    if (resolved.consent.status !== "pending") {
      throw new AppError("CONFLICT", consentMessage("alreadyDecided", locale));
    }
    if (resolved.expired) throw new AppError("GONE", consentMessage("linkExpired", locale));
    if (await isOptedOut(db, resolved.app.id))
      throw new AppError("CONFLICT", consentMessage("optedOut", locale));
    return resolved;
  }

  /** The chosen offer as its KFS states it (the same figures as the KFS the page links to), or null. */
  async function kfsOf(app: ApplicationRow, locale: ApiLocale) {
    const voucher = readVoucher(app.voucher);
    if (!voucher) return null;
    return journeys.kfsOfferOf(app, voucher.lenderId, locale).catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
  }

  async function terms(app: ApplicationRow, locale: ApiLocale) {
    const voucher = readVoucher(app.voucher);
    const kfs = await kfsOf(app, locale);
    return {
      lenderName: lenderNameOf(app),
      loanAmount: voucher?.loanAmount ?? null,
      roi: voucher?.roi ?? null,
      emi: voucher?.emi ?? null,
      tenure: voucher?.tenure ?? null,
      // The one-time processing fee with GST and the APR, as the KFS writes them.
      processingFee: kfs ? kfs.offer.processingFee : null,
      apr: kfs ? kfs.offer.apr : null,
      termsVersion: LENDER_CONSENT_TERMS_VERSION,
    };
  }

  async function audit(tx: Database, action: string, app: ApplicationRow, client: Client, details: object) {
    await tx.insert(auditLog).values({
      actorType: "applicant",
      actorId: app.userId,
      action,
      subjectType: "application",
      subjectId: app.reference,
      ip: client.ip,
      requestId: client.requestId ?? null,
      details,
      at: now(),
    });
  }

  return {
    ckyc,

    /** A signed consent link for a lead with a chosen lender (`npm run consent:link`, the dev route). */
    async issueLink(
      reference: string,
      options: {
        ttlSeconds?: number;
        base: string;
        ckyc?: boolean;
        locale?: ApiLocale;
        /** The transaction to issue it in (the back office's issuing is one transaction with its audit). */
        db?: Database;
      },
    ) {
      const locale = options.locale ?? "en";
      const q = options.db ?? db;
      const found = await applicationByReference(reference, q);
      if (!found) throw new AppError("NOT_FOUND", consentMessage("leadNotFound", locale));
      const { app, mobile, customerLocale } = found;
      if (app.lenderId === null || !app.voucher || app.status !== "active") {
        throw new AppError("CONFLICT", consentMessage("notReady", locale));
      }
      if (await isOptedOut(q, app.id)) throw new AppError("CONFLICT", consentMessage("optedOut", locale));
      const ttl = options.ttlSeconds ?? config.CONSENT_LINK_TTL_SECONDS;
      const at = now();
      const token = await signLinkToken(
        config.LINK_SECRET,
        { mobile, purpose: "consent", ref: reference },
        at,
        ttl,
      );
      const jti = String(decodeJwt(token).jti);
      const expiresAt = new Date(at.getTime() + ttl * 1000);
      await q.insert(lenderConsents).values({
        applicationId: app.id,
        lenderId: app.lenderId,
        jti,
        expiresAt,
        createdAt: at,
      });
      const query = new URLSearchParams({
        id: reference,
        token,
        ckyc: String(options.ckyc ?? true),
        origin: "web",
      });
      // The page opens in the customer's language (`locale` is the caller's, for its answers).
      const path = `${customerLocale === "hi" ? "/hi" : ""}/consent?${query}`;
      return { url: `${options.base}${path}`, path, token, expiresAt };
    },

    /** GET /api/consent: the link's status (§7 data.value.status) and the terms to show. */
    async status(token: string, id: string, locale: ApiLocale) {
      const { consent, app, expired, claims } = await resolve(token, id, locale);
      const status: LinkStatus =
        consent.status !== "pending" ? (consent.status as LinkStatus) : expired ? "expired" : "pending";
      return {
        value: { status },
        referenceId: id,
        mobile: maskMobile(claims.mobile),
        name: app.name,
        otpVerified: consent.otpVerifiedAt !== null,
        terms: await terms(app, locale),
      };
    },

    async sendOtp(token: string, id: string, client: Client) {
      const { claims } = await resolveLive(token, id, client.locale);
      const sent = await otp.send({
        mobile: claims.mobile,
        ip: client.ip,
        locale: client.locale,
        purpose: "consent",
        knownDevice: client.device?.known(claims.mobile) ?? false,
      });
      return {
        status: "sent",
        token,
        message: authMessage("otpSent", client.locale),
        mobile: maskMobile(claims.mobile),
        referenceId: sent.id,
      };
    },

    async resendOtp(token: string, id: string, referenceId: string, client: Client) {
      const { claims } = await resolveLive(token, id, client.locale);
      const sent = await otp.resend(referenceId, {
        mobile: claims.mobile,
        ip: client.ip,
        locale: client.locale,
        purpose: "consent",
        knownDevice: client.device?.known(claims.mobile) ?? false,
      });
      return {
        status: "sent",
        token,
        message: authMessage("otpSent", client.locale),
        mobile: maskMobile(claims.mobile),
        referenceId: sent.id,
      };
    },

    async verifyOtp(token: string, id: string, referenceId: string, code: string, client: Client) {
      const { claims, consent } = await resolveLive(token, id, client.locale);
      await otp.verify(referenceId, code, {
        mobile: claims.mobile,
        ip: client.ip,
        locale: client.locale,
        purpose: "consent",
        knownDevice: client.device?.known(claims.mobile) ?? false,
      });
      client.device?.remember(claims.mobile);
      await db.update(lenderConsents).set({ otpVerifiedAt: now() }).where(eq(lenderConsents.id, consent.id));
      return {
        status: "verified",
        token,
        message:
          client.locale === "hi" ? "आपका मोबाइल नंबर सत्यापित हो गया है!" : MESSAGES["consent.mobileVerified"],
        mobile: maskMobile(claims.mobile),
        referenceId,
      };
    },

    /** PUT /api/consent: the one decision of a link, under a lock so two submissions cannot both land. */
    async decide(token: string, id: string, input: DecisionInput, client: Client) {
      const { consent, app } = await resolveLive(token, id, client.locale);
      const at = now();
      const lenderName = (await deps.data.get("lenders.json")).lenders.find(
        (lender) => lender.id === consent.lenderId,
      )?.name;
      const outcome = await withKeyLock(db, `consent:${consent.id}`, async (tx) => {
        const [current] = await tx.select().from(lenderConsents).where(eq(lenderConsents.id, consent.id));
        const row = current as ConsentRow;
        const transition = decideConsent(
          row.status as LenderConsentStatus,
          input.status,
          input.loanInitiatedChecked,
        );
        if (!transition.ok) {
          throw transition.reason === "alreadyDecided"
            ? new AppError("CONFLICT", consentMessage("alreadyDecided", client.locale))
            : new AppError("VALIDATION_FAILED", consentMessage("loanInitiatedRequired", client.locale));
        }
        if (!row.otpVerifiedAt) throw new AppError("FORBIDDEN", consentMessage("otpRequired", client.locale));
        const reason = transition.status === "rejected" ? consentMessage("declinedReason", "en") : null;
        await tx
          .update(lenderConsents)
          .set({
            status: transition.status,
            decidedAt: at,
            decidedIp: client.ip,
            termsVersion: LENDER_CONSENT_TERMS_VERSION,
            whatsappOptIn: input.whatsappOptIn,
            loanInitiatedChecked: input.loanInitiatedChecked,
            ckyc: input.ckyc,
            isMobile: input.isMobile,
            source: input.source,
            reason,
          })
          .where(and(eq(lenderConsents.id, row.id), eq(lenderConsents.status, "pending")));
        await tx
          .insert(usedLinks)
          .values({ jti: row.jti, purpose: "consent", usedAt: at })
          .onConflictDoNothing();
        const [lead] = await tx.select().from(applications).where(eq(applications.id, app.id));
        if (transition.status === "approved") {
          // Accepting the lender's terms sends the decision (and the cKYC lookup) to that lender.
          await recordSharing(tx, {
            userId: app.userId,
            applicationId: app.id,
            occasion: "consentLink",
            recipientKind: "lender",
            recipientName: lenderName ?? "",
            lenderId: row.lenderId,
            at,
          });
          const done = Math.max(
            OFFER_ACCEPTED_STAGES,
            (lead?.stages ?? []).filter((s) => s.isComplete).length,
          );
          // The version moves too: a back-office change prepared before this decision must reload.
          await tx
            .update(applications)
            .set({ stages: leadStages(done), updatedAt: at, version: sql`${applications.version} + 1` })
            .where(eq(applications.id, app.id));
        } else {
          await tx
            .update(applications)
            .set({ status: "Cancelled", updatedAt: at, version: sql`${applications.version} + 1` })
            .where(eq(applications.id, app.id));
        }
        await audit(tx, `consent.${transition.status}`, app, client, {
          consentId: row.id,
          lenderId: row.lenderId,
          termsVersion: LENDER_CONSENT_TERMS_VERSION,
          whatsappOptIn: input.whatsappOptIn,
          loanInitiatedChecked: input.loanInitiatedChecked,
          ckyc: input.ckyc,
          isMobile: input.isMobile,
          source: input.source,
          ...(reason ? { reason } : {}),
        });
        return transition.status;
      });
      return { value: { status: outcome }, message: consentMessage(outcome, client.locale) };
    },

    /** GET /api/ckyc/status/{id}: only after this link's consent was approved. */
    async ckycStatus(token: string, id: string, origin: string, client: Client) {
      const { consent, app } = await resolve(token, id, client.locale);
      if (consent.status !== "approved")
        throw new AppError("CONFLICT", consentMessage("notSanctioned", client.locale));
      const result = await ckyc.lookup({ reference: app.reference, origin });
      await audit(db, "ckyc.lookup", app, client, { found: result.found, origin, provider: ckyc.name });
      if (!result.found) throw new AppError("NOT_FOUND", consentMessage("noRecord", client.locale));
      return { ckycId: result.ckycId };
    },

    /** The sanction letter of a sanctioned lead whose lender consent was accepted, for its owner or link holder. */
    async sanctionLetter(reference: string, access: { userId?: string; token?: string }, locale: ApiLocale) {
      let app: ApplicationRow | undefined;
      if (access.token) app = (await resolve(access.token, reference, locale)).app;
      else if (access.userId) {
        [app] = await db
          .select()
          .from(applications)
          .where(and(eq(applications.reference, reference), eq(applications.userId, access.userId)));
      }
      if (!app) throw new AppError("NOT_FOUND", consentMessage("leadNotFound", locale));
      const [approved] = await db
        .select()
        .from(lenderConsents)
        .where(and(eq(lenderConsents.applicationId, app.id), eq(lenderConsents.status, "approved")))
        .orderBy(desc(lenderConsents.decidedAt))
        .limit(1);
      // Accepting the lender's terms is not a sanction: the letter exists only once the lender's sanction
      // is recorded (the back office's "Sanction", dated then).
      if (!approved?.decidedAt || !app.sanctionedAt)
        throw new AppError("CONFLICT", consentMessage("notSanctioned", locale));
      const voucher = readVoucher(app.voucher);
      const [lendersFile, site] = await Promise.all([
        deps.data.get("lenders.json"),
        deps.data.get("site.json"),
      ]);
      const lender = lendersFile.lenders.find((l) => l.id === voucher?.lenderId);
      if (!voucher || !lender) throw new AppError("CONFLICT", consentMessage("notSanctioned", locale));
      const bytes = await renderSanctionPdf({
        reference: app.reference,
        applicantName: app.name,
        productName: productName(app.product, locale),
        voucher,
        lender,
        site,
        brandName: config.BRAND_NAME,
        sanctionedAt: app.sanctionedAt,
        locale,
      });
      return {
        _file: Buffer.from(bytes).toString("base64"),
        fileName: sanctionFileName(app.reference),
      };
    },

    /** The chosen offer's KFS for the holder of its consent link, while the terms are open to a decision. */
    async kfs(token: string, id: string, locale: ApiLocale) {
      const { app } = await resolveLive(token, id, locale);
      const found = await kfsOf(app, locale);
      if (!found) throw new AppError("NOT_FOUND", consentMessage("leadNotFound", locale));
      return found;
    },

    /**
     * A signed payout link for one lead: the only thing that opens decrypt, decryptLeadPayout and
     * savePayoutStatus until employees sign in to the studio. Single-purpose ("payout") and tied to the lead.
     */
    async issuePayoutLink(reference: string, options: { ttlSeconds?: number; locale?: ApiLocale } = {}) {
      const found = await applicationByReference(reference);
      if (!found) throw new AppError("NOT_FOUND", consentMessage("leadNotFound", options.locale ?? "en"));
      const ttl = options.ttlSeconds ?? PAYOUT_LINK_TTL_SECONDS;
      const at = now();
      const token = await signLinkToken(
        config.LINK_SECRET,
        { mobile: found.mobile, purpose: "payout", ref: reference },
        at,
        ttl,
      );
      return { token, expiresAt: new Date(at.getTime() + ttl * 1000) };
    },

    /** The one lead a payout link may act on; any other token (a consent link, a forged one) is refused. */
    async payoutScope(token: string | undefined, locale: ApiLocale): Promise<string> {
      const result = token
        ? await verifyJwt<LinkClaims>(config.LINK_SECRET, token, "link", now())
        : ({ ok: false } as const);
      if (!result.ok || result.claims.purpose !== "payout" || !result.claims.ref) {
        throw new AppError("UNAUTHORIZED", consentMessage("payoutLinkInvalid", locale));
      }
      return result.claims.ref;
    },

    /** POST /api/decrypt: a payload naming another lead reads as unreadable, so nothing is learnt from it. */
    decrypt(key: string, scope: string, locale: ApiLocale): Record<string, unknown> {
      const value = decryptLinkPayload(config.LINK_SECRET, key);
      if (!value || value.leadsId !== scope) {
        throw new AppError("BAD_REQUEST", consentMessage("decryptFailed", locale));
      }
      return value;
    },

    /**
     * POST /api/decryptLeadPayout: the lead named by an encrypted payout key, with its payout (
     * figures, status, history). A key past its `exp` reads as expired (410): the page shows the expired link.
     */
    async decryptLeadPayout(payoutStatusKey: string, scope: string, locale: ApiLocale) {
      const value = decryptLinkPayload(config.LINK_SECRET, payoutStatusKey);
      const leadsId = typeof value?.leadsId === "string" ? value.leadsId : null;
      if (!leadsId) throw new AppError("BAD_REQUEST", consentMessage("decryptFailed", locale));
      if (typeof value?.exp === "number" && value.exp * 1000 <= now().getTime()) {
        throw new AppError("GONE", consentMessage("payoutLinkInvalid", locale));
      }
      // Another lead and an unknown one answer alike: the caller must not learn which references exist.
      const found = leadsId === scope ? await applicationByReference(leadsId) : undefined;
      if (!found) throw new AppError("NOT_FOUND", consentMessage("leadNotFound", locale));
      const [latest] = await db
        .select()
        .from(leadPayoutStatuses)
        .where(eq(leadPayoutStatuses.applicationId, found.app.id))
        .orderBy(desc(leadPayoutStatuses.createdAt), desc(leadPayoutStatuses.id))
        .limit(1);
      const [payout] = await db.select().from(payouts).where(eq(payouts.applicationId, found.app.id));
      return {
        leadsId,
        leadStatus: found.app.status,
        lenderName: lenderNameOf(found.app),
        payoutStatus: latest
          ? { status: latest.status, remarks: latest.remarks, payout: latest.payout }
          : null,
        payout: payout
          ? {
              status: payout.status,
              month: payout.month,
              disbursedRupees: payout.disbursedRupees,
              rateBps: payout.rateBps,
              capRupees: payout.capRupees,
              payoutPaise: payout.payoutPaise,
              gstPaise: payout.gstPaise,
              tdsPaise: payout.tdsPaise,
              netPaise: payout.netPaise,
              paidRupees: payout.paidRupees,
              receiptConfirmedAt: payout.receiptConfirmedAt?.toISOString() ?? null,
            }
          : null,
      };
    },
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
