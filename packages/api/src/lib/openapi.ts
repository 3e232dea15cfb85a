import type { z } from "@hono/zod-openapi";

/** A required JSON request body for `createRoute`, validated by `schema` (every router's one way to say so). */
export const json = <T extends z.ZodType>(schema: T) => ({
  content: { "application/json": { schema } },
  required: true,
});
