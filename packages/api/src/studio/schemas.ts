import { z } from "@hono/zod-openapi";
import { ROLES } from "./policy.ts";

// Control characters (other than none at all) are refused in every back-office text field.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export const safeText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !CONTROL.test(value), "Control characters are not allowed.");

export const emailField = safeText(254).pipe(z.email("Please enter a valid email address."));
export const nameField = safeText(100).refine((v) => v.trim().length > 0, "Please enter a name.");
export const passwordField = safeText(200);
export const rolesField = z.array(z.enum(ROLES)).min(1, "Choose at least one role.").max(ROLES.length);

export const json = <T extends z.ZodType>(schema: T) => ({
  content: { "application/json": { schema } },
  required: true,
});
