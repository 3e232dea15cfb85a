import type { Database } from "@loansetu/db/client";
import { lenderOrganisations, lenderUsers } from "@loansetu/db/schema";
import { and, eq, isNull, lt, or } from "@loansetu/db/sql";
import {
  canActOnApplications,
  canManageUsers,
  isLenderUserRole,
  type LenderUserRole,
} from "@loansetu/domain/lender-portal";
import type { RejectionReason, ShareStatus } from "@loansetu/domain/lender-share";
import type { Offer } from "@loansetu/domain/offers";
import { buildRepaymentSchedule } from "@loansetu/domain/repayment-schedule";
import { recordAudit } from "../audit/record.ts";
import type { ApiLocale } from "../auth/messages.ts";
import { documentStorageFor } from "../borrower-documents/storage.ts";
import { AppError } from "../lib/errors.ts";
import { hashPassword, verifyPassword } from "../lib/passwords.ts";
import { looksLikeRecoveryCode } from "../lib/recovery-codes.ts";
import { createSignInLockout, type SignInCaller } from "../lib/sign-in-lockout.ts";
import { decryptTotpSecret, matchTotp, totpQrSvg, totpUri } from "../lib/totp.ts";
import { transaction } from "../lib/transaction.ts";
import type { ApiDeps } from "../lib/types.ts";
import { STUDIO_POLICY } from "../studio/policy.ts";
import { createLenderKey, LenderKeyRefused, lenderKeysOf, revokeLenderKey, rotateLenderKey } from "./keys.ts";
import { portalMessage } from "./portal-messages.ts";
import {
  changeLenderUserRole,
  completeLenderSetup,
  deactivateLenderUser,
  endLenderSession,
  inviteLenderUser,
  LENDER_TOTP_ISSUER,
  type LenderUser,
  LenderUserRefused,
  lenderUsersOf,
  normaliseLenderEmail,
  openLenderInvite,
  principalOfUser,
  startLenderSession,
  toLenderUser,
  useLenderRecoveryCode,
} from "./portal-users.ts";
import type { ClosureReason } from "./servicing.ts";
import { createLenderShareService } from "./share-service.ts";
import type { FinalTerms } from "./shares.ts";
import { deliveryLog, replayDelivery } from "./webhooks.ts";

// The lender portal's service (decision 0072): sign-in as the back office does it (password, then TOTP or a
// recovery code, the same lockout), and every step on an application through the same share service as the
// lender API, scoped to the user's lender and checked against the user's role. The portal's pages and its
// JSON routes (portal-routes.ts) both call this; neither reaches a table itself.

export interface PortalCaller extends SignInCaller {
  requestId?: string | undefined;
}

export type PortalDecision =
  | { decision: "approve" | "counter"; terms: FinalTerms }
  | { decision: "reject"; reason: RejectionReason };

/** Adds whole months to an ISO date (the day stays: the form allows days 1 to 28). */
function addMonthsIso(iso: string, months: number): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const at = new Date(Date.UTC(year, month - 1 + months, day));
  return at.toISOString().slice(0, 10);
}

/** The set-up link's e-mail, in the inviting manager's page language. */
const INVITE_EMAIL = {
  en: {
    subject: (lender: string) => `Your LoanSetu lender portal account for ${lender}`,
    body: (name: string, by: string, lender: string, url: string) =>
      `Hello ${name},\n\n${by} has invited you to LoanSetu's lender portal for ${lender}.\n\nSet your password and your authenticator app here (the link works once, for 72 hours):\n${url}\n\nIf you did not expect this, ignore this email.`,
  },
  hi: {
    subject: (lender: string) => `${lender} के लिए आपका LoanSetu लेंडर पोर्टल खाता`,
    body: (name: string, by: string, lender: string, url: string) =>
      `नमस्ते ${name},\n\n${by} ने आपको ${lender} के लिए LoanSetu के लेंडर पोर्टल में आमंत्रित किया है।\n\nयहाँ अपना पासवर्ड और ऑथेंटिकेटर ऐप सेट करें (लिंक एक ही बार, 72 घंटे तक काम करता है):\n${url}\n\nअगर आपको इसकी उम्मीद नहीं थी, तो इस ईमेल को अनदेखा करें।`,
  },
} as const;

