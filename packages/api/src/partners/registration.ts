import { randomUUID } from "node:crypto";
import { partners } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import { isPan } from "@loansetu/domain/partners";
import { maskPan } from "../audit/mask.ts";
import { recordAudit } from "../audit/record.ts";
import type { ApiLocale } from "../auth/messages.ts";
import { createOtpService, spendVerifiedOtp } from "../auth/otp-service.ts";
import { exceeded, record, withKeyLock } from "../auth/rate-limit.ts";
import { encryptPan } from "../journey/pan-crypto.ts";
import { AppError } from "../lib/errors.ts";
import { transaction } from "../lib/transaction.ts";
import type { ApiDeps } from "../lib/types.ts";
import { freePartnerCode } from "./codes.ts";
import type { SignUpFields } from "./fields.ts";
import { partnerMessage } from "./messages.ts";
import { PARTNER_POLICY } from "./policy.ts";

/** The additional data a partner's PAN is encrypted with: bound to the partner, never valid for a lead. */
export const partnerPanBinding = (partnerId: string) => `partner:${partnerId}`;

/** The OTP a partner's sign-up or log-in uses (same service and limits as customers, its own purpose). */
export function sendPartnerOtp(deps: ApiDeps, mobile: string, ip: string, locale: ApiLocale) {
  return createOtpService(deps).send({ mobile, ip, locale, purpose: "partner" });
}

export function verifyPartnerOtp(
  deps: ApiDeps,
  otp: { referenceId: string; code: string; mobile: string },
  ip: string,
  locale: ApiLocale,
) {
  return createOtpService(deps).verify(otp.referenceId, otp.code, {
    mobile: otp.mobile,
    ip,
    locale,
    purpose: "partner",
  });
}

/**
 * A new partner from the sign-up form, waiting for approval. The OTP must have been verified in the last
 * 15 minutes and is spent here (once). The PAN is stored encrypted and masked; a GSTIN as typed.
 */
export async function registerPartner(
  deps: ApiDeps,
  fields: SignUpFields,
  otp: { referenceId: string },
  client: { ip: string; requestId?: string | undefined },
  locale: ApiLocale,
): Promise<{ id: string; code: string }> {
  const db = deps.database.db;
  const now = deps.clock();
  const overIp = await withKeyLock(db, `partner-sign-up:${client.ip}`, (tx) =>
    exceeded(tx, `partner-sign-up:${client.ip}`, [
      { limit: PARTNER_POLICY.signUpsPerIpDay, since: new Date(now.getTime() - 24 * 3600_000) },
    ]),
  );
  if (overIp) throw new AppError("RATE_LIMITED", partnerMessage("signUpRateLimited", locale));
  const [existing] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.mobile, fields.mobile));
  if (existing) throw new AppError("CONFLICT", partnerMessage("alreadyRegistered", locale));
  const spent = await spendVerifiedOtp(db, {
    id: otp.referenceId,
    mobile: fields.mobile,
    purpose: "partner",
    verifiedSince: new Date(now.getTime() - 15 * 60_000),
    at: now,
  });
  if (!spent) throw new AppError("BAD_REQUEST", partnerMessage("otpNotVerified", locale));
  const id = randomUUID();
  const code = await freePartnerCode(db);
  const pan = isPan(fields.taxId) ? fields.taxId : null;
  await transaction(db, async (tx) => {
    await tx.insert(partners).values({
      id,
      code,
      kind: fields.kind,
      businessName: fields.businessName,
      contactName: fields.contactName,
      mobile: fields.mobile,
      email: fields.email,
      city: fields.city,
      panEncrypted: pan ? encryptPan(pan, deps.config.PAN_ENCRYPTION_KEY, partnerPanBinding(id)) : null,
      panMasked: pan ? maskPan(pan) : null,
      gstin: pan ? null : fields.taxId,
      status: "pending",
      locale,
      createdAt: now,
      updatedAt: now,
    });
    await record(tx, `partner-sign-up:${client.ip}`, now);
    await recordAudit(tx, {
      actor: { kind: "partner", id },
      action: "partner.sign-up",
      subjectType: "partner",
      subjectId: id,
      after: {
        businessName: fields.businessName,
        city: fields.city,
        kind: fields.kind,
        mobile: fields.mobile,
      },
      requestId: client.requestId,
      ip: client.ip,
    });
  });
  return { id, code };
}
