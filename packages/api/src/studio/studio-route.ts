import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { failureResponse } from "../lib/envelope.ts";
import { PUBLIC } from "../lib/openapi.ts";
import { requireEmployee } from "./middleware.ts";
import type { Role } from "./policy.ts";

/** The OpenAPI extension that carries a studio route's roles; the route registry reads it back. */
export const ROLES_EXTENSION = "x-studio-roles";

/** What `requireEmployee` answers before the route runs, documented on every guarded route. */
const REFUSALS = {
  401: failureResponse("No employee session or API key (UNAUTHORIZED)"),
  403: failureResponse("A role this route does not allow (FORBIDDEN)"),
  429: failureResponse("Too many calls (RATE_LIMITED)"),
};

const asArray = (middleware: RouteConfig["middleware"]): MiddlewareHandler[] =>
  middleware === undefined ? [] : Array.isArray(middleware) ? middleware : [middleware as MiddlewareHandler];

/**
 * Defines a back-office API route: tagged Studio in the OpenAPI document, refused (401/403/429) unless an
 * employee or API client with one of `roles` calls it, and listed in the route registry with those roles,
 * where the table-driven test (packages/api/test/studio-access.test.ts) walks it. One line per route:
 *
 *   app.openapi(studioRoute({ roles: ["operations"], method: "post", path: "/{id}/stage", ...}), handler)
 */
export function studioRoute<const R extends RouteConfig>(config: R & { roles: readonly Role[] }): R {
  const { roles, ...route } = config;
  if (roles.length === 0) throw new Error(`studio route ${route.path} names no role`);
  const definition = {
    ...route,
    tags: ["Studio"],
    security: [{ studioSession: [] }, { studioApiKey: [] }],
    responses: { ...REFUSALS, ...route.responses },
    middleware: [requireEmployee(...roles), ...asArray(route.middleware)],
    [ROLES_EXTENSION]: [...roles],
  };
  return createRoute(definition as unknown as RouteConfig) as unknown as R;
}

/**
 * A back-office route anyone may call (sign-in, the second factor, the set-up link): it has its own checks
 * and limits. Marked "public" in the registry, so the refusal test knows to leave it out, and says so.
 */
export function studioPublicRoute<const R extends RouteConfig>(config: R): R {
  const definition = { ...config, tags: ["Studio"], security: PUBLIC, [ROLES_EXTENSION]: "public" };
  return createRoute(definition as unknown as RouteConfig) as unknown as R;
}

export interface RegisteredStudioRoute {
  method: string;
  /** OpenAPI form, e.g. `/api/studio/leads/{id}`. */
  path: string;
  roles: Role[] | "public";
}

/**
 * The route registry: every back-office route of an API's OpenAPI document with the roles it allows.
 * A route defined without `studioRoute`/`studioPublicRoute` has no roles here, and the test fails on it.
 */
export function listStudioRoutes(document: {
  paths?: Record<string, Record<string, unknown> | undefined> | undefined;
}): Array<RegisteredStudioRoute | { method: string; path: string; roles: undefined }> {
  const out: Array<RegisteredStudioRoute | { method: string; path: string; roles: undefined }> = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (!path.startsWith("/api/studio")) continue;
    for (const [method, operation] of Object.entries(item ?? {})) {
      if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
      const roles = (operation as Record<string, unknown>)[ROLES_EXTENSION] as Role[] | "public" | undefined;
      out.push({ method: method.toUpperCase(), path, roles });
    }
  }
  return out;
}