export function createLenderPortal(deps: ApiDeps) {
  const db = deps.database.db;
  const now = () => deps.clock();
  const { shares, servicing, beforeWrite } = createLenderShareService(deps);
  const { attempt, overIpLimit } = createSignInLockout({
    db,
    now,
    policy: STUDIO_POLICY,
    keyPrefix: "lender-sign-in",
    auditPrefix: "lender-portal.sign-in",
    subjectType: "lender-user",
  });

  /** Refuses (and records the refusal) unless the user's role allows the action. */
  async function allow(
    user: LenderUser,
    allowed: (role: LenderUserRole) => boolean,
    what: string,
    caller: PortalCaller,
    locale: ApiLocale,
  ) {
    if (allowed(user.role)) return;
    await recordAudit(db, {
      actor: { kind: "lender-user", id: user.id },
      action: "access.refused",
      details: { lenderId: user.lenderId, role: user.role, wanted: what },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    throw new AppError("FORBIDDEN", portalMessage("forbidden", locale));
  }

  /** One step on an application: the same service call as the lender API's, in one transaction. */
  async function step<T>(run: (tx: Database) => Promise<T>): Promise<T> {
    await beforeWrite();
    const done = await transaction(db, run);
    // A webhook the step queued goes out now rather than at the worker's next poll.
    deps.queue.kick();
    return done;
  }

  /** A key made or rotated, audited with its prefix; the lender's limit of two active keys answers 409. */
  async function keyStep<T extends { id: string; keyPrefix: string } | null>(
    user: LenderUser,
    caller: PortalCaller,
    locale: ApiLocale,
    action: string,
    run: () => Promise<T>,
  ): Promise<T> {
    let made: T;
    try {
      made = await run();
    } catch (error) {
      if (error instanceof LenderKeyRefused)
        throw new AppError("CONFLICT", portalMessage("keyLimit", locale));
      throw error;
    }
    if (made)
      await recordAudit(db, {
        actor: { kind: "lender-user", id: user.id },
        action,
        subjectType: "lender-api-key",
        subjectId: made.id,
        details: { lenderId: user.lenderId, keyPrefix: made.keyPrefix },
        requestId: caller.requestId,
        ip: caller.ip,
      });
    return made;
  }

  return {
    /** Step 1: the password. Answers a half-way session that opens only the second-factor step. */
    async withPassword(rawEmail: string, password: string, caller: PortalCaller, locale: ApiLocale) {
      const email = normaliseLenderEmail(rawEmail);
      if (await overIpLimit(caller.ip))
        throw new AppError("RATE_LIMITED", portalMessage("tooMany", locale), {
          headers: { "Retry-After": "3600" },
        });
      const [row] = await db.select().from(lenderUsers).where(eq(lenderUsers.email, email));
      const accepted = await attempt(
        email,
        row?.id ?? null,
        caller,
        caller.requestId,
        async () => {
          const passwordOk = await verifyPassword(row?.passwordHash, password);
          return passwordOk && row?.status === "active" ? row : null;
        },
        () => verifyPassword(null, password), // the same time as any other refusal
      );
      if (accepted === null || accepted === "locked")
        throw new AppError("UNAUTHORIZED", portalMessage("badCredentials", locale));
      return startLenderSession(db, accepted.id, caller, now(), { mfa: false });
    },

    /**
     * Step 2: a TOTP code or a recovery code for the half-way session. Success ends that session and starts
     * the real one (a new token: the half-way one is never promoted).
     */
    async withSecondFactor(pending: LenderUser, code: string, caller: PortalCaller, locale: ApiLocale) {
      const at = now();
      const [row] = await db.select().from(lenderUsers).where(eq(lenderUsers.id, pending.id));
      if (row?.status !== "active") throw new AppError("UNAUTHORIZED", portalMessage("notSignedIn", locale));
      const trimmed = code.trim();
      const via = await attempt(row.email, row.id, caller, caller.requestId, async (tx) => {
        if (/^\d{6}$/.test(trimmed)) {
          const secret = decryptTotpSecret(row.totpSecretEncrypted, deps.config.PAN_ENCRYPTION_KEY, row.id);
          const matched = matchTotp(secret, trimmed, at, row.totpLastStep);
          if (matched === null) return null;
          // Conditional on the last step, so two requests with one code cannot both pass.
          const moved = await tx
            .update(lenderUsers)
            .set({ totpLastStep: matched })
            .where(
              and(
                eq(lenderUsers.id, row.id),
                or(isNull(lenderUsers.totpLastStep), lt(lenderUsers.totpLastStep, matched)),
              ),
            )
            .returning({ id: lenderUsers.id });
          return moved.length === 1 ? ("totp" as const) : null;
        }
        if (looksLikeRecoveryCode(trimmed) && (await useLenderRecoveryCode(tx, row.id, trimmed, at)))
          return "recovery-code" as const;
        return null;
      });
      if (via === "locked") throw new AppError("UNAUTHORIZED", portalMessage("badCredentials", locale));
      if (via === null) throw new AppError("OTP_INCORRECT", portalMessage("badCode", locale));
      return transaction(db, async (tx) => {
        if (pending.sessionId) await endLenderSession(tx, pending.sessionId, at);
        const session = await startLenderSession(tx, row.id, caller, at, { mfa: true });
        await tx.update(lenderUsers).set({ lastLoginAt: at }).where(eq(lenderUsers.id, row.id));
        await recordAudit(tx, {
          actor: { kind: "lender-user", id: row.id },
          action: "lender-portal.sign-in",
          subjectType: "lender-user",
          subjectId: row.id,
          details: { via, lenderId: row.lenderId },
          requestId: caller.requestId,
          ip: caller.ip,
        });
        return { ...session, user: toLenderUser(row, pending.lenderName, session.sessionId) };
      });
    },

    async signOut(user: LenderUser, caller: PortalCaller) {
      await transaction(db, async (tx) => {
        if (user.sessionId) await endLenderSession(tx, user.sessionId, now());
        await recordAudit(tx, {
          actor: { kind: "lender-user", id: user.id },
          action: "lender-portal.sign-out",
          subjectType: "lender-user",
          subjectId: user.id,
          requestId: caller.requestId,
          ip: caller.ip,
        });
      });
    },

    /** The applications shared with the user's lender, by status, 20 a page. */
    list(user: LenderUser, query: { status?: ShareStatus | undefined; cursor?: string | undefined }) {
      return shares.list(db, principalOfUser(user), { status: query.status, after: query.cursor, limit: 20 });
    },

    /** One application with the applicant's details masked, and the steps the user may take now. */
    async application(user: LenderUser, reference: string) {
      const found = await shares.overview(db, principalOfUser(user), reference);
      return { ...found, actions: canActOnApplications(user.role) ? found.actions : [] };
    },

    /** "Show": the applicant's details in full; logged as the lender's access and in the audit log. */
    async reveal(user: LenderUser, reference: string, caller: PortalCaller) {
      const read = await shares.read(db, principalOfUser(user), reference);
      await recordAudit(db, {
        actor: { kind: "lender-user", id: user.id },
        action: "lender-portal.applicant.reveal",
        details: { applicationId: reference, lenderId: user.lenderId },
        requestId: caller.requestId,
        ip: caller.ip,
      });
      return read.applicant as Record<string, unknown>;
    },

    async decide(
      user: LenderUser,
      reference: string,
      decision: PortalDecision,
      caller: PortalCaller,
      locale: ApiLocale,
    ) {
      await allow(user, canActOnApplications, "decision", caller, locale);
      return step((tx) => shares.decide(tx, principalOfUser(user), reference, decision));
    },

    async sanction(
      user: LenderUser,
      reference: string,
      input: { date: string },
      caller: PortalCaller,
      locale: ApiLocale,
    ) {
      await allow(user, canActOnApplications, "sanction", caller, locale);
      return step((tx) => shares.sanction(tx, principalOfUser(user), reference, input));
    },

    async disburse(
      user: LenderUser,
      reference: string,
      input: { amount: number; date: string; utr: string },
      caller: PortalCaller,
      locale: ApiLocale,
    ) {
      await allow(user, canActOnApplications, "disbursal", caller, locale);
      return step((tx) => shares.disburse(tx, principalOfUser(user), reference, input));
    },

    /** An EMI paid or missed (lenders/servicing.ts, as the lender API's `reportPayment`). */
    async reportPayment(
      user: LenderUser,
      reference: string,
      input: {
        instalment: number;
        status: "paid" | "missed";
        date: string;
        amount: number;
        reference?: string;
      },
      caller: PortalCaller,
      locale: ApiLocale,
    ) {
      await allow(user, canActOnApplications, "payment", caller, locale);
      return step((tx) => servicing.reportPayment(tx, principalOfUser(user), reference, input));
    },

    async close(
      user: LenderUser,
      reference: string,
      input: { date: string; reason: ClosureReason },
      caller: PortalCaller,
      locale: ApiLocale,
    ) {
      await allow(user, canActOnApplications, "closure", caller, locale);
      return step((tx) => servicing.close(tx, principalOfUser(user), reference, input));
    },

    async certificate(
      user: LenderUser,
      reference: string,
      bytes: Uint8Array,
      caller: PortalCaller,
      locale: ApiLocale,
    ) {
      await allow(user, canActOnApplications, "noDues", caller, locale);
      const storage = await documentStorageFor(deps.config);
      return step((tx) => servicing.certificate(tx, storage, principalOfUser(user), reference, bytes));
    },

    /** The borrowers' disputes on one of the lender's loans (every role of the lender may read them). */
    async disputes(user: LenderUser, reference: string) {
      return servicing.disputes(db, principalOfUser(user), reference);
    },

    async answerDispute(
      user: LenderUser,
      disputeReference: string,
      answer: string,
      caller: PortalCaller,
      locale: ApiLocale,
    ) {
      await allow(user, canActOnApplications, "disputeAnswer", caller, locale);
      return step((tx) => servicing.answerDispute(tx, principalOfUser(user), disputeReference, answer));
    },

    /**
     * The repayment schedule worked out from the sanctioned terms (the same EMI rule as every figure on the
     * site), the first EMI on `firstDueDate` and each next one a month later.
     */
    async schedule(
      user: LenderUser,
      reference: string,
      input: { firstDueDate: string },
      caller: PortalCaller,
      locale: ApiLocale,
    ) {
      await allow(user, canActOnApplications, "schedule", caller, locale);
      const current = await shares.overview(db, principalOfUser(user), reference);
      const terms = (current.terms ?? null) as Offer | null;
      const sanction = current.sanction as {
        amount: number;
        ratePercent: number;
        tenureMonths: number;
      } | null;
      const figures = sanction ?? terms;
      const [year, month] = input.firstDueDate.split("-").map(Number) as [number, number];
      const built = figures
        ? buildRepaymentSchedule({
            principal: figures.amount,
            annualRatePercent: figures.ratePercent,
            months: figures.tenureMonths,
            start: { year, month },
          })
        : { rows: [] };
      const instalments = built.rows.map((row) => ({
        number: row.paymentNumber,
        dueDate: addMonthsIso(input.firstDueDate, row.paymentNumber - 1),
        emi: row.totalPayment,
        principal: row.principalPayment,
        interest: row.interestPayment,
        balance: row.remainingBalance,
      }));
      return step((tx) => shares.schedule(tx, principalOfUser(user), reference, instalments));
    },

    deliveries(user: LenderUser) {
      return deliveryLog(db, user.lenderId);
    },

    async replay(user: LenderUser, deliveryId: string, caller: PortalCaller, locale: ApiLocale) {
      await allow(user, canActOnApplications, "replay", caller, locale);
      const replayed = await replayDelivery(db, deliveryId, now(), user.lenderId);
      if (!replayed) throw new AppError("NOT_FOUND", portalMessage("noSuchDelivery", locale));
      await recordAudit(db, {
        actor: { kind: "lender-user", id: user.id },
        action: "lender-portal.webhook.replay",
        subjectType: "lender-webhook-delivery",
        subjectId: deliveryId,
        requestId: caller.requestId,
        ip: caller.ip,
      });
      deps.queue.kick();
      return { replayed };
    },

    async users(user: LenderUser, caller: PortalCaller, locale: ApiLocale) {
      await allow(user, canManageUsers, "users", caller, locale);
      return lenderUsersOf(db, user.lenderId);
    },

    async deactivateUser(user: LenderUser, userId: string, caller: PortalCaller, locale: ApiLocale) {
      await allow(user, canManageUsers, "users.deactivate", caller, locale);
      if (userId === user.id) throw new AppError("CONFLICT", portalMessage("ownAccount", locale));
      const done = await transaction(db, async (tx) => {
        const ok = await deactivateLenderUser(tx, user.lenderId, userId, now());
        if (ok)
          await recordAudit(tx, {
            actor: { kind: "lender-user", id: user.id },
            action: "lender-user.deactivate",
            subjectType: "lender-user",
            subjectId: userId,
            requestId: caller.requestId,
            ip: caller.ip,
          });
        return ok;
      });
      if (!done) throw new AppError("NOT_FOUND", portalMessage("noSuchUser", locale));
      return { deactivated: true };
    },

    /**
     * A manager invites a user by e-mail (in the manager's page language): a one-time set-up link where the
     * person sets a password and enrols TOTP. Answers the user's id and when the link expires.
     */
    async invite(
      user: LenderUser,
      input: { email: string; name: string; role: string },
      caller: PortalCaller,
      locale: ApiLocale,
    ) {
      await allow(user, canManageUsers, "users.invite", caller, locale);
      const made = await transaction(db, async (tx) => {
        try {
          const invited = await inviteLenderUser(tx, {
            ...input,
            lenderId: user.lenderId,
            keyHex: deps.config.PAN_ENCRYPTION_KEY,
            now: now(),
            createdBy: `lender-user:${user.id}`,
            base: deps.config.publicOrigin,
            locale,
          });
          await recordAudit(tx, {
            actor: { kind: "lender-user", id: user.id },
            action: "lender-user.invite",
            subjectType: "lender-user",
            subjectId: invited.id,
            after: { lenderId: user.lenderId, email: invited.email, role: input.role, status: "invited" },
            requestId: caller.requestId,
            ip: caller.ip,
          });
          const text = INVITE_EMAIL[locale];
          await deps.outbox.sendEmail(
            {
              to: invited.email,
              subject: text.subject(user.lenderName),
              text: text.body(input.name.trim(), user.name, user.lenderName, invited.url),
            },
            { tx },
          );
          return invited;
        } catch (error) {
          if (error instanceof LenderUserRefused)
            throw new AppError("VALIDATION_FAILED", error.message, {
              errors: [{ path: "email", message: error.message }],
            });
          throw error;
        }
      });
      deps.queue.kick();
      return { id: made.id, email: made.email, expiresAt: made.expiresAt.toISOString() };
    },

    /** What the set-up page shows: the person and their TOTP secret, as text and as a QR code. */
    async setupStart(token: string, locale: ApiLocale) {
      const found = await openLenderInvite(db, token, now());
      if (!found) throw new AppError("GONE", portalMessage("linkInvalid", locale));
      // The secret made at the invite, shown to nobody before: the same on every opening until set-up ends,
      // so a page reloaded after a wrong code still matches the app that scanned it.
      const secret = decryptTotpSecret(
        found.user.totpSecretEncrypted,
        deps.config.PAN_ENCRYPTION_KEY,
        found.user.id,
      );
      const otpauthUri = totpUri(secret, found.user.email, LENDER_TOTP_ISSUER);
      return {
        email: found.user.email,
        name: found.user.name,
        secret,
        otpauthUri,
        qrSvg: await totpQrSvg(otpauthUri),
      };
    },

    /** Completes set-up with a password and a code from the app; answers the 8 recovery codes, shown once. */
    async setupComplete(
      token: string,
      password: string,
      code: string,
      caller: PortalCaller,
      locale: ApiLocale,
    ) {
      const found = await openLenderInvite(db, token, now());
      if (!found) throw new AppError("GONE", portalMessage("linkInvalid", locale));
      if (password.length < STUDIO_POLICY.minPasswordLength)
        throw new AppError("VALIDATION_FAILED", portalMessage("passwordShort", locale), {
          errors: [{ path: "password", message: portalMessage("passwordShort", locale) }],
        });
      const secret = decryptTotpSecret(
        found.user.totpSecretEncrypted,
        deps.config.PAN_ENCRYPTION_KEY,
        found.user.id,
      );
      const at = now();
      const totpStep = matchTotp(secret, code.trim(), at, null);
      if (totpStep === null)
        throw new AppError("OTP_INCORRECT", portalMessage("badCode", locale), {
          errors: [{ path: "code", message: portalMessage("badCode", locale) }],
        });
      const passwordHash = await hashPassword(password);
      const recoveryCodes = await transaction(db, async (tx) => {
        const codes = await completeLenderSetup(tx, {
          inviteId: found.invite.id,
          userId: found.user.id,
          passwordHash,
          totpStep,
          now: at,
        });
        if (!codes) throw new AppError("GONE", portalMessage("linkInvalid", locale));
        await recordAudit(tx, {
          actor: { kind: "lender-user", id: found.user.id },
          action: "lender-user.setup",
          subjectType: "lender-user",
          subjectId: found.user.id,
          after: { status: "active", totp: "enrolled" },
          requestId: caller.requestId,
          ip: caller.ip,
        });
        return codes;
      });
      return { email: found.user.email, recoveryCodes };
    },

    /** A manager changes another user's role. */
    async changeRole(
      user: LenderUser,
      userId: string,
      role: string,
      caller: PortalCaller,
      locale: ApiLocale,
    ) {
      await allow(user, canManageUsers, "users.role", caller, locale);
      if (userId === user.id) throw new AppError("CONFLICT", portalMessage("ownAccount", locale));
      if (!isLenderUserRole(role))
        throw new AppError("VALIDATION_FAILED", portalMessage("noSuchUser", locale), {
          errors: [{ path: "role", message: portalMessage("noSuchUser", locale) }],
        });
      const before = await transaction(db, async (tx) => {
        const was = await changeLenderUserRole(tx, { lenderId: user.lenderId, userId, role, now: now() });
        if (was !== null)
          await recordAudit(tx, {
            actor: { kind: "lender-user", id: user.id },
            action: "lender-user.role",
            subjectType: "lender-user",
            subjectId: userId,
            before: { role: was },
            after: { role },
            requestId: caller.requestId,
            ip: caller.ip,
          });
        return was;
      });
      if (before === null) throw new AppError("NOT_FOUND", portalMessage("noSuchUser", locale));
      return { role };
    },

    /** The organisation's API keys (a manager's page): names, prefixes and dates, never a key. */
    async keys(user: LenderUser, caller: PortalCaller, locale: ApiLocale) {
      await allow(user, canManageUsers, "keys", caller, locale);
      return (await lenderKeysOf(db, user.lenderId)).map((key) => ({
        ...key,
        active: key.revokedAt === null && key.expiresAt > now(),
      }));
    },

    /** A new key, answered once (only its hash is kept). */
    async createKey(user: LenderUser, name: string, caller: PortalCaller, locale: ApiLocale) {
      await allow(user, canManageUsers, "keys.create", caller, locale);
      const made = await keyStep(user, caller, locale, "lender-key.create", () =>
        createLenderKey(db, {
          lenderId: user.lenderId,
          name: name.trim().slice(0, 80) || "API key",
          now: now(),
          createdBy: `lender-user:${user.id}`,
        }),
      );
      return made;
    },

    /** Rotation with overlap: a new key, shown once; the old one works for 7 more days at most. */
    async rotateKey(user: LenderUser, keyId: string, caller: PortalCaller, locale: ApiLocale) {
      await allow(user, canManageUsers, "keys.rotate", caller, locale);
      const made = await keyStep(user, caller, locale, "lender-key.rotate", () =>
        rotateLenderKey(db, {
          lenderId: user.lenderId,
          keyId,
          now: now(),
          createdBy: `lender-user:${user.id}`,
        }),
      );
      if (!made) throw new AppError("NOT_FOUND", portalMessage("noSuchKey", locale));
      return made;
    },

    async revokeKey(user: LenderUser, keyId: string, caller: PortalCaller, locale: ApiLocale) {
      await allow(user, canManageUsers, "keys.revoke", caller, locale);
      const done = /^[0-9a-f-]{36}$/i.test(keyId) && (await revokeLenderKey(db, user.lenderId, keyId, now()));
      if (!done) throw new AppError("NOT_FOUND", portalMessage("noSuchKey", locale));
      await recordAudit(db, {
        actor: { kind: "lender-user", id: user.id },
        action: "lender-key.revoke",
        subjectType: "lender-api-key",
        subjectId: keyId,
        details: { lenderId: user.lenderId },
        requestId: caller.requestId,
        ip: caller.ip,
      });
      return { revoked: true };
    },

    /** The lender organisation's name (the portal's header). */
    async lenderName(lenderId: number) {
      const [row] = await db
        .select({ name: lenderOrganisations.name })
        .from(lenderOrganisations)
        .where(eq(lenderOrganisations.id, lenderId));
      return row?.name ?? "";
    },
  };
}

export type LenderPortal = ReturnType<typeof createLenderPortal>;
