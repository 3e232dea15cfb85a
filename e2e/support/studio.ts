import type { Page } from "@playwright/test";

export type StudioRole = "admin" | "operations" | "finance" | "viewer";

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
