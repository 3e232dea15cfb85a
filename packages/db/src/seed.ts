import type { Database } from "./client.ts";
import { users } from "./schema.ts";

/** The demo customer documented in the README: log in with this mobile and read the OTP at /dev/outbox. */
export const DEMO_CUSTOMER = {
  mobile: "9876543210",
  firstName: "Asha",
  lastName: "Verma",
  email: "asha.verma@example.in",
};

/**
 * Fills an empty database with what the site needs to show itself. Idempotent: every insert is
 * "on conflict do nothing", so running it at each start changes nothing the second time.
 */
export async function seed(db: Database): Promise<void> {
  await db.insert(users).values(DEMO_CUSTOMER).onConflictDoNothing({ target: users.mobile });
}
