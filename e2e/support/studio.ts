import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

export type StudioRole = "admin" | "operations" | "finance" | "viewer" | "support";

/**
 * Signs this page's browser in to the back office as a fresh employee with these roles, without the
 * password and TOTP steps (the development-only `/dev/studio-session`), and opens `next` (default /studio).
 * Answers the employee's email. The sign-in itself is tested in e2e/studio-access.spec.ts.
 */
export async function signInToStudio(page: Page, roles: StudioRole[], next = "/studio"): Promise<string> {
  const email = `e2e-${roles.join("-")}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@studio.example`;
  await page.goto(
    `/dev/studio-session?roles=${roles.join(",")}&email=${encodeURIComponent(email)}&next=${encodeURIComponent(next)}`,
  );
  return email;
}

/** The current TOTP code for a secret, for the time step after `at` (a code just used for set-up is spent). */
export function nextTotpCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at + 30_000,
  });
}

/** A fresh invited employee and their set-up link (development-only `/dev/studio-invite`). */
export async function studioInvite(page: Page, roles: StudioRole[], name = "Test Admin") {
  const email = `e2e-invite-${roles.join("-")}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@studio.example`;
  const response = await page.request.get(
    `/dev/studio-invite?roles=${roles.join(",")}&email=${encodeURIComponent(email)}&name=${encodeURIComponent(name)}`,
  );
  const body = (await response.json()) as { data: { email: string; url: string } };
  return body.data;
}
