import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { localeOf, personal, requireCustomer } from "../auth/middleware.ts";
import { exceeded, record } from "../auth/rate-limit.ts";
import { documentLanguageQuery } from "../journey/kfs-response.ts";
import { clientInfo } from "../lib/client-address.ts";
import { failureResponse, ok, successSchema } from "../lib/envelope.ts";
import { AppError } from "../lib/errors.ts";
import { multilineText, safeText } from "../lib/safe-text.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { renderDataExportPdf } from "./export-pdf.ts";
import { dataExportOf, ledgerOf, withdrawnNow } from "./ledger.ts";
import { privacyMessage } from "./messages.ts";
import { fileRightsRequest, RIGHTS_DETAILS_MAX, RIGHTS_KINDS, rightsRequestsOf } from "./rights-requests.ts";
import { REGRANT_PURPOSES, regrantConsent, WITHDRAWAL_PURPOSES, withdrawByCustomer } from "./withdrawals.ts";

// "My data and consents" (`/api/my-data`): the customer's consent and sharing ledger, withdrawing a
// consent in one step, data rights requests and the download of everything held. Every route needs the
// logged-in customer and reads or changes only their own data.

const TAGS = ["My data"];
const common = { 401: failureResponse("Not logged in, or 'Session Token has expired'") };
const answer = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { "application/json": { schema: successSchema(schema) } },
});
const reference = safeText().regex(/^LS\d{6,18}$/, "Not an application reference.");
const request = z
  .object({
    reference: z.string(),
    kind: z.string(),
    status: z.string(),
    details: z.string().nullable(),
    response: z.string().nullable(),
    outcome: z.array(z.record(z.string(), z.unknown())).nullable(),
    createdAt: z.string(),
    dueAt: z.string(),
    completedAt: z.string().nullable(),
  })
  .openapi("RightsRequest");
type RequestRow = Awaited<ReturnType<typeof rightsRequestsOf>>[number];
const shown = (row: RequestRow) => ({
  reference: row.reference,
  kind: row.kind,
  status: row.status,
  details: row.details,
  response: row.response,
  outcome: row.outcome,
  createdAt: row.createdAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
});

const routes = {
  ledger: createRoute({
    method: "get",
    path: "/my-data",
    tags: TAGS,
    summary: "The customer's consents, sharings, withdrawals and data requests, newest first",
    responses: {
      200: answer(
        "The ledger",
        z.object({
          consents: z.array(z.record(z.string(), z.unknown())),
          sharings: z.array(z.record(z.string(), z.unknown())),
          withdrawals: z.array(z.record(z.string(), z.unknown())),
          withdrawn: z.object({
            marketing: z.boolean(),
            whatsappUpdates: z.boolean(),
            applications: z.array(z.string()),
          }),
          requests: z.array(request),
        }),
      ),
      ...common,
    },
  }),
  withdraw: createRoute({
    method: "post",
    path: "/my-data/withdrawals",
    tags: TAGS,
    summary: "Withdraw one consent now (marketing, WhatsApp updates, or sharing for one application)",
    request: {
      body: {
        required: true,
        content: {
          "application/json": {
            schema: z.strictObject({ purpose: z.enum(WITHDRAWAL_PURPOSES), reference: reference.optional() }),
          },
        },
      },
    },
    responses: {
      200: answer("Withdrawn (or already withdrawn)", z.object({ changed: z.boolean() })),
      400: failureResponse("A bad purpose, or sharing without an application"),
      404: failureResponse("No such application for this customer"),
      429: failureResponse("Too many withdrawals"),
      ...common,
    },
  }),
  regrant: createRoute({
    method: "post",
    path: "/my-data/consents",
    tags: TAGS,
    summary:
      "Give a withdrawn consent again (marketing or WhatsApp updates): a new ledger entry, in force now",
    request: {
      body: {
        required: true,
        content: { "application/json": { schema: z.strictObject({ purpose: z.enum(REGRANT_PURPOSES) }) } },
      },
    },
    responses: {
      200: answer("Given again (or already in force)", z.object({ changed: z.boolean() })),
      400: failureResponse("A purpose that cannot be given again here"),
      429: failureResponse("Too many consent changes"),
      ...common,
    },
  }),
  file: createRoute({
    method: "post",
    path: "/my-data/requests",
    tags: TAGS,
    summary: "Ask for a correction or an erasure: a reference, due in 30 days",
    request: {
      body: {
        required: true,
        content: {
          "application/json": {
            schema: z.strictObject({
              kind: z.enum(RIGHTS_KINDS),
              details: multilineText().max(RIGHTS_DETAILS_MAX).optional(),
            }),
          },
        },
      },
    },
    responses: {
      200: answer("Filed", request),
      400: failureResponse("A bad kind, or a correction without details"),
      409: failureResponse("An erasure request is already open"),
      429: failureResponse("Too many requests today"),
      ...common,
    },
  }),
  exportJson: createRoute({
    method: "get",
    path: "/my-data/export.json",
    tags: TAGS,
    summary: "Everything held about the customer, as a JSON file",
    responses: {
      200: {
        description: "JSON file",
        content: { "application/json": { schema: z.record(z.string(), z.unknown()) } },
      },
      ...common,
    },
  }),
  exportPdf: createRoute({
    method: "get",
    path: "/my-data/export.pdf",
    tags: TAGS,
    summary:
      "Everything held about the customer, as a readable PDF (in `?lang=`, else the caller's language)",
    request: { query: documentLanguageQuery },
    responses: {
      200: {
        description: "PDF",
        content: { "application/pdf": { schema: safeText().openapi({ format: "binary" }) } },
      },
      ...common,
    },
  }),
};

