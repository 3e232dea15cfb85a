import { OpenAPIHono, z } from "@hono/zod-openapi";
import { JOURNEY_PRODUCTS } from "@loansetu/domain/application";
import { PIPELINE_STAGE_KEYS } from "@loansetu/domain/pipeline";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { localeOf } from "../../auth/middleware.ts";
import { exceeded, record } from "../../auth/rate-limit.ts";
import { createConsentService } from "../../consent/service.ts";
import { documentLanguageQuery, kfsPdfResponse } from "../../journey/kfs-response.ts";
import { createJourneyService } from "../../journey/service.ts";
import { clientInfo } from "../../lib/client-address.ts";
import { failureResponse, ok, successSchema } from "../../lib/envelope.ts";
import { AppError } from "../../lib/errors.ts";
import { json } from "../../lib/openapi.ts";
import { multilineText, safeText } from "../../lib/safe-text.ts";
import type { ApiDeps, ApiEnv } from "../../lib/types.ts";
import { employeeOf } from "../middleware.ts";
import type { Role } from "../policy.ts";
import { studioRoute } from "../studio-route.ts";
import { type Actor, auditToLog, createLeadActions } from "./actions.ts";
import { createStaffEntries, ENTRY_APPROVE_ROLES, ENTRY_PROPOSE_ROLES, type EntryRow } from "./entries.ts";
import { pipelineMessage } from "./messages.ts";
import { createLeadQueries, LEAD_STATUSES, type LeadFilter } from "./queries.ts";

// The back office's lead pipeline under /api/studio/leads: reading (operations, admin, viewer;
// mobiles and PANs masked for everyone) and every action that moves an application (operations only).
// Each action names the lead's version it read: a stale one answers 409 "this lead changed, reload".

/** Roles that may read the pipeline, and the role that may act on it. */
export const LEAD_READ_ROLES: Role[] = ["operations", "admin", "viewer"];
export const LEAD_ACT_ROLES: Role[] = ["operations"];
const MAX_BODY = 8 * 1024;
const EXPORTS_PER_HOUR = 20;
const REVEALS_PER_HOUR = 20;

// Employees type these; control characters are refused (safe-text.ts), a note keeps its line breaks.
const line = (max: number) => safeText().trim().min(3).max(max);
const text = (max: number) => multilineText().trim().min(1).max(max);

const reference = z
  .string()
  .regex(/^LS\d{6,18}$/, "Not a lead reference.")
  .openapi({ param: { name: "reference", in: "path" }, example: "LS2610000004" });
const params = z.object({ reference });
const version = z.number().int().min(1).openapi({ description: "The lead's version as it was read" });
const lenderId = z.number().int().min(1).max(999_999);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use yyyy-mm-dd.");

export const leadFilterSchema = z.object({
  product: z
    .enum(JOURNEY_PRODUCTS.map((p) => p.slug) as [string, ...string[]])
    .optional()
    .openapi({ param: { name: "product", in: "query" } }),
  stage: z
    .enum(PIPELINE_STAGE_KEYS)
    .optional()
    .openapi({ param: { name: "stage", in: "query" } }),
  status: z
    .enum(LEAD_STATUSES)
    .optional()
    .openapi({ param: { name: "status", in: "query" } }),
  lender: z.coerce
    .number()
    .int()
    .min(1)
    .max(999_999)
    .optional()
    .openapi({ param: { name: "lender", in: "query" } }),
  from: day.optional().openapi({ param: { name: "from", in: "query" } }),
  to: day.optional().openapi({ param: { name: "to", in: "query" } }),
  city: z
    .string()
    .regex(/^[a-z-]{2,32}$/)
    .optional()
    .openapi({ param: { name: "city", in: "query" } }),
  source: z
    .string()
    .regex(/^[\x21-\x7e]{1,64}$/)
    .optional()
    .openapi({ param: { name: "source", in: "query" } }),
  q: z
    .string()
    .max(20)
    .regex(/^[A-Za-z0-9 +-]*$/, "Search by a reference (LS…) or a 10-digit mobile.")
    .optional()
    .openapi({ param: { name: "q", in: "query" }, description: "Reference or mobile, exact" }),
});
const listQuery = leadFilterSchema.extend({
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(1)
    .openapi({ param: { name: "page", in: "query" } }),
});

const leadRow = z
  .object({
    reference: z.string(),
    createdAt: z.string(),
    product: z.string(),
    status: z.string(),
    stage: z.enum(PIPELINE_STAGE_KEYS),
    lenderName: z.string().nullable(),
    mobileMasked: z.string().openapi({ example: "98XXXXXX10" }),
  })
  .loose()
  .openapi("StudioLeadRow");
