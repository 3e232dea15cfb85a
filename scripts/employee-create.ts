// Creates a back-office employee (the first admin on a new database) and prints a one-time set-up link.
// Usage: npm run employee:create -- --email a@b.in --role admin [--role operations] [--name "A B"] [--base URL]
import { parseArgs } from "node:util";
import { recordAudit } from "@loansetu/api/audit/record";
import { ConfigError, loadConfig } from "@loansetu/api/lib/config";
import { AppError } from "@loansetu/api/lib/errors";
import { createLogger } from "@loansetu/api/lib/logger";
import { transaction } from "@loansetu/api/lib/transaction";
import { insertEmployee, normaliseEmail } from "@loansetu/api/studio/employee-store";
import { ROLES, type Role } from "@loansetu/api/studio/policy";
import { emailField } from "@loansetu/api/studio/schemas";
import { createStudioSetup } from "@loansetu/api/studio/setup-service";
import { employees } from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import { bootstrap } from "../apps/web/server/bootstrap.ts";

const USAGE =
  'Usage: npm run employee:create -- --email a@b.in --role admin [--role operations] [--name "Full Name"] [--base URL]';
const { values } = parseArgs({
  options: {
    email: { type: "string" },
    role: { type: "string", multiple: true },
    name: { type: "string" },
    base: { type: "string" },
  },
});
const roles = (values.role ?? []).flatMap((r) => r.split(",")).map((r) => r.trim());
const email = emailField.safeParse(values.email ?? "");
if (!email.success || roles.length === 0 || roles.some((r) => !(ROLES as readonly string[]).includes(r))) {
  console.error(USAGE);
  console.error(`Roles: ${ROLES.join(", ")}.`);
  process.exit(1);
}
let exitCode = 0;
try {
  const config = loadConfig();
  const deps = await bootstrap(config, createLogger("silent"));
  try {
    const address = normaliseEmail(email.data);
    const setup = createStudioSetup(deps);
    const base = values.base ?? config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
    const link = await transaction(deps.database.db, async (tx) => {
      const [taken] = await tx
        .select({ id: employees.id })
        .from(employees)
        .where(eq(employees.email, address));
      if (taken) throw new AppError("CONFLICT", `An employee with the email ${address} already exists.`);
      const row = await insertEmployee(tx, {
        email: address,
        name: values.name ?? address.split("@")[0]!,
        roles: roles as Role[],
      });
      const issued = await setup.issueLink(tx, row.id, base);
      await recordAudit(tx, {
        actor: { kind: "system", id: "employee:create" },
        action: "employee.create",
        subjectType: "employee",
        subjectId: row.id,
        after: { email: address, roles },
      });
      return issued;
    });
    console.log(link.url);
    console.error(
      `Open it to set a password and the authenticator app. Expires ${link.expiresAt.toISOString()}; works once.`,
    );
  } finally {
    await deps.database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof AppError ? error.message : String(error));
  exitCode = 1;
}
process.exit(exitCode);
