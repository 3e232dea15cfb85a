import { OpenAPIHono, z } from "@hono/zod-openapi";
import { PAYOUT_STATUSES } from "@loansetu/domain/payout";
import type { Context } from "hono";
import { recordAudit } from "../audit/record.ts";
import { localeOf } from "../auth/middleware.ts";
import { exceeded, record } from "../auth/rate-limit.ts";
import { PRODUCT_KEYS } from "../data/schemas.ts";
import { clientInfo } from "../lib/client-address.ts";
import { failureResponse, ok, successSchema } from "../lib/envelope.ts";
import { AppError } from "../lib/errors.ts";
import { json } from "../lib/openapi.ts";
import { multilineText, safeText } from "../lib/safe-text.ts";
import { transaction } from "../lib/transaction.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { employeeOf } from "../studio/middleware.ts";
import type { Role } from "../studio/policy.ts";
import { emailField } from "../studio/schemas.ts";
import { studioRoute } from "../studio/studio-route.ts";
import { payoutMessage } from "./messages.ts";
import { createPayoutService, type FinanceActor } from "./service.ts";
import { createPayoutStatusLinks } from "./status-link.ts";

// The back office's payouts under /api/studio/payouts: finance reads, filters, totals, exports
// and moves payouts and sends payout status links; the admin edits the grid (dated, audited).

export const PAYOUT_READ_ROLES: Role[] = ["finance", "admin"];
export const PAYOUT_ACT_ROLES: Role[] = ["finance"];
export const GRID_EDIT_ROLES: Role[] = ["admin"];
const EXPORTS_PER_HOUR = 20;
const LINKS_PER_HOUR = 30;

const reference = z
  .string()
  .regex(/^LS\d{6,18}$/, "Not a lead reference.")
  .openapi({ param: { name: "reference", in: "path" }, example: "LS2610000004" });
const params = z.object({ reference });
export const payoutFilterSchema = z.object({
  status: z.enum(PAYOUT_STATUSES).optional(),
  partnerId: z.uuid().optional(),
  lenderId: z.coerce.number().int().min(1).max(999_999).optional(),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Use yyyy-mm.")
    .optional(),
});
const listQuery = payoutFilterSchema.extend({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
const payoutRow = z
  .object({
    reference: z.string(),
    month: z.string(),
    partnerId: z.string(),
    lenderName: z.string(),
    status: z.string(),
    payoutPaise: z.number(),
    gstPaise: z.number(),
    tdsPaise: z.number(),
    netPaise: z.number(),
    paidRupees: z.number().nullable(),
    version: z.number(),
  })
  .loose()
  .openapi("StudioPayoutRow");
const totals = z.object({
  count: z.number(),
  payoutPaise: z.number(),
  gstPaise: z.number(),
  tdsPaise: z.number(),
  netPaise: z.number(),
  paidRupees: z.number(),
});
const answer = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { "application/json": { schema: successSchema(schema) } },
});
const refusals = {
  400: failureResponse("Invalid input"),
  401: failureResponse("No employee session"),
  403: failureResponse("The employee's role may not do this"),
  404: failureResponse("No payout for this lead"),
};

export const statusBody = z.object({
  status: z.enum(PAYOUT_STATUSES),
  remarks: multilineText().trim().min(1).max(1000),
  payout: z.number().int().min(0).max(100_000_000).optional(),
  version: z.number().int().min(1).optional(),
  /** Required with Paid (the service says so in the caller's language): the transfer's UTR and date. */
  utr: safeText().max(40).optional(),
  paidOn: z.iso.date().optional(),
});
export const gridBody = z.object({
  lenderId: z.number().int().min(1).max(999_999),
  product: z.enum(PRODUCT_KEYS),
  rateBps: z.number().int().min(0).max(1000),
  capRupees: z.number().int().min(0).max(10_000_000),
  effectiveFrom: z.iso.date(),
  remarks: safeText().trim().min(3).max(300),
});

