import { z } from "@hono/zod-openapi";
import { safeText as oneLine } from "../lib/safe-text.ts";
import { ROLES } from "./policy.ts";

/** A one-line back-office text of at most `max` characters; control characters are refused (safe-text.ts). */
export const safeText = (max: number) => oneLine().max(max);

export const emailField = safeText(254).pipe(z.email("Please enter a valid email address."));
export const nameField = safeText(100).refine((v) => v.trim().length > 0, "Please enter a name.");
export const passwordField = safeText(200);
export const rolesField = z.array(z.enum(ROLES)).min(1, "Choose at least one role.").max(ROLES.length);