const WITHDRAW_LIMIT = 30;
const EXPORT_LIMIT = 20;

/** The file name of a download: loansetu-my-data-2026-11-25.json. */
export const exportFileName = (brand: string, at: Date, ext: "json" | "pdf") =>
  `${brand.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-my-data-${at.toISOString().slice(0, 10)}.${ext}`;

export function myDataRoutes(deps: ApiDeps) {
  const db = deps.database.db;

  async function limited(key: string, limit: number, locale: "en" | "hi") {
    const at = deps.clock();
    if (await exceeded(db, key, [{ limit, since: new Date(at.getTime() - 3_600_000) }]))
      throw new AppError("RATE_LIMITED", privacyMessage("tooManyRequests", locale));
    await record(db, key, at);
  }

  async function exportOf(c: Parameters<typeof requireCustomer>[0]) {
    const { user } = requireCustomer(c);
    await limited(`my-data-export:user:${user.id}`, EXPORT_LIMIT, localeOf(c));
    const at = deps.clock();
    const data = await dataExportOf(db, user.id, at);
    if (!data) throw new AppError("UNAUTHORIZED", privacyMessage("requestNotFound", localeOf(c)));
    return { data, at };
  }

  return new OpenAPIHono<ApiEnv>()
    .openapi(personal(routes.ledger), async (c) => {
      const { user } = requireCustomer(c);
      const [ledger, requests] = await Promise.all([ledgerOf(db, user.id), rightsRequestsOf(db, user.id)]);
      const now = withdrawnNow(ledger);
      return ok(c, {
        ...ledger,
        withdrawn: { ...now, applications: [...now.applications].filter((r): r is string => r !== null) },
        requests: requests.map(shown),
      });
    })
    .openapi(personal(routes.withdraw), async (c) => {
      const { user } = requireCustomer(c);
      const locale = localeOf(c);
      const body = c.req.valid("json");
      await limited(`withdraw:user:${user.id}`, WITHDRAW_LIMIT, locale);
      const changed = await withdrawByCustomer(
        db,
        {
          userId: user.id,
          purpose: body.purpose,
          reference: body.reference,
          locale,
          at: deps.clock(),
          ip: clientInfo(c).ip,
          requestId: c.get("requestId"),
        },
        (key) =>
          new AppError(
            key === "applicationNeeded" ? "BAD_REQUEST" : "NOT_FOUND",
            privacyMessage(key, locale),
          ),
      );
      return ok(c, { changed }, privacyMessage(changed ? "withdrawn" : "alreadyWithdrawn", locale));
    })
    .openapi(personal(routes.regrant), async (c) => {
      const { user } = requireCustomer(c);
      const locale = localeOf(c);
      const { purpose } = c.req.valid("json");
      // One budget with withdrawals: a consent switched on and off is the same kind of change.
      await limited(`withdraw:user:${user.id}`, WITHDRAW_LIMIT, locale);
      const changed = await regrantConsent(db, {
        userId: user.id,
        purpose,
        locale,
        at: deps.clock(),
        ip: clientInfo(c).ip,
        requestId: c.get("requestId"),
      });
      return ok(c, { changed }, privacyMessage(changed ? "regranted" : "notWithdrawn", locale));
    })
    .openapi(personal(routes.file), async (c) => {
      const { user } = requireCustomer(c);
      const locale = localeOf(c);
      const body = c.req.valid("json");
      const details = body.details?.trim() || null;
      if (body.kind === "correction" && !details)
        throw new AppError("BAD_REQUEST", privacyMessage("detailsNeeded", locale));
      const row = await fileRightsRequest(deps, {
        userId: user.id,
        kind: body.kind,
        details,
        locale,
        ip: clientInfo(c).ip,
        requestId: c.get("requestId"),
      });
      return ok(c, shown(row), privacyMessage("requestFiled", locale));
    })
    .openapi(personal(routes.exportJson), async (c) => {
      const { data, at } = await exportOf(c);
      return c.body(JSON.stringify(data, null, 2), 200, {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="${exportFileName(deps.config.BRAND_NAME, at, "json")}"`,
        "Cache-Control": "private, no-store",
      }) as never;
    })
    .openapi(personal(routes.exportPdf), async (c) => {
      const { data, at } = await exportOf(c);
      const locale = c.req.valid("query").lang ?? localeOf(c);
      const bytes = await renderDataExportPdf(data, deps.config.BRAND_NAME, locale);
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${exportFileName(deps.config.BRAND_NAME, at, "pdf")}"`,
        "Cache-Control": "private, no-store",
      }) as never;
    });
}
