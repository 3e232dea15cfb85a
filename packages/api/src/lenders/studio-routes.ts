import { OpenAPIHono, z } from "@hono/zod-openapi";
import { lenderApiKeys } from "@loansetu/db/schema";
import { desc, eq } from "@loansetu/db/sql";
import { auditFrom } from "../audit/request.ts";
import { failureResponse, ok, successSchema } from "../lib/envelope.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { studioRoute } from "../studio/studio-route.ts";
import { disputesForStaff } from "./servicing.ts";
import { createLenderStudioActions } from "./studio-actions.ts";
import { ageingQueue } from "./studio-queries.ts";
import { deliveryLog } from "./webhooks.ts";

// The back office's view of the lenders (`/api/studio/lenders`, decision 0066): every share with its stage
// timer against the lender's promised time, late ones first (the ageing queue); the webhook delivery log
// with a replay by hand; and the lenders' API keys, which only an admin makes or revokes.

const READERS = ["admin", "operations", "finance", "viewer"] as const;
const OPERATORS = ["admin", "operations"] as const;

const progressRow = z
  .object({
    reference: z.string(),
    lenderId: z.number(),
    lenderName: z.string(),
    status: z.string(),
    statusAt: z.string(),
    due: z.string().nullable(),
    late: z.boolean(),
    integrated: z.boolean(),
    staffActions: z.array(z.enum(["sanction", "disbursal"])),
  })
  .openapi("StudioLenderProgress");

export function studioLenderRoutes(deps: ApiDeps) {
  const db = deps.database.db;
  const actions = createLenderStudioActions(deps);
  return new OpenAPIHono<ApiEnv>()
    .openapi(
      studioRoute({
        roles: OPERATORS,
        method: "get",
        path: "/disputes",
        summary: "Borrowers' disputes about their loans at every lender, open ones first, soonest due first",
        responses: {
          200: {
            description: "The disputes",
            content: {
              "application/json": {
                schema: successSchema(z.object({ items: z.array(z.looseObject({ reference: z.string() })) })),
              },
            },
          },
        },
      }),
      async (c) => ok(c, { items: await disputesForStaff(db, deps.clock()) }),
    )
    .openapi(
      studioRoute({
        roles: READERS,
        method: "get",
        path: "/progress",
        summary: "Every shared application at its lender, late steps first, then the oldest waiting",
        request: { query: z.object({ late: z.enum(["true", "false"]).optional() }) },
        responses: {
          200: {
            description: "The ageing queue",
            content: {
              "application/json": { schema: successSchema(z.object({ items: z.array(progressRow) })) },
            },
          },
        },
      }),
      async (c) => ok(c, { items: await ageingQueue(deps, c.req.valid("query").late === "true") }),
    )
    .openapi(
      studioRoute({
        roles: OPERATORS,
        method: "get",
        path: "/webhook-deliveries",
        summary: "Webhook deliveries to every lender, newest first",
        responses: {
          200: {
            description: "The delivery log",
            content: {
              "application/json": {
                schema: successSchema(
                  z.object({ items: z.array(z.object({ id: z.string() }).passthrough()) }),
                ),
              },
            },
          },
        },
      }),
      async (c) => ok(c, { items: await deliveryLog(db, null, 100) }),
    )
    .openapi(
      studioRoute({
        roles: OPERATORS,
        method: "post",
        path: "/webhook-deliveries/{id}/replay",
        summary: "Send one webhook again (audited)",
        request: { params: z.object({ id: z.uuid().openapi({ param: { name: "id", in: "path" } }) }) },
        responses: {
          200: {
            description: "Queued again",
            content: { "application/json": { schema: successSchema(z.object({ replayed: z.boolean() })) } },
          },
          404: failureResponse("No such delivery"),
        },
      }),
      async (c) => ok(c, { replayed: await actions.replay(auditFrom(c), c.req.valid("param").id) }),
    )
    .openapi(
      studioRoute({
        roles: ["admin"],
        method: "get",
        path: "/{lenderId}/keys",
        summary: "A lender's API keys (never the keys themselves)",
        request: {
          params: z.object({
            lenderId: z.coerce
              .number()
              .int()
              .positive()
              .openapi({ param: { name: "lenderId", in: "path" } }),
          }),
        },
        responses: {
          200: {
            description: "Keys",
            content: {
              "application/json": {
                schema: successSchema(
                  z.object({ items: z.array(z.object({ id: z.string() }).passthrough()) }),
                ),
              },
            },
          },
        },
      }),
      async (c) => {
        const items = await db
          .select({
            id: lenderApiKeys.id,
            name: lenderApiKeys.name,
            keyPrefix: lenderApiKeys.keyPrefix,
            createdAt: lenderApiKeys.createdAt,
            lastUsedAt: lenderApiKeys.lastUsedAt,
            revokedAt: lenderApiKeys.revokedAt,
            expiresAt: lenderApiKeys.expiresAt,
          })
          .from(lenderApiKeys)
          .where(eq(lenderApiKeys.lenderId, c.req.valid("param").lenderId))
          .orderBy(desc(lenderApiKeys.createdAt));
        return ok(c, { items });
      },
    )
    .openapi(
      studioRoute({
        roles: ["admin"],
        method: "post",
        path: "/{lenderId}/keys",
        summary: "Make a lender API key: answered once, never shown again (audited)",
        request: {
          params: z.object({
            lenderId: z.coerce
              .number()
              .int()
              .positive()
              .openapi({ param: { name: "lenderId", in: "path" } }),
          }),
          body: {
            required: true,
            content: {
              "application/json": {
                schema: z.object({
                  name: z.string().trim().min(1).max(80),
                  expiresInDays: z.number().int().min(1).max(365).optional(),
                }),
              },
            },
          },
        },
        responses: {
          200: {
            description: "The new key",
            content: {
              "application/json": {
                schema: successSchema(
                  z.object({ id: z.string(), key: z.string(), keyPrefix: z.string(), expiresAt: z.string() }),
                ),
              },
            },
          },
          409: failureResponse("Two keys are active already, or no such lender"),
        },
      }),
      async (c) => {
        const body = c.req.valid("json");
        const made = await actions.createKey(auditFrom(c), {
          lenderId: c.req.valid("param").lenderId,
          name: body.name,
          expiresInDays: body.expiresInDays,
        });
        return ok(c, { ...made, expiresAt: made.expiresAt.toISOString() });
      },
    )
    .openapi(
      studioRoute({
        roles: ["admin"],
        method: "post",
        path: "/{lenderId}/keys/{keyId}/revoke",
        summary: "Revoke a lender API key at once (audited)",
        request: {
          params: z.object({
            lenderId: z.coerce
              .number()
              .int()
              .positive()
              .openapi({ param: { name: "lenderId", in: "path" } }),
            keyId: z.uuid().openapi({ param: { name: "keyId", in: "path" } }),
          }),
        },
        responses: {
          200: {
            description: "Revoked",
            content: { "application/json": { schema: successSchema(z.object({ revoked: z.boolean() })) } },
          },
          404: failureResponse("No such active key"),
        },
      }),
      async (c) => {
        const { lenderId, keyId } = c.req.valid("param");
        return ok(c, { revoked: await actions.revokeKey(auditFrom(c), lenderId, keyId) });
      },
    );
}
