import type { MiddlewareHandler } from "hono";
import { localeOf } from "../../auth/middleware.ts";
import { AppError } from "../../errors.ts";
import type { ApiDeps } from "../../types.ts";

// TEMPORARY, until the studio's employee sign-in (its own branch) is merged: the pipeline's role check
// against the shape that work provides — a middleware that has put the signed-in employee at
// c.get("employee"). Nothing sets it yet, so every studio call answers 401: safe until the real one lands.

export interface StudioEmployee {
  id: string;
  name: string;
  roles: readonly string[];
}

const TEXT = {
  noSession: { en: "Please sign in to the back office.", hi: "कृपया बैक ऑफ़िस में साइन इन करें।" },
  role: {
    en: "Your role does not allow this.",
    hi: "आपकी भूमिका इसकी अनुमति नहीं देती।",
  },
} as const;

function requireRoles(roles: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const employee = c.get("employee" as never) as StudioEmployee | undefined;
    const locale = localeOf(c);
    if (!employee) throw new AppError("UNAUTHORIZED", TEXT.noSession[locale]);
    if (!employee.roles.some((role) => roles.includes(role)))
      throw new AppError("FORBIDDEN", TEXT.role[locale]);
    await next();
  };
}

export function studioGuard(_deps: ApiDeps, readRoles: readonly string[], actRoles: readonly string[]) {
  return { read: requireRoles(readRoles), act: requireRoles(actRoles) };
}
