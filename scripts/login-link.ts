// Issues a signed, single-use auto-login link for a mobile (until the back office can send them).
// Usage: npm run login:link -- --mobile 9876543210 [--ttl-seconds 86400] [--base http://localhost:3000]
import { parseArgs } from "node:util";
import { SESSION_POLICY } from "@loansetu/api/auth/policy";
import { signLinkToken } from "@loansetu/api/auth/tokens";
import { ConfigError, loadConfig } from "@loansetu/api/lib/config";
import { isValidMobile, mobileDigits } from "@loansetu/domain/mobile";

const { values } = parseArgs({
  options: { mobile: { type: "string" }, "ttl-seconds": { type: "string" }, base: { type: "string" } },
});
const mobile = mobileDigits(values.mobile ?? "");
if (!isValidMobile(mobile)) {
  console.error("Usage: npm run login:link -- --mobile 9876543210 [--ttl-seconds 86400] [--base URL]");
  process.exit(1);
}
try {
  const config = loadConfig();
  const ttl = Number(values["ttl-seconds"] ?? SESSION_POLICY.autoLoginLinkTtlSeconds);
  const token = await signLinkToken(config.LINK_SECRET, { mobile, purpose: "autologin" }, new Date(), ttl);
  const base = values.base ?? config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  console.log(`${base}/?userToken=${encodeURIComponent(token)}&userMobile=${mobile}#myaccount`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : String(error));
  process.exit(1);
}
