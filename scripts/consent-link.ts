// Issues a signed, single-use lender consent link for a lead (until the back office can send them).
// Usage: npm run consent:link -- --lead LS2611123456 [--ttl-seconds 604800] [--no-ckyc] [--base http://localhost:3000]
// With --payout it prints a signed payout link token for the lead instead (the `x-link-token` of the
// back-office calls decrypt, decryptLeadPayout and savePayoutStatus).
import { parseArgs } from "node:util";
import { createConsentService } from "@loansetu/api/consent/service";
import { ConfigError, loadConfig } from "@loansetu/api/lib/config";
import { AppError } from "@loansetu/api/lib/errors";
import { createLogger } from "@loansetu/api/lib/logger";
import { bootstrap } from "../apps/web/server/bootstrap.ts";

const { values } = parseArgs({
  options: {
    lead: { type: "string" },
    "ttl-seconds": { type: "string" },
    "no-ckyc": { type: "boolean" },
    base: { type: "string" },
    payout: { type: "boolean" },
  },
});
if (!values.lead) {
  console.error(
    "Usage: npm run consent:link -- --lead LS2611123456 [--ttl-seconds 604800] [--no-ckyc] [--base URL]",
  );
  process.exit(1);
}
let exitCode = 0;
try {
  const config = loadConfig();
  const deps = await bootstrap(config, createLogger("silent"));
  try {
    const consent = createConsentService(deps);
    const ttl = values["ttl-seconds"] ? Number(values["ttl-seconds"]) : undefined;
    if (values.payout) {
      const payout = await consent.issuePayoutLink(values.lead, ttl ? { ttlSeconds: ttl } : {});
      console.log(payout.token);
      console.error(`x-link-token for ${values.lead}; expires ${payout.expiresAt.toISOString()}.`);
    } else {
      const link = await consent.issueLink(values.lead, {
        base: values.base ?? config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
        ckyc: !values["no-ckyc"],
        ...(ttl ? { ttlSeconds: ttl } : {}),
      });
      console.log(link.url);
      console.error(`Expires ${link.expiresAt.toISOString()}; works once.`);
    }
  } finally {
    await deps.database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof AppError ? error.message : String(error));
  exitCode = 1;
}
process.exit(exitCode);
