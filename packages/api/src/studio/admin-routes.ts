import { OpenAPIHono, z } from "@hono/zod-openapi";
import { queryAudit } from "../audit/query.ts";
import { recordAudit } from "../audit/record.ts";
import { localeOf } from "../auth/middleware.ts";
import { clientInfo } from "../lib/client-address.ts";
import { failureResponse, ok, successSchema } from "../lib/envelope.ts";
import { json } from "../lib/openapi.ts";
import { transaction } from "../lib/transaction.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import {
  API_KEY_DEFAULT_DAYS,
  API_KEY_MAX_ADDRESSES,
  API_KEY_MAX_DAYS,
  createApiClient,
  parseAddress,
  revokeApiClient,
} from "./api-clients.ts";
import { createEmployeeAdmin } from "./employee-admin.ts";
import { employeeOf } from "./middleware.ts";
import { API_CLIENT_ROLES, ROLES } from "./policy.ts";
import { emailField, nameField, rolesField, safeText } from "./schemas.ts";
import { studioRoute } from "./studio-route.ts";

const idParam = z.object({ id: z.uuid("Not a valid id.") });
const employeeItem = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(ROLES)),
  status: z.enum(["invited", "active", "deactivated"]),
  totpEnabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
const forbidden = failureResponse("Not signed in, or not an admin");

