import { OpenAPIHono, z } from "@hono/zod-openapi";
import { PARTNER_STATUSES } from "@loansetu/db/schema";
import { auditFrom } from "../audit/request.ts";
import { localeOf } from "../auth/middleware.ts";
import { failureResponse, ok, successSchema } from "../lib/envelope.ts";
import { AppError } from "../lib/errors.ts";
import { json } from "../lib/openapi.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { employeeOf } from "../studio/middleware.ts";
import { emailField, safeText } from "../studio/schemas.ts";
import { studioRoute } from "../studio/studio-route.ts";
import { cityField } from "./fields.ts";
import { partnerMessage } from "./messages.ts";
import { decidePartner, type PartnerDecision } from "./moderation.ts";
import { salesEmployeeCode, studioPartners } from "./studio-queries.ts";

// The studio's partner approval (`/api/studio/partners`, operations): the list by status,
// approve / reject / suspend / reinstate (remarks required to reject or suspend), and sales employees' codes.

const ROLES = ["operations"] as const;

const partner = z
  .object({
    id: z.string(),
    code: z.string(),
    kind: z.enum(["dealer", "dsa", "sales_employee"]),
    businessName: z.string(),
    contactName: z.string(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    city: z.string(),
    panMasked: z.string().nullable(),
    gstin: z.string().nullable(),
    status: z.enum(PARTNER_STATUSES),
    decisionRemarks: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi("StudioPartner");

export const decisionRemarks = safeText(300).transform((value) => value.trim());
const decisionBody = z.object({ remarks: decisionRemarks.optional() });
const partnerId = z.object({
  id: z.uuid("This partner reference is not valid.").openapi({ param: { name: "id", in: "path" } }),
  decision: z
    .enum(["approve", "reject", "suspend", "reinstate"])
    .openapi({ param: { name: "decision", in: "path" } }),
});

/** Rejecting or suspending needs a reason for the record. */
export const needsRemarks = (decision: PartnerDecision) => decision === "reject" || decision === "suspend";

export function studioPartnerRoutes(deps: ApiDeps) {
  return new OpenAPIHono<ApiEnv>()
    .openapi(
      studioRoute({
        roles: ROLES,
        method: "get",
        path: "/",
        summary: "Partners by status (pending first-come first), PAN masked",
        request: { query: z.object({ status: z.enum([...PARTNER_STATUSES, "all"]).default("pending") }) },
        responses: {
          200: {
            description: "Partners",
            content: { "application/json": { schema: successSchema(z.object({ items: z.array(partner) })) } },
          },
        },
      }),
      async (c) => ok(c, { items: await studioPartners(deps.database.db, c.req.valid("query").status) }),
    )
    .openapi(
      studioRoute({
        roles: ROLES,
        method: "post",
        path: "/{id}/{decision}",
        summary:
          "Approve, reject, suspend or reinstate a partner (audited; remarks needed to reject or suspend)",
        request: { params: partnerId, body: json(decisionBody) },
        responses: {
          200: {
            description: "Decided",
            content: {
              "application/json": {
                schema: successSchema(z.object({ id: z.string(), status: z.enum(PARTNER_STATUSES) })),
              },
            },
          },
          400: failureResponse("Bad id, or no remarks where they are needed"),
          404: failureResponse("No such partner"),
          409: failureResponse("The partner's status does not allow this (reload)"),
        },
      }),
      async (c) => {
        const { id, decision } = c.req.valid("param");
        const remarks = c.req.valid("json").remarks || null;
        const locale = localeOf(c);
        if (needsRemarks(decision) && !remarks)
          throw new AppError(
            "VALIDATION_FAILED",
            locale === "hi" ? "कृपया कारण लिखें।" : "Please write the reason.",
          );
        const { requestId, ip } = auditFrom(c);
        const result = await decidePartner(deps, {
          partnerId: id,
          decision,
          remarks,
          actor: employeeOf(c),
          requestId,
          ip,
          locale,
        });
        const message =
          result.status === "approved"
            ? partnerMessage("approved", locale)
            : result.status === "rejected"
              ? partnerMessage("rejected", locale)
              : partnerMessage("suspended", locale);
        return ok(c, result, message);
      },
    )
    .openapi(
      studioRoute({
        roles: ROLES,
        method: "post",
        path: "/sales-codes",
        summary: "Give a sales employee a partner code (approved at once; the existing one if they have it)",
        request: { body: json(z.object({ email: emailField, city: cityField })) },
        responses: {
          200: {
            description: "The code",
            content: {
              "application/json": {
                schema: successSchema(z.object({ code: z.string(), created: z.boolean() })),
              },
            },
          },
          404: failureResponse("No active employee with this email"),
        },
      }),
      async (c) => {
        const { email, city } = c.req.valid("json");
        const { requestId, ip } = auditFrom(c);
        return ok(
          c,
          await salesEmployeeCode(deps, {
            email,
            city,
            actor: employeeOf(c),
            requestId,
            ip,
            locale: localeOf(c),
          }),
        );
      },
    );
}
