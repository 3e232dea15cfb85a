import { employeeInvites, employees } from "@loansetu/db/schema";
import { and, eq, gt, isNull } from "@loansetu/db/sql";
import { recordAudit } from "../audit/record.ts";
import type { ApiLocale } from "../auth/messages.ts";
import { newOpaqueToken, sha256 } from "../auth/tokens.ts";
import { AppError } from "../lib/errors.ts";
import { hashPassword } from "../lib/passwords.ts";
import {
  decryptTotpSecret,
  encryptTotpSecret,
  matchTotp,
  newTotpSecret,
  totpQrSvg,
  totpUri,
} from "../lib/totp.ts";
import { transaction } from "../lib/transaction.ts";
import type { ApiDeps } from "../lib/types.ts";
import { studioMessage } from "./messages.ts";
import { STUDIO_POLICY } from "./policy.ts";
import { issueRecoveryCodes } from "./recovery-codes.ts";

/** Where a set-up link points: the page that takes the password and enrols TOTP. */
export const SETUP_PATH = "/studio-setup";

export interface SetupStart {
  email: string;
  name: string;
  /** The TOTP secret in base32, for typing into an app that cannot scan. */
  secret: string;
  otpauthUri: string;
  qrSvg: string;
}

/**
 * Set-up links (an admin's invite, `npm run employee:create`): single-use, expiring, stored only hashed.
 * Opening one shows the employee's TOTP secret (made on first opening, kept encrypted); completing it sets
 * the password, enables TOTP (a correct code proves the app has the secret), issues 8 recovery codes and
 * makes the employee active.
 */
export function createStudioSetup(deps: ApiDeps) {
  const db = deps.database.db;
  const now = () => deps.clock();
  const key = deps.config.PAN_ENCRYPTION_KEY;

  async function openInvite(token: string, locale: ApiLocale) {
    const [row] = await db
      .select({ invite: employeeInvites, employee: employees })
      .from(employeeInvites)
      .innerJoin(employees, eq(employees.id, employeeInvites.employeeId))
      .where(
        and(
          eq(employeeInvites.tokenHash, sha256(token)),
          isNull(employeeInvites.usedAt),
          gt(employeeInvites.expiresAt, now()),
        ),
      );
    if (!row || row.employee.status === "deactivated") {
      throw new AppError("GONE", studioMessage("linkInvalid", locale));
    }
    return row;
  }

  return {
    /** A new set-up link for an employee; earlier unused links of theirs stop working. */
    async issueLink(
      tx: typeof db,
      employeeId: string,
      base: string,
      createdBy?: string,
    ): Promise<{ url: string; expiresAt: Date }> {
      const token = newOpaqueToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + STUDIO_POLICY.inviteTtlSeconds * 1000);
      await tx
        .update(employeeInvites)
        .set({ usedAt: at })
        .where(and(eq(employeeInvites.employeeId, employeeId), isNull(employeeInvites.usedAt)));
      await tx.insert(employeeInvites).values({ employeeId, tokenHash: sha256(token), createdBy, expiresAt });
      const url = new URL(SETUP_PATH, base);
      url.searchParams.set("token", token);
      return { url: url.toString(), expiresAt };
    },

    /** What the set-up page shows: the employee and their TOTP secret as text and QR code. */
    async start(token: string, locale: ApiLocale): Promise<SetupStart> {
      const { employee } = await openInvite(token, locale);
      let secret: string;
      if (employee.totpSecretEncrypted && !employee.totpEnabledAt) {
        secret = decryptTotpSecret(employee.totpSecretEncrypted, key, employee.id);
      } else {
        // A fresh secret for a first set-up, and for a reset (an enabled secret is never shown again).
        secret = newTotpSecret();
        if (!employee.totpEnabledAt) {
          await db
            .update(employees)
            .set({ totpSecretEncrypted: encryptTotpSecret(secret, key, employee.id), updatedAt: now() })
            .where(eq(employees.id, employee.id));
        }
      }
      const otpauthUri = totpUri(secret, employee.email);
      return {
        email: employee.email,
        name: employee.name,
        secret,
        otpauthUri,
        qrSvg: await totpQrSvg(otpauthUri),
      };
    },

    /** Completes set-up; answers the 8 recovery codes, shown once. */
    async complete(
      token: string,
      password: string,
      code: string,
      locale: ApiLocale,
      client: { ip: string; requestId?: string | undefined },
    ): Promise<{ email: string; recoveryCodes: string[] }> {
      const { invite, employee } = await openInvite(token, locale);
      if (!employee.totpSecretEncrypted || employee.totpEnabledAt) {
        throw new AppError("GONE", studioMessage("linkInvalid", locale));
      }
      const secret = decryptTotpSecret(employee.totpSecretEncrypted, key, employee.id);
      const at = now();
      const step = matchTotp(secret, code.trim(), at, null);
      if (step === null) throw new AppError("OTP_INCORRECT", studioMessage("badCode", locale));
      const passwordHash = await hashPassword(password);
      return transaction(db, async (tx) => {
        const used = await tx
          .update(employeeInvites)
          .set({ usedAt: at })
          .where(and(eq(employeeInvites.id, invite.id), isNull(employeeInvites.usedAt)))
          .returning({ id: employeeInvites.id });
        if (used.length !== 1) throw new AppError("GONE", studioMessage("linkInvalid", locale));
        await tx
          .update(employees)
          .set({ passwordHash, totpEnabledAt: at, totpLastStep: step, status: "active", updatedAt: at })
          .where(eq(employees.id, employee.id));
        const recoveryCodes = await issueRecoveryCodes(tx, employee.id);
        await recordAudit(tx, {
          actor: { kind: "employee", id: employee.id, roles: [] },
          action: "employee.setup",
          subjectType: "employee",
          subjectId: employee.id,
          after: { status: "active", totp: "enrolled" },
          requestId: client.requestId,
          ip: client.ip,
        });
        return { email: employee.email, recoveryCodes };
      });
    },
  };
}

export type StudioSetup = ReturnType<typeof createStudioSetup>;
