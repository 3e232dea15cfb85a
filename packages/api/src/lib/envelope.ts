import { z } from "@hono/zod-openapi";
import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import { jsonHeaders } from "./compress-json.ts";

/**
 * The success envelope (docs/architecture.md, "An API call"): `{ status: true, message, data }`. Typed as `c.json`'s answer;
 * built from its text so that a short answer can state its length (see jsonHeaders).
 */
export function ok<T>(c: Context, data: T, message = "OK") {
  const envelope = { status: true as const, message, data };
  const text = JSON.stringify(envelope);
  return c.body(text, 200, jsonHeaders(text)) as unknown as Response &
    TypedResponse<JSONParsed<typeof envelope>, 200, "json">;
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
