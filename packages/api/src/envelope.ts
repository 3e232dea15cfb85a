import { z } from "@hono/zod-openapi";
import type { Context } from "hono";

/** The success envelope of ARCHITECTURE.md: `{ status: true, message, data }`. */
export function ok<T>(c: Context, data: T, message = "OK") {
  return c.json({ status: true as const, message, data }, 200);
}

export const successSchema = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(true), message: z.string(), data });

export const failureSchema = z
  .object({
    status: z.literal(false),
    message: z.string().openapi({ example: "Please enter correct mobile number" }),
    code: z.string().openapi({ example: "VALIDATION_FAILED" }),
    errors: z.array(z.object({ path: z.string(), message: z.string() })),
  })
  .openapi("Failure");

export const failureResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: failureSchema } },
});
