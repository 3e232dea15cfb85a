import { OpenAPIHono, z } from "@hono/zod-openapi";
import { maskMobile } from "../audit/mask.ts";
import { auditFrom } from "../audit/request.ts";
import { localeOf } from "../auth/middleware.ts";
import { failureResponse, ok, successSchema } from "../lib/envelope.ts";
import { json } from "../lib/openapi.ts";
import { multilineText } from "../lib/safe-text.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { employeeOf } from "../studio/middleware.ts";
import { studioRoute } from "../studio/studio-route.ts";
import { privacyMessage } from "./messages.ts";
import {
  answerRightsRequest,
  RIGHTS_RESPONSE_MAX,
  type RightsRequest,
  rightsRequestsForStudio,
  startRightsRequest,
} from "./rights-requests.ts";

// The studio's data rights desk (`/api/studio/rights-requests`, operations): the open requests,
// soonest due first, with the customer's mobile masked; take one, then complete it (an erasure is carried out
// then) or reject it with the reason. Each step writes its audit entry; the customer is told when answered.

const ROLES = ["operations"] as const;

const studioRequest = z
  .object({
    reference: z.string(),
    kind: z.string(),
    status: z.string(),
    details: z.string().nullable(),
    response: z.string().nullable(),
    mobile: z.string(),
    createdAt: z.string(),
    dueAt: z.string(),
    completedAt: z.string().nullable(),
  })
  .openapi("StudioRightsRequest");

export const studioRequestView = (row: { request: RightsRequest; mobile: string }) => ({
  reference: row.request.reference,
  kind: row.request.kind,
  status: row.request.status,
  details: row.request.details,
  response: row.request.response,
  mobile: maskMobile(row.mobile),
  createdAt: row.request.createdAt.toISOString(),
  dueAt: row.request.dueAt.toISOString(),
  completedAt: row.request.completedAt?.toISOString() ?? null,
});

const referenceParam = z.object({
  reference: z
    .string()
    .regex(/^DR\d{8}$/, "This request reference is not valid.")
    .openapi({ param: { name: "reference", in: "path" } }),
});
export const rightsResponseField = multilineText()
  .transform((value) => value.trim())
  .pipe(z.string().min(1, "Write the answer the customer will read.").max(RIGHTS_RESPONSE_MAX));

const stepped = {
  200: {
    description: "Done",
    content: { "application/json": { schema: successSchema(z.object({ status: z.string() })) } },
  },
  400: failureResponse("A bad reference or answer"),
  404: failureResponse("No such request"),
  409: failureResponse("The request has moved on (reload)"),
};

export function studioRightsRoutes(deps: ApiDeps) {
  const step = (c: Parameters<typeof auditFrom>[0]) => {
    const { requestId, ip } = auditFrom(c);
    return { actor: employeeOf(c), locale: localeOf(c), requestId, ip };
  };
  return new OpenAPIHono<ApiEnv>()
    .openapi(
      studioRoute({
        roles: ROLES,
        method: "get",
        path: "/",
        summary: "Data rights requests: open ones soonest due first, then the latest answered",
        responses: {
          200: {
            description: "The requests",
            content: {
              "application/json": {
                schema: successSchema(
                  z.object({ open: z.array(studioRequest), answered: z.array(studioRequest) }),
                ),
              },
            },
          },
        },
      }),
      async (c) => {
        const { open, answered } = await rightsRequestsForStudio(deps.database.db);
        return ok(c, { open: open.map(studioRequestView), answered: answered.map(studioRequestView) });
      },
    )
    .openapi(
      studioRoute({
        roles: ROLES,
        method: "post",
        path: "/{reference}/start",
        summary: "Take a request (received → in progress)",
        request: { params: referenceParam },
        responses: stepped,
      }),
      async (c) => {
        const row = await startRightsRequest(deps, c.req.valid("param").reference, step(c));
        return ok(c, { status: row.status }, privacyMessage("requestStarted", localeOf(c)));
      },
    )
    .openapi(
      studioRoute({
        roles: ROLES,
        method: "post",
        path: "/{reference}/answer",
        summary: "Complete (an erasure is carried out now) or reject a request; the customer is told",
        request: {
          params: referenceParam,
          body: json(
            z.strictObject({ outcome: z.enum(["done", "rejected"]), response: rightsResponseField }),
          ),
        },
        responses: stepped,
      }),
      async (c) => {
        const body = c.req.valid("json");
        const row = await answerRightsRequest(deps, c.req.valid("param").reference, body, step(c));
        return ok(c, { status: row.status }, privacyMessage("requestDone", localeOf(c)));
      },
    );
}
