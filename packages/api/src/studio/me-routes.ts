import { OpenAPIHono, z } from "@hono/zod-openapi";
import { failureResponse, ok, successSchema } from "../lib/envelope.ts";
import type { ApiEnv } from "../lib/types.ts";
import { employeeOf } from "./middleware.ts";
import { ROLES } from "./policy.ts";
import { studioRoute } from "./studio-route.ts";

export const employeeSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    roles: z.array(z.enum(ROLES)),
    kind: z.enum(["employee", "apiClient"]),
  })
  .openapi("StudioEmployee");

/** `GET /api/studio/me`: who is signed in, with their roles. */
export function meRoutes() {
  return new OpenAPIHono<ApiEnv>().openapi(
    studioRoute({
      roles: ROLES,
      method: "get",
      path: "/me",
      summary: "The signed-in employee (or API client) and their roles",
      responses: {
        200: {
          description: "Signed in",
          content: { "application/json": { schema: successSchema(employeeSchema) } },
        },
        401: failureResponse("Not signed in to the back office"),
      },
    }),
    (c) => {
      const { id, email, name, roles, kind } = employeeOf(c);
      return ok(c, { id, email, name, roles, kind });
    },
  );
}
