// Creates a lender portal user (the first manager of a lender) and prints, once, their password, the TOTP
// secret (and its otpauth URI for an authenticator app) and eight recovery codes, to hand over in person.
// Usage: npm run lender:user:create -- --lender 3 --email a@bank.in --role manager [--name "A B"]
import { parseArgs } from "node:util";
import { createLenderUser, LenderUserRefused } from "@loansetu/api/lenders/portal-users";
import { ConfigError, loadConfig } from "@loansetu/api/lib/config";
import { createLogger } from "@loansetu/api/lib/logger";
import { LENDER_USER_ROLES } from "@loansetu/domain/lender-portal";
import { bootstrap } from "../apps/web/server/bootstrap.ts";

const USAGE =
  'Usage: npm run lender:user:create -- --lender <lender id> --email a@bank.in --role manager [--name "Full Name"]';
const { values } = parseArgs({
  options: {
    lender: { type: "string" },
    email: { type: "string" },
    role: { type: "string" },
    name: { type: "string" },
  },
});
const lenderId = Number(values.lender);
if (!Number.isInteger(lenderId) || lenderId < 1 || !values.email || !values.role) {
  console.error(USAGE);
  console.error(`Roles: ${LENDER_USER_ROLES.join(", ")}.`);
  process.exit(1);
}
let exitCode = 0;
try {
  const config = loadConfig();
  const deps = await bootstrap(config, createLogger("silent"));
  try {
    const made = await createLenderUser(deps.database.db, {
      lenderId,
      email: values.email,
      name: values.name ?? values.email.split("@")[0]!,
      role: values.role,
      keyHex: config.PAN_ENCRYPTION_KEY,
      now: new Date(),
      createdBy: "lender:user:create",
    });
    console.log(`Lender: ${made.lenderName}\nEmail: ${made.email}\nPassword: ${made.password}`);
    console.log(`TOTP secret: ${made.totpSecret}\nAuthenticator URI: ${made.otpauthUri}`);
    console.log(`Recovery codes (each works once): ${made.recoveryCodes.join(" ")}`);
    console.error("Shown once: hand them over in person. Sign in at /lender/sign-in.");
  } finally {
    await deps.database.close();
  }
} catch (error) {
  console.error(
    error instanceof ConfigError || error instanceof LenderUserRefused ? error.message : String(error),
  );
  exitCode = 1;
}
process.exit(exitCode);
