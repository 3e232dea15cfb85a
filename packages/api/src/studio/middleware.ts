import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { recordAudit } from "../audit/record.ts";
import { localeOf } from "../auth/middleware.ts";
import { exceeded, record, withKeyLock } from "../auth/rate-limit.ts";
import { clientInfo } from "../lib/client-address.ts";
import { AppError } from "../lib/errors.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { authenticateApiKey } from "./api-clients.ts";
import { type Employee, hasAnyRole } from "./employee.ts";
import { lookupEmployeeSession } from "./employee-sessions.ts";
import { studioMessage } from "./messages.ts";
import { type Role, STUDIO_COOKIE, STUDIO_COOKIE_PATHS, STUDIO_POLICY } from "./policy.ts";

interface StudioState {
  deps: ApiDeps;
  employee?: Employee;
  /** Password checked, second factor not yet: only the TOTP step accepts this. */
  pending?: Employee;
  ended?: boolean;
}

const STATE = new WeakMap<Request, StudioState>();

function secure(c: Context, publicUrl: string | undefined): boolean {
  return new URL(publicUrl ?? c.req.url).protocol === "https:";
}

/** Sets the employee session cookie on every back-office path (see STUDIO_COOKIE_PATHS). */
export function setStudioCookie(
  c: Context,
  token: string,
  publicUrl: string | undefined,
  maxAgeSeconds: number,
) {
  for (const path of STUDIO_COOKIE_PATHS) {
    setCookie(c, STUDIO_COOKIE, token, {
      httpOnly: true,
      sameSite: "Lax",
      secure: secure(c, publicUrl),
      path,
      maxAge: maxAgeSeconds,
    });
  }
}

export function clearStudioCookie(c: Context) {
  for (const path of STUDIO_COOKIE_PATHS) deleteCookie(c, STUDIO_COOKIE, { path });
}

/**
 * Who calls the back office: an API client's `Authorization: Bearer lsk_…` key, or the employee session
 * cookie. Never a customer: their cookies and tokens are not read here, and a customer's Bearer token is not
 * an API key. Mounted once on the studio sub-app (studio/routes.ts).
 */
export function studioPrincipal(deps: ApiDeps): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const state: StudioState = { deps };
    const now = deps.clock();
    const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
    if (bearer) {
      const client = await authenticateApiKey(deps.database.db, bearer.trim(), now, clientInfo(c).ip);
      if (client) state.employee = client;
    } else {
      const token = getCookie(c, STUDIO_COOKIE);
      if (token) {
        const found = await lookupEmployeeSession(deps.database.db, token, now);
        if (found.ok && found.mfaDone) state.employee = found.employee;
        else if (found.ok) state.pending = found.employee;
        else {
          state.ended = true;
          clearStudioCookie(c);
        }
      }
    }
    STATE.set(c.req.raw, state);
    if (state.employee) c.set("employee", state.employee);
    await next();
  };
}

/** The half-signed-in employee (password checked, TOTP not yet), for the second-factor step only. */
export function pendingEmployee(c: Context): Employee | undefined {
  return STATE.get(c.req.raw)?.pending;
}

/** The principal of this request, if any (after `studioPrincipal`). */
export function currentEmployee(c: Context): Employee | undefined {
  return STATE.get(c.req.raw)?.employee;
}

/**
 * Refuses the call unless a signed-in employee or API client with one of `roles` makes it (no roles: any
 * signed-in employee), then counts it against the per-principal limit and sets `c.get("employee")`.
 * 401 without a session (or with a customer's), 403 with the wrong role, 429 over the limit.
 */
export function requireEmployee(...roles: Role[]): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const state = STATE.get(c.req.raw);
    const locale = localeOf(c);
    if (!state?.employee) {
      throw new AppError(
        state?.ended ? "SESSION_EXPIRED" : "UNAUTHORIZED",
        studioMessage(state?.ended ? "sessionEnded" : "notSignedIn", locale),
      );
    }
    const employee = state.employee;
    if (!hasAnyRole(employee, roles)) {
      // A refused call is recorded: an employee probing beyond their role shows in the audit log.
      await recordAudit(state.deps.database.db, {
        actor: employee,
        action: "access.refused",
        details: { method: c.req.method, path: c.req.path, needs: roles },
        requestId: c.get("requestId"),
        ip: clientInfo(c).ip,
      });
      throw new AppError("FORBIDDEN", studioMessage("forbidden", locale));
    }
    const now = state.deps.clock();
    const key = `studio-call:${employee.kind}:${employee.id}`;
    const over = await withKeyLock(state.deps.database.db, key, async (tx) => {
      const window = { limit: STUDIO_POLICY.callsPerMinute, since: new Date(now.getTime() - 60_000) };
      if (await exceeded(tx, key, [window])) return true;
      await record(tx, key, now);
      return false;
    });
    if (over) {
      throw new AppError("RATE_LIMITED", studioMessage("tooMany", locale), {
        headers: { "Retry-After": "60" },
      });
    }
    c.set("employee", employee);
    await next();
  };
}

/** The employee `requireEmployee` let through; for handlers, where it is always set. */
export function employeeOf(c: Context<ApiEnv>): Employee {
  const employee = c.get("employee");
  if (!employee) throw new AppError("UNAUTHORIZED", studioMessage("notSignedIn", localeOf(c)));
  return employee;
}

/** `/studio`, `/hi/studio/leads`, `/studio.data`…: the pages the studio cookie is meant for. */
export const isStudioPagePath = (pathname: string): boolean =>
  /^\/(?:en\/|hi\/)?studio(?:\/|\.data$|$)/.test(pathname);

/**
 * The signed-in employee of a back-office page request (cookie only: API keys are not for browsers), for
 * the server bridge to hand to loaders. A half-signed-in or ended session gives none.
 */
export async function employeeForPage(deps: ApiDeps, c: Context): Promise<Employee | undefined> {
  if (!isStudioPagePath(new URL(c.req.url).pathname)) return undefined;
  const token = getCookie(c, STUDIO_COOKIE);
  if (!token) return undefined;
  const found = await lookupEmployeeSession(deps.database.db, token, deps.clock());
  if (found.ok && found.mfaDone) return found.employee;
  if (!found.ok) clearStudioCookie(c);
  return undefined;
}
