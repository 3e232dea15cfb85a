import type { ApiDeps } from "../../src/lib/types.ts";
import { startEmployeeSession } from "../../src/studio/employee-sessions.ts";
import { insertEmployee } from "../../src/studio/employee-store.ts";
import { type Role, STUDIO_COOKIE } from "../../src/studio/policy.ts";

let counter = 0;

export interface SignedInEmployee {
  id: string;
  email: string;
  roles: Role[];
  sessionId: string;
  /** The session token (the value of the studio cookie). */
  token: string;
  /** `cookie` header value: `ls_studio=<token>`. */
  cookie: string;
  /** Headers for `api.request`: the cookie, JSON and a same-site Origin. */
  headers: Record<string, string>;
}

/**
 * An active employee with these roles and a fully signed-in session (second factor already done), for
 * tests of back-office calls: `const ops = await signedInEmployee(deps, ["operations"]);`
 * then `api.request(url, { headers: ops.headers })`.
 */
export async function signedInEmployee(
  deps: ApiDeps,
  roles: Role[],
  options: { email?: string; name?: string } = {},
): Promise<SignedInEmployee> {
  const db = deps.database.db;
  const email =
    options.email ?? `test-${roles.join("-") || "none"}-${Date.now()}-${++counter}@studio.example`;
  const row = await insertEmployee(db, {
    email,
    name: options.name ?? `Test ${roles.join(" ") || "nobody"}`,
    roles,
    status: "active",
  });
  const session = await startEmployeeSession(db, row.id, { ip: "127.0.0.1" }, deps.clock(), { mfa: true });
  const cookie = `${STUDIO_COOKIE}=${session.token}`;
  return {
    id: row.id,
    email: row.email,
    roles,
    sessionId: session.sessionId,
    token: session.token,
    cookie,
    headers: { cookie, "content-type": "application/json", origin: "http://localhost" },
  };
}