const leadView = z
  .object({
    lead: leadRow,
    version: z.number(),
    stages: z.array(z.object({ name: z.string(), isComplete: z.boolean() })),
  })
  .loose()
  .openapi("StudioLead");
const entryParams = z.object({
  reference,
  entryId: z.uuid().openapi({ param: { name: "entryId", in: "path" } }),
});
const entryView = z
  .object({ id: z.string(), kind: z.enum(["sanction", "disbursal"]), status: z.string() })
  .loose()
  .openapi("StudioLenderEntry");
const changed = z.object({ reference: z.string(), version: z.number(), status: z.string() });
const answer = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { "application/json": { schema: successSchema(schema) } },
});
const refusals = {
  401: failureResponse("No employee session"),
  403: failureResponse("The employee's role may not do this"),
  404: failureResponse("No lead has this reference"),
};
const actRefusals = {
  ...refusals,
  400: failureResponse("Invalid input"),
  409: failureResponse(
    "The lead changed since it was read (reload), is closed or opted out, or the move is not allowed",
  ),
  413: failureResponse("Body larger than 8 KB"),
};

const limited = bodyLimit({
  maxSize: MAX_BODY,
  onError: () => {
    throw new AppError("PAYLOAD_TOO_LARGE", "The request is too large.");
  },
});

const action = <B extends z.ZodType>(path: string, summary: string, body: B) =>
  studioRoute({
    roles: LEAD_ACT_ROLES,
    method: "post",
    path: `/{reference}${path}`,
    summary,
    middleware: [limited] as const,
    request: { params, body: json(body) },
    responses: { 200: answer("The lead after the change", changed), ...actRefusals },
  });

const routes = {
  list: studioRoute({
    roles: LEAD_READ_ROLES,
    method: "get",
    path: "/",
    summary: "Leads, newest first, filtered, paginated, with counts per stage",
    request: { query: listQuery },
    responses: {
      200: answer(
        "One page of leads",
        z.object({
          leads: z.array(leadRow),
          total: z.number(),
          page: z.number(),
          pages: z.number(),
          pageSize: z.number(),
          counts: z.record(z.string(), z.number()),
        }),
      ),
      ...refusals,
    },
  }),
  csv: studioRoute({
    roles: LEAD_READ_ROLES,
    method: "get",
    path: "/export.csv",
    summary: "The filtered leads as CSV (masked); the export is audited",
    request: { query: leadFilterSchema },
    responses: {
      200: { description: "CSV", content: { "text/csv": { schema: z.string() } } },
      ...refusals,
      429: failureResponse("Too many exports this hour"),
    },
  }),
  lead: studioRoute({
    roles: LEAD_READ_ROLES,
    method: "get",
    path: "/{reference}",
    summary: "One lead with everything the lead page shows",
    request: { params },
    responses: { 200: answer("The lead", leadView), ...refusals },
  }),
  kfs: studioRoute({
    roles: LEAD_READ_ROLES,
    method: "get",
    path: "/{reference}/offers/{lenderId}/kfs.pdf",
    summary: "The Key Fact Statement of one of the lead's offers",
    request: {
      params: z.object({
        reference,
        lenderId: z.coerce
          .number()
          .int()
          .min(1)
          .max(999_999)
          .openapi({ param: { name: "lenderId", in: "path" } }),
      }),
      query: documentLanguageQuery,
    },
    responses: {
      200: { description: "PDF", content: { "application/pdf": { schema: z.string() } } },
      ...refusals,
    },
  }),
  sanctionLetter: studioRoute({
    roles: LEAD_READ_ROLES,
    method: "get",
    path: "/{reference}/sanction-letter.pdf",
    summary: "The lead's sanction letter (the one the customer's dashboard downloads)",
    request: { params, query: documentLanguageQuery },
    responses: {
      200: { description: "PDF", content: { "application/pdf": { schema: z.string() } } },
      ...refusals,
      409: failureResponse("Not sanctioned"),
    },
  }),
  next: action("/stage/next", "Move the lead to its next stage", z.object({ version })),
  back: action(
    "/stage/back",
    "Move the lead back one stage, with a reason",
    z.object({ version, reason: line(300) }),
  ),
  offer: action(
    "/offers",
    "Make an offer for a lender (EMI, APR and net disbursed worked out)",
    z.object({
      version,
      lenderId,
      amount: z.number().int().min(10_000).max(100_000_000),
      ratePercent: z.number().min(1).max(60),
      tenureMonths: z.number().int().min(3).max(360),
      processingFee: z.number().int().min(0).max(10_000_000),
    }),
  ),
  consentLink: action(
    "/consent-link",
    "Issue the lender consent link and send it to the applicant by SMS",
    z.object({ version, lenderId: lenderId.optional() }),
  ),
  propose: studioRoute({
    roles: ENTRY_PROPOSE_ROLES,
    method: "post",
    path: "/{reference}/entries",
    summary:
      "Enter a sanction or a disbursal on behalf of a lender without an integration; a different employee approves it",
    middleware: [limited] as const,
    request: {
      params,
      body: json(
        z
          .discriminatedUnion("kind", [
            z.object({
              kind: z.literal("sanction"),
              amount: z.number().int().min(1).max(100_000_000),
              ratePercent: z.number().min(1).max(60),
              tenureMonths: z.number().int().min(3).max(360),
              date: z.string().max(10),
            }),
            z.object({
              kind: z.literal("disbursal"),
              amount: z.number().int().max(100_000_000),
              date: z.string().max(10),
              utr: z.string().trim().max(40),
            }),
          ])
          .openapi({
            example: { kind: "disbursal", amount: 250_000, date: "2026-11-27", utr: "HDFCN52026112701" },
          }),
      ),
    },
    responses: { 200: answer("The entry, waiting for approval", entryView), ...actRefusals },
  }),
  approve: studioRoute({
    roles: ENTRY_APPROVE_ROLES,
    method: "post",
    path: "/{reference}/entries/{entryId}/approve",
    summary: "Approve another employee's entry: the lead moves and the borrower is told",
    middleware: [limited] as const,
    request: { params: entryParams },
    responses: { 200: answer("The approved entry", entryView), ...actRefusals },
  }),
  reject: studioRoute({
    roles: ENTRY_APPROVE_ROLES,
    method: "post",
    path: "/{reference}/entries/{entryId}/reject",
    summary: "Reject another employee's entry with a reason; the lead does not change",
    middleware: [limited] as const,
    request: { params: entryParams, body: json(z.object({ reason: line(300) })) },
    responses: { 200: answer("The rejected entry", entryView), ...actRefusals },
  }),
  cancel: action(
    "/cancel",
    "Cancel the lead with a reason the customer reads",
    z.object({ version, reason: line(300) }),
  ),
  note: studioRoute({
    roles: LEAD_ACT_ROLES,
    method: "post",
    path: "/{reference}/notes",
    summary: "Add an internal note",
    middleware: [limited] as const,
    request: { params, body: json(z.object({ text: text(2000) })) },
    responses: { 200: answer("The note", z.object({ id: z.number() })), ...actRefusals },
  }),
  reveal: studioRoute({
    roles: LEAD_ACT_ROLES,
    method: "post",
    path: "/{reference}/pan",
    summary: "Reveal the applicant's full PAN, for a stated reason (audited)",
    middleware: [limited] as const,
    request: { params, body: json(z.object({ reason: line(300) })) },
    responses: {
      200: answer("The PAN", z.object({ pan: z.string() })),
      ...actRefusals,
      429: failureResponse("Too many reveals this hour"),
    },
  }),
};

