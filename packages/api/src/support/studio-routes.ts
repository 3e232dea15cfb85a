import { OpenAPIHono, z } from "@hono/zod-openapi";
import { auditFrom } from "../audit/request.ts";
import { localeOf } from "../auth/middleware.ts";
import { failureResponse, ok, successSchema } from "../lib/envelope.ts";
import { json } from "../lib/openapi.ts";
import { multilineText } from "../lib/safe-text.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { employeeOf } from "../studio/middleware.ts";
import { studioRoute } from "../studio/studio-route.ts";
import { REPLY_MAX } from "./limits.ts";
import { SUPPORT_TEXT } from "./messages.ts";
import { changeTicket, ticketQueue } from "./tickets.ts";

// The studio's support queue (`/api/studio/support`, roles support and operations): tickets by the time a
// reply was promised, take one, reply (the customer hears by SMS and e-mail and reads it on the dashboard),
// close, reopen, mark a complaint as a grievance (30 days, the grievance officer told). The customer's
// mobile is masked; the transcript was masked when the ticket was opened.

export const SUPPORT_ROLES = ["support", "operations"] as const;

const ticket = z
  .object({
    reference: z.string(),
    kind: z.string(),
    status: z.string(),
    locale: z.string(),
    mobile: z.string(),
    transcript: z.string(),
    createdAt: z.string(),
    promisedBy: z.string(),
    overdue: z.boolean(),
    assignedTo: z.string().nullable(),
    escalatedAt: z.string().nullable(),
    replies: z.array(z.object({ text: z.string(), at: z.string() })),
  })
  .openapi("StudioSupportTicket");

const referenceParam = z.object({
  reference: z
    .string()
    .regex(/^ST\d{8}$/, "This ticket reference is not valid.")
    .openapi({ param: { name: "reference", in: "path" } }),
});
const changeParams = referenceParam.extend({
  change: z
    .enum(["assign", "close", "reopen", "grievance"])
    .openapi({ param: { name: "change", in: "path" } }),
});
export const replyField = multilineText()
  .transform((value) => value.trim())
  .pipe(z.string().min(1, "Write the reply the customer will read.").max(REPLY_MAX));

const stepped = {
  200: {
    description: "Done",
    content: {
      "application/json": { schema: successSchema(z.object({ status: z.string(), kind: z.string() })) },
    },
  },
  400: failureResponse("A bad reference or reply"),
  404: failureResponse("No such ticket"),
  409: failureResponse("The ticket has moved on (reload)"),
};

export function studioSupportRoutes(deps: ApiDeps) {
  const step = (c: Parameters<typeof auditFrom>[0]) => {
    const { requestId, ip } = auditFrom(c);
    return { actor: employeeOf(c), locale: localeOf(c), requestId, ip };
  };
  const app = new OpenAPIHono<ApiEnv>()
    .openapi(
      studioRoute({
        roles: SUPPORT_ROLES,
        method: "get",
        path: "/",
        summary:
          "The support queue: open and answered tickets soonest promised first, then the latest closed",
        responses: {
          200: {
            description: "The tickets",
            content: {
              "application/json": {
                schema: successSchema(z.object({ open: z.array(ticket), closed: z.array(ticket) })),
              },
            },
          },
        },
      }),
      async (c) => ok(c, await ticketQueue(deps)),
    )
    .openapi(
      studioRoute({
        roles: SUPPORT_ROLES,
        method: "post",
        path: "/{reference}/reply",
        summary: "Reply to the customer (SMS, e-mail and dashboard)",
        request: { params: referenceParam, body: json(z.strictObject({ text: replyField })) },
        responses: stepped,
      }),
      async (c) => {
        const row = await changeTicket(
          deps,
          c.req.valid("param").reference,
          "reply",
          step(c),
          c.req.valid("json").text,
        );
        return ok(c, { status: row.status, kind: row.kind }, SUPPORT_TEXT.replied[localeOf(c)]);
      },
    );
  return app.openapi(
    studioRoute({
      roles: SUPPORT_ROLES,
      method: "post",
      path: "/{reference}/{change}",
      summary:
        "Take the ticket (assign), close it, reopen a closed one, or mark it a grievance (30 days from filing, the grievance officer told)",
      request: { params: changeParams },
      responses: stepped,
    }),
    async (c) => {
      const { reference, change } = c.req.valid("param");
      const row = await changeTicket(deps, reference, change, step(c));
      return ok(c, { status: row.status, kind: row.kind }, SUPPORT_TEXT.done[localeOf(c)]);
    },
  );
}