const routes = {
  list: studioRoute({
    roles: PAYOUT_READ_ROLES,
    method: "get",
    path: "/",
    summary: "Payouts, newest first, filtered (status, partner, lender, month), with the filter's totals",
    request: { query: listQuery },
    responses: {
      200: answer("One page", z.object({ items: z.array(payoutRow), totals, page: z.number() })),
      ...refusals,
    },
  }),
  csv: studioRoute({
    roles: PAYOUT_READ_ROLES,
    method: "get",
    path: "/export.csv",
    summary: "The filtered payouts as CSV; the export is audited",
    request: { query: payoutFilterSchema },
    responses: {
      200: { description: "CSV", content: { "text/csv": { schema: z.string() } } },
      429: failureResponse("Too many exports"),
      ...refusals,
    },
  }),
  status: studioRoute({
    roles: PAYOUT_ACT_ROLES,
    method: "post",
    path: "/{reference}/status",
    summary:
      "Move a payout's status with remarks (with Paid: the UTR and date of the transfer, optionally the paid amount; the partner's bank account must be on file); audited",
    request: { params, body: json(statusBody) },
    responses: {
      200: answer("The payout after the move", payoutRow),
      409: failureResponse(
        "A move the status does not allow, a stale version or a paid amount above the net",
      ),
      ...refusals,
    },
  }),
  link: studioRoute({
    roles: PAYOUT_ACT_ROLES,
    method: "post",
    path: "/{reference}/status-link",
    summary: "Email a lender's operations contact a signed, encrypted, expiring payout status link; audited",
    request: { params, body: json(z.object({ email: emailField })) },
    responses: {
      200: answer("Queued", z.object({ expiresAt: z.string() })),
      429: failureResponse("Too many links"),
      ...refusals,
    },
  }),
  grid: studioRoute({
    roles: [...PAYOUT_READ_ROLES],
    method: "get",
    path: "/grid",
    summary: "The payout grid in force today, and the admin's dated edits",
    responses: { 200: answer("The grid", z.object({ asOf: z.string() }).loose()), ...refusals },
  }),
  editGrid: studioRoute({
    roles: GRID_EDIT_ROLES,
    method: "post",
    path: "/grid",
    summary: "A dated edit of one grid cell (lender and product); audited",
    request: { body: json(gridBody) },
    responses: { 200: answer("Saved", z.object({ id: z.number() })), ...refusals },
  }),
};

export function financeActorFrom(c: Context<ApiEnv>): FinanceActor {
  return {
    employee: employeeOf(c),
    ip: clientInfo(c).ip,
    requestId: c.get("requestId"),
    locale: localeOf(c),
  };
}

/** Mounted at /api/studio/payouts (studio/routes.ts). */
export function payoutRoutes(deps: ApiDeps): OpenAPIHono<ApiEnv> {
  const app = new OpenAPIHono<ApiEnv>();
  const service = createPayoutService(deps);
  const links = createPayoutStatusLinks(deps);

  async function limit(key: string, perHour: number, locale: "en" | "hi") {
    const at = deps.clock();
    if (
      await exceeded(deps.database.db, key, [{ limit: perHour, since: new Date(at.getTime() - 3_600_000) }])
    ) {
      throw new AppError("RATE_LIMITED", locale === "hi" ? "बहुत अधिक अनुरोध।" : "Too many requests.", {
        headers: { "Retry-After": "3600" },
      });
    }
    await record(deps.database.db, key, at);
  }

  return app
    .openapi(routes.list, async (c) => {
      const { page, ...filter } = c.req.valid("query");
      const found = await service.list(filter, page);
      return ok(c, { ...found, page });
    })
    .openapi(routes.csv, async (c) => {
      const actor = financeActorFrom(c);
      await limit(`studio-payout-export:${actor.employee.id}`, EXPORTS_PER_HOUR, actor.locale);
      const filter = c.req.valid("query");
      const { text, rows } = await service.csv(filter);
      await transaction(deps.database.db, (tx) =>
        recordAudit(tx, { ...actorEntry(actor), action: "payouts.export", details: { filter, rows } }),
      );
      return c.body(text, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="payouts-${deps.clock().toISOString().slice(0, 10)}.csv"`,
      });
    })
    .openapi(routes.status, async (c) => {
      const body = c.req.valid("json");
      const saved = await service.changeStatus(
        c.req.valid("param").reference,
        {
          status: body.status,
          remarks: body.remarks,
          paidRupees: body.payout,
          version: body.version,
          utr: body.utr,
          paidOn: body.paidOn,
        },
        financeActorFrom(c),
      );
      return ok(c, { ...saved, reference: c.req.valid("param").reference, lenderName: "" });
    })
    .openapi(routes.link, async (c) => {
      const actor = financeActorFrom(c);
      const { reference: ref } = c.req.valid("param");
      const found = await service.ofLead(ref);
      if (!found) throw new AppError("NOT_FOUND", payoutMessage("notFound", actor.locale));
      await limit(`studio-payout-link:${actor.employee.id}`, LINKS_PER_HOUR, actor.locale);
      const base = deps.config.publicOrigin;
      const sent = await links.send(ref, c.req.valid("json").email, base, {
        ...actor,
        leadId: found.payout.applicationId,
      });
      return ok(c, { expiresAt: sent.expiresAt.toISOString() }, payoutMessage("linkSent", actor.locale));
    })
    .openapi(routes.grid, async (c) => ok(c, await service.grid.overview()))
    .openapi(routes.editGrid, async (c) => {
      const actor = financeActorFrom(c);
      const row = await service.grid.edit(c.req.valid("json"), actor, {
        unknownCell: payoutMessage("unknownCell", actor.locale),
      });
      return ok(c, { id: row?.id ?? 0 }, payoutMessage("gridSaved", actor.locale));
    });
}

const actorEntry = (actor: FinanceActor) => ({
  actor: actor.employee,
  requestId: actor.requestId,
  ip: actor.ip,
});
