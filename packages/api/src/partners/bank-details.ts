import { z } from "@hono/zod-openapi";
import type { Database } from "@loansetu/db/client";
import { partners } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import { recordAudit } from "../audit/record.ts";
import type { ApiLocale } from "../auth/messages.ts";
import { exceeded, record } from "../auth/rate-limit.ts";
import { encryptPan } from "../journey/pan-crypto.ts";
import { AppError } from "../lib/errors.ts";
import { safeText } from "../lib/safe-text.ts";
import { transaction } from "../lib/transaction.ts";
import type { ApiDeps } from "../lib/types.ts";
import { partnerMessage } from "./messages.ts";

// The bank account a partner's payouts are paid into, given by the partner in the partner area (page or
// API): the account number is kept encrypted (AES-GCM, bound to the partner's id, with the PAN key) and only
// its last four digits are ever shown again; the IFSC and the holder's name are kept as typed. The partner is
// always the signed-in one, never an input, so no one can change another partner's account. Finance cannot
// mark a payout paid while the account is missing (payouts/service.ts).

/** Indian bank IFSC: four letters of the bank, a zero, six letters or digits of the branch. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const CHANGES_PER_DAY = 5;

export const BANK_FIELD_TEXTS = {
  accountNumber: "Please enter your account number: 9 to 18 digits.",
  confirmAccountNumber: "The two account numbers do not match.",
  ifsc: "Please enter a valid IFSC: 4 letters, 0, then 6 letters or digits (for example HDFC0001234).",
  holderName: "Please enter the account holder's name as the bank has it.",
} as const;

export const bankDetailsFields = z
  .object({
    accountNumber: safeText()
      .max(40, BANK_FIELD_TEXTS.accountNumber)
      .transform((value) => value.replace(/[\s-]/g, ""))
      .refine((value) => /^\d{9,18}$/.test(value), BANK_FIELD_TEXTS.accountNumber),
    confirmAccountNumber: safeText()
      .max(40, BANK_FIELD_TEXTS.confirmAccountNumber)
      .transform((value) => value.replace(/[\s-]/g, "")),
    ifsc: safeText()
      .max(20, BANK_FIELD_TEXTS.ifsc)
      .transform((value) => value.trim().toUpperCase())
      .refine((value) => IFSC_PATTERN.test(value), BANK_FIELD_TEXTS.ifsc),
    holderName: safeText()
      .max(400, BANK_FIELD_TEXTS.holderName)
      .transform((value) => value.trim().replace(/\s+/gu, " "))
      .refine(
        (value) => value.length >= 2 && value.length <= 100 && /^[\p{L}\p{M} .'&()-]+$/u.test(value),
        BANK_FIELD_TEXTS.holderName,
      ),
  })
  .refine((value) => value.accountNumber === value.confirmAccountNumber, {
    message: BANK_FIELD_TEXTS.confirmAccountNumber,
    path: ["confirmAccountNumber"],
  });

export type BankDetailsInput = z.infer<typeof bankDetailsFields>;

/** The account number as shown after saving: only its last four digits. */
export const maskAccountNumber = (digits: string) =>
  `${"X".repeat(Math.max(digits.length - 4, 0))}${digits.slice(-4)}`;

export const partnerBankBinding = (partnerId: string) => `partner-bank:${partnerId}`;

export interface PartnerBankView {
  accountMasked: string;
  ifsc: string;
  holderName: string;
  updatedAt: string;
}

/** The signed-in partner's saved account, masked; null when none is saved yet. */
export async function partnerBankDetails(db: Database, partnerId: string): Promise<PartnerBankView | null> {
  const [row] = await db
    .select({
      accountMasked: partners.bankAccountMasked,
      ifsc: partners.bankIfsc,
      holderName: partners.bankHolderName,
      updatedAt: partners.bankUpdatedAt,
    })
    .from(partners)
    .where(eq(partners.id, partnerId));
  if (!row?.accountMasked || !row.ifsc || !row.holderName || !row.updatedAt) return null;
  return {
    accountMasked: row.accountMasked,
    ifsc: row.ifsc,
    holderName: row.holderName,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Saves (or replaces) the partner's own account: encrypted, masked, audited, a few changes a day at most. */
export async function savePartnerBankDetails(
  deps: ApiDeps,
  partnerId: string,
  input: BankDetailsInput,
  client: { ip?: string | undefined; requestId?: string | undefined; locale: ApiLocale },
): Promise<PartnerBankView> {
  const db = deps.database.db;
  const now = deps.clock();
  const key = `partner-bank:${partnerId}`;
  // Changing where money goes is what a stolen session would do first: a few changes a day, each audited.
  if (await exceeded(db, key, [{ limit: CHANGES_PER_DAY, since: new Date(now.getTime() - 86_400_000) }]))
    throw new AppError("RATE_LIMITED", partnerMessage("bankRateLimited", client.locale), {
      headers: { "Retry-After": "86400" },
    });
  const masked = maskAccountNumber(input.accountNumber);
  await transaction(db, async (tx) => {
    const [before] = await tx
      .select({ masked: partners.bankAccountMasked, ifsc: partners.bankIfsc })
      .from(partners)
      .where(eq(partners.id, partnerId))
      .for("update");
    if (!before) throw new AppError("NOT_FOUND", partnerMessage("partnerNotFound", client.locale));
    await tx
      .update(partners)
      .set({
        bankAccountEncrypted: encryptPan(
          input.accountNumber,
          deps.config.PAN_ENCRYPTION_KEY,
          partnerBankBinding(partnerId),
        ),
        bankAccountMasked: masked,
        bankIfsc: input.ifsc,
        bankHolderName: input.holderName,
        bankUpdatedAt: now,
        updatedAt: now,
      })
      .where(eq(partners.id, partnerId));
    await record(tx, key, now);
    await recordAudit(tx, {
      actor: { kind: "partner", id: partnerId },
      action: "partner.bank-details",
      subjectType: "partner",
      subjectId: partnerId,
      before: before.masked ? { account: before.masked, ifsc: before.ifsc } : null,
      after: { account: masked, ifsc: input.ifsc },
      requestId: client.requestId,
      ip: client.ip,
    });
  });
  return {
    accountMasked: masked,
    ifsc: input.ifsc,
    holderName: input.holderName,
    updatedAt: now.toISOString(),
  };
}