/** Admin-only back-office calls: employees (invite, roles, deactivate), the audit log, API clients. */
export function studioAdminRoutes(deps: ApiDeps) {
  const admin = createEmployeeAdmin(deps);
  const app = new OpenAPIHono<ApiEnv>();
  const ctx = (c: Parameters<typeof clientInfo>[0]) => ({
    locale: localeOf(c),
    ip: clientInfo(c).ip,
    requestId: (c as { get(key: "requestId"): string }).get("requestId"),
  });
  const base = (_url: string) => deps.config.publicOrigin;

  app.openapi(
    studioRoute({
      roles: ["admin"],
      method: "get",
      path: "/employees",
      summary: "Every employee with roles and status",
      responses: {
        200: {
          description: "Employees",
          content: { "application/json": { schema: successSchema(z.array(employeeItem)) } },
        },
        401: forbidden,
        403: forbidden,
      },
    }),
    async (c) => ok(c, await admin.list()),
  );

  app.openapi(
    studioRoute({
      roles: ["admin"],
      method: "post",
      path: "/employees",
      summary: "Invite an employee: emails a single-use set-up link (72 hours) through the outbox",
      request: { body: json(z.object({ email: emailField, name: nameField, roles: rolesField })) },
      responses: {
        200: {
          description: "Invited",
          content: { "application/json": { schema: successSchema(z.object({ id: z.string() })) } },
        },
        401: forbidden,
        403: forbidden,
        409: failureResponse("Email already used"),
      },
    }),
    async (c) => {
      const { id } = await admin.invite(employeeOf(c), c.req.valid("json"), base(c.req.url), ctx(c));
      return ok(c, { id }, "Invited");
    },
  );

  app.openapi(
    studioRoute({
      roles: ["admin"],
      method: "put",
      path: "/employees/{id}/roles",
      summary: "Replace an employee's roles",
      request: { params: idParam, body: json(z.object({ roles: rolesField })) },
      responses: {
        200: {
          description: "Changed",
          content: {
            "application/json": { schema: successSchema(z.object({ roles: z.array(z.enum(ROLES)) })) },
          },
        },
        401: forbidden,
        403: forbidden,
        404: failureResponse("No such employee"),
        409: failureResponse("Would leave no admin"),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const roles = await admin.changeRoles(employeeOf(c), id, c.req.valid("json").roles, ctx(c));
      return ok(c, { roles });
    },
  );

  app.openapi(
    studioRoute({
      roles: ["admin"],
      method: "post",
      path: "/employees/{id}/deactivate",
      summary: "Deactivate an employee; their sessions end at once",
      request: { params: idParam },
      responses: {
        200: {
          description: "Deactivated",
          content: { "application/json": { schema: successSchema(z.object({ done: z.literal(true) })) } },
        },
        401: forbidden,
        403: forbidden,
        404: failureResponse("No such employee"),
        409: failureResponse("Would leave no admin"),
      },
    }),
    async (c) => {
      await admin.deactivate(employeeOf(c), c.req.valid("param").id, ctx(c));
      return ok(c, { done: true as const });
    },
  );

  const day = z.iso.date("Use a date like 2026-11-25.").optional();
  app.openapi(
    studioRoute({
      roles: ["admin"],
      method: "get",
      path: "/audit",
      summary: "The audit log, newest first, 50 a page, with filters",
      request: {
        query: z.object({
          actor: safeText(254).optional(),
          action: safeText(64).optional(),
          lead: safeText(40).optional(),
          from: day,
          to: day,
          page: z.coerce.number().int().min(1).max(100_000).optional(),
        }),
      },
      responses: {
        200: {
          description: "A page of entries",
          content: {
            "application/json": {
              schema: successSchema(
                z.object({
                  items: z.array(z.record(z.string(), z.unknown())),
                  page: z.number(),
                  pageCount: z.number(),
                  total: z.number(),
                }),
              ),
            },
          },
        },
        401: forbidden,
        403: forbidden,
      },
    }),
    async (c) => {
      const filters = c.req.valid("query");
      // Reading the audit log is itself recorded (it holds who did what to whose data).
      await recordAudit(deps.database.db, {
        actor: employeeOf(c),
        action: "audit.view",
        details: filters,
        requestId: c.get("requestId"),
        ip: clientInfo(c).ip,
      });
      return ok(c, await queryAudit(deps.database.db, filters));
    },
  );

  app.openapi(
    studioRoute({
      roles: ["admin"],
      method: "post",
      path: "/api-clients",
      summary: "Create an API client (a lender's system) with one role; answers its key once",
      request: {
        body: json(
          z.object({
            name: nameField,
            role: z.enum(API_CLIENT_ROLES),
            expiresInDays: z.number().int().min(1).max(API_KEY_MAX_DAYS).default(API_KEY_DEFAULT_DAYS),
            allowedIps: z
              .array(
                z
                  .string()
                  .max(64)
                  .refine((entry) => parseAddress(entry) !== null, "Not an IP address or CIDR range"),
              )
              .max(API_KEY_MAX_ADDRESSES)
              .default([]),
          }),
        ),
      },
      responses: {
        200: {
          description: "Created; keep the key, it is not shown again",
          content: {
            "application/json": {
              schema: successSchema(
                z.object({
                  id: z.string(),
                  key: z.string(),
                  keyPrefix: z.string(),
                  expiresAt: z.string(),
                  allowedIps: z.array(z.string()),
                }),
              ),
            },
          },
        },
        401: forbidden,
        403: forbidden,
      },
    }),
    async (c) => {
      const actor = employeeOf(c);
      const input = c.req.valid("json");
      const created = await transaction(deps.database.db, async (tx) => {
        const client = await createApiClient(tx, {
          ...input,
          now: deps.clock(),
          createdBy: actor.kind === "employee" ? actor.id : undefined,
        });
        await recordAudit(tx, {
          actor,
          action: "api-client.create",
          subjectType: "api-client",
          subjectId: client.id,
          after: {
            name: input.name,
            role: input.role,
            keyPrefix: client.keyPrefix,
            expiresAt: client.expiresAt.toISOString(),
            allowedIps: client.allowedIps,
          },
          requestId: c.get("requestId"),
          ip: clientInfo(c).ip,
        });
        return client;
      });
      return ok(c, { ...created, expiresAt: created.expiresAt.toISOString() });
    },
  );

  app.openapi(
    studioRoute({
      roles: ["admin"],
      method: "post",
      path: "/api-clients/{id}/revoke",
      summary: "Revoke an API client's key",
      request: { params: idParam },
      responses: {
        200: {
          description: "Revoked",
          content: { "application/json": { schema: successSchema(z.object({ done: z.literal(true) })) } },
        },
        401: forbidden,
        403: forbidden,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      await transaction(deps.database.db, async (tx) => {
        await revokeApiClient(tx, id, deps.clock());
        await recordAudit(tx, {
          actor: employeeOf(c),
          action: "api-client.revoke",
          subjectType: "api-client",
          subjectId: id,
          requestId: c.get("requestId"),
          ip: clientInfo(c).ip,
        });
      });
      return ok(c, { done: true as const });
    },
  );

  return app;
}