/** The acting employee, as the action functions take them. */
export function actorFrom(c: Context<ApiEnv>): Actor {
  return {
    employee: employeeOf(c),
    ip: clientInfo(c).ip,
    requestId: c.get("requestId"),
    locale: localeOf(c),
    origin: new URL(c.req.url).origin,
  };
}

/** Mounted at /api/studio/leads (studio/routes.ts). */
export function leadRoutes(deps: ApiDeps): OpenAPIHono<ApiEnv> {
  const app = new OpenAPIHono<ApiEnv>();
  const actions = createLeadActions(deps);
  const queries = createLeadQueries(deps);
  const journeys = createJourneyService(deps);
  const consent = createConsentService(deps);
  const entries = createStaffEntries(deps);
  const entryOf = (row: EntryRow) => ({
    id: row.id,
    kind: row.kind as "sanction" | "disbursal",
    status: row.status,
    figures: row.figures,
    proposedBy: row.proposedByName,
    decidedBy: row.decidedByName,
  });

  /** Counted per employee in the database, so the limit holds across instances. */
  async function limit(
    key: string,
    perHour: number,
    actor: Actor,
    message: "tooManyExports" | "tooManyReveals",
  ) {
    const at = deps.clock();
    const since = new Date(at.getTime() - 3_600_000);
    if (await exceeded(deps.database.db, key, [{ limit: perHour, since }])) {
      throw new AppError("RATE_LIMITED", pipelineMessage(message, actor.locale), {
        headers: { "Retry-After": "3600" },
      });
    }
    await record(deps.database.db, key, at);
  }

  /** A read of one lead's personal data, recorded with who read it and from where. */
  const recordRead = (
    c: Context<ApiEnv>,
    action: string,
    leadId: string,
    details?: Record<string, unknown>,
  ) => {
    const actor = actorFrom(c);
    return auditToLog(deps.database.db, { actor, action, leadId, before: null, after: null, details });
  };

  const changedOf = (done: { app: { reference: string; version: number; status: string } }) => ({
    reference: done.app.reference,
    version: done.app.version,
    status: done.app.status,
  });

  return app
    .openapi(routes.list, async (c) => {
      const { page, ...filter } = c.req.valid("query");
      return ok(c, await queries.list(filter as LeadFilter, page));
    })
    .openapi(routes.csv, async (c) => {
      const actor = actorFrom(c);
      const filter = c.req.valid("query") as LeadFilter;
      await limit(`studio-export:${actor.employee.id}`, EXPORTS_PER_HOUR, actor, "tooManyExports");
      const { text: csv, rows } = await queries.csv(filter);
      await auditToLog(deps.database.db, {
        actor,
        action: "leads.export",
        leadId: null,
        before: null,
        after: null,
        details: { filter, rows },
      });
      return c.body(csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="leads-${deps.clock().toISOString().slice(0, 10)}.csv"`,
        "Cache-Control": "private, no-store",
      });
    })
    .openapi(routes.lead, async (c) => {
      const lead = await queries.lead(c.req.valid("param").reference, localeOf(c));
      await recordRead(c, "lead.view", lead.applicationId);
      return ok(c, lead);
    })
    .openapi(routes.kfs, async (c) => {
      const locale = localeOf(c);
      const { reference: ref, lenderId: lender } = c.req.valid("param");
      const row = await queries.application(ref, locale);
      await recordRead(c, "lead.kfs.view", row.id, { lenderId: lender });
      const found = await journeys.kfsOfferOf(row, lender, locale);
      return kfsPdfResponse(c, deps, found, c.req.valid("query").lang ?? locale);
    })
    .openapi(routes.sanctionLetter, async (c) => {
      const locale = localeOf(c);
      const row = await queries.application(c.req.valid("param").reference, locale);
      await recordRead(c, "lead.sanction-letter.view", row.id);
      const file = await consent.sanctionLetter(
        row.reference,
        { userId: row.userId },
        c.req.valid("query").lang ?? locale,
      );
      return c.body(new Uint8Array(Buffer.from(file._file, "base64")), 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="${file.fileName}"`,
        "Cache-Control": "private, no-store",
      });
    })
    .openapi(routes.next, async (c) => {
      const { reference: ref } = c.req.valid("param");
      const body = c.req.valid("json");
      return ok(c, changedOf(await actions.moveToNextStage(ref, body.version, employeeActor(c))));
    })
    .openapi(routes.back, async (c) => {
      const body = c.req.valid("json");
      return ok(
        c,
        changedOf(
          await actions.moveBackStage(
            c.req.valid("param").reference,
            body.version,
            body.reason,
            employeeActor(c),
          ),
        ),
      );
    })
    .openapi(routes.offer, async (c) => {
      const { version: v, ...offer } = c.req.valid("json");
      return ok(
        c,
        changedOf(await actions.makeOffer(c.req.valid("param").reference, v, offer, employeeActor(c))),
      );
    })
    .openapi(routes.consentLink, async (c) => {
      const body = c.req.valid("json");
      return ok(
        c,
        changedOf(
          await actions.issueConsentLink(
            c.req.valid("param").reference,
            body.version,
            body.lenderId,
            employeeActor(c),
          ),
        ),
      );
    })
    .openapi(routes.propose, async (c) =>
      ok(
        c,
        entryOf(await entries.propose(c.req.valid("param").reference, c.req.valid("json"), employeeActor(c))),
      ),
    )
    .openapi(routes.approve, async (c) => {
      const { reference: ref, entryId } = c.req.valid("param");
      return ok(c, entryOf(await entries.approve(ref, entryId, employeeActor(c))));
    })
    .openapi(routes.reject, async (c) => {
      const { reference: ref, entryId } = c.req.valid("param");
      return ok(c, entryOf(await entries.reject(ref, entryId, c.req.valid("json").reason, employeeActor(c))));
    })
    .openapi(routes.cancel, async (c) => {
      const body = c.req.valid("json");
      return ok(
        c,
        changedOf(
          await actions.cancel(c.req.valid("param").reference, body.version, body.reason, employeeActor(c)),
        ),
      );
    })
    .openapi(routes.note, async (c) => {
      const note = await actions.addNote(
        c.req.valid("param").reference,
        c.req.valid("json").text,
        employeeActor(c),
      );
      return ok(c, { id: note.id });
    })
    .openapi(routes.reveal, async (c) => {
      const actor = employeeActor(c);
      await limit(`studio-reveal:${actor.employee.id}`, REVEALS_PER_HOUR, actor, "tooManyReveals");
      const pan = await actions.revealPan(c.req.valid("param").reference, c.req.valid("json").reason, actor);
      c.header("Cache-Control", "no-store");
      return ok(c, { pan });
    });
}

const employeeActor = actorFrom;
