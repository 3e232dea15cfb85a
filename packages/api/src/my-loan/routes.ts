import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { localeOf, personal, requireCustomer } from "../auth/middleware.ts";
import { exceeded, record, withKeyLock } from "../auth/rate-limit.ts";
import { DISPUTE_CATEGORIES } from "../lenders/servicing.ts";
import { clientInfo } from "../lib/client-address.ts";
import { failureResponse, ok, successSchema } from "../lib/envelope.ts";
import { AppError } from "../lib/errors.ts";
import { json, PUBLIC } from "../lib/openapi.ts";
import { safeText } from "../lib/safe-text.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { planError } from "./messages.ts";
import { createMyLoanService } from "./service.ts";

// My loan over the API (decision 0077): the borrower's disbursed loan, the prepayment planner and the EMI
// reminders' time, for the signed-in borrower only; and the stop link of a reminder, which needs no sign-in
// (its signed token names the loan) and is rate-limited per address against guessing.

const TAGS = ["My loan"];
const reference = safeText()
  .regex(/^LS\d{4,18}$/, "Not an application reference.")
  .openapi({ param: { name: "reference", in: "path" }, example: "LS2611200001" });
const answer = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { "application/json": { schema: successSchema(schema) } },
});
const refusals = {
  400: failureResponse("Invalid input (VALIDATION_FAILED)"),
  401: failureResponse("Not logged in"),
  404: failureResponse("No disbursed loan with this reference for this customer"),
};
/** Stop-link tries per address in 15 minutes: a real borrower taps one link once or twice. */
const STOP_TRIES = 20;

const routes = {
  loan: createRoute({
    method: "get",
    path: "/my-loans/{reference}",
    tags: TAGS,
    summary: "A disbursed loan: terms, posted schedule by year, position, cooling-off, charges, reminders",
    request: { params: z.object({ reference }) },
    responses: { 200: answer("The loan", z.looseObject({ reference: z.string() })), ...refusals },
  }),
  plan: createRoute({
    method: "post",
    path: "/my-loans/{reference}/prepayment-plan",
    tags: TAGS,
    summary:
      "Plan a part-payment: interest saved and new end date, reducing tenure or EMI; nothing is stored",
    request: {
      params: z.object({ reference }),
      body: json(
        z.object({
          amount: safeText().max(20),
          mode: z.enum(["reduceTenure", "reduceEmi"]),
          date: safeText().max(10).default(""),
        }),
      ),
    },
    responses: { 200: answer("The plan", z.looseObject({ plan: z.looseObject({}) })), ...refusals },
  }),
  raiseEmi: createRoute({
    method: "post",
    path: "/my-loans/{reference}/raise-emi-plan",
    tags: TAGS,
    summary: "Plan a higher EMI from the next due date: interest saved and new end date; nothing is stored",
    request: {
      params: z.object({ reference }),
      body: json(z.object({ emi: safeText().max(20) })),
    },
    responses: { 200: answer("The plan", z.looseObject({ plan: z.looseObject({}) })), ...refusals },
  }),
  reminders: createRoute({
    method: "put",
    path: "/my-loans/{reference}/reminders",
    tags: TAGS,
    summary: "The time (India) EMI reminders are sent at, 08:00 to 20:30 on the half hour; turns them on",
    request: {
      params: z.object({ reference }),
      body: json(z.object({ sendAt: safeText().max(5) })),
    },
    responses: { 200: answer("Saved", z.object({ sendAt: z.string() })), ...refusals },
  }),
  certificate: createRoute({
    method: "get",
    path: "/my-loans/{reference}/no-dues-certificate.pdf",
    tags: TAGS,
    summary: "The no-dues certificate the lender uploaded for the closed loan (PDF)",
    request: { params: z.object({ reference }) },
    responses: {
      200: {
        description: "The certificate",
        content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
      },
      ...refusals,
    },
  }),
  grievance: createRoute({
    method: "post",
    path: "/my-loans/{reference}/certificate-grievance",
    tags: TAGS,
    summary:
      "One tap: a grievance that the no-dues certificate is late (the support queue, 30 days); once per loan",
    request: { params: z.object({ reference }) },
    responses: {
      200: answer("The grievance's ticket", z.object({ reference: z.string(), raisedAt: z.string() })),
      ...refusals,
      409: failureResponse("The certificate is not late (or the loan is not closed)"),
    },
  }),
  dispute: createRoute({
    method: "post",
    path: "/my-loans/{reference}/disputes",
    tags: TAGS,
    summary: "Raise a dispute about the loan with its lender (a reference and a 30-day clock)",
    request: {
      params: z.object({ reference }),
      body: json(z.object({ category: z.enum(DISPUTE_CATEGORIES), text: safeText().max(1000) })),
    },
    responses: {
      200: answer("The dispute", z.looseObject({ reference: z.string() })),
      ...refusals,
      429: failureResponse("Too many disputes on this loan today"),
    },
  }),
  stop: createRoute({
    method: "post",
    path: "/loan-reminders/stop",
    tags: TAGS,
    security: PUBLIC,
    summary: "Stop a loan's EMI reminders from the link in a reminder (no sign-in: the token names the loan)",
    request: { body: json(z.object({ token: safeText().max(2000) })) },
    responses: {
      200: answer("Stopped", z.object({ stopped: z.literal(true) })),
      400: failureResponse("Not a valid stop link"),
      429: failureResponse("Too many tries from this address"),
    },
  }),
};

export function myLoanRoutes(deps: ApiDeps) {
  const service = createMyLoanService(deps);
  return new OpenAPIHono<ApiEnv>()
    .openapi(personal(routes.loan), async (c) => {
      const { user } = requireCustomer(c);
      return ok(c, await service.loan(user, c.req.valid("param").reference));
    })
    .openapi(personal(routes.plan), async (c) => {
      const { user } = requireCustomer(c);
      const answer = await service.plan(
        user,
        c.req.valid("param").reference,
        c.req.valid("json"),
        localeOf(c),
      );
      if (!answer.ok) {
        throw new AppError("VALIDATION_FAILED", Object.values(answer.errors).join(" "), {
          errors: Object.entries(answer.errors).map(([path, message]) => ({ path, message })),
        });
      }
      return ok(c, answer);
    })
    .openapi(personal(routes.raiseEmi), async (c) => {
      const { user } = requireCustomer(c);
      const answer = await service.raiseEmi(
        user,
        c.req.valid("param").reference,
        c.req.valid("json"),
        localeOf(c),
      );
      if (!answer.ok) {
        throw new AppError("VALIDATION_FAILED", Object.values(answer.errors).join(" "), {
          errors: Object.entries(answer.errors).map(([path, message]) => ({ path, message })),
        });
      }
      return ok(c, answer);
    })
    .openapi(personal(routes.reminders), async (c) => {
      const { user } = requireCustomer(c);
      const saved = await service.setReminders(
        user,
        c.req.valid("param").reference,
        c.req.valid("json").sendAt,
        localeOf(c),
      );
      if (!saved.ok)
        throw new AppError("VALIDATION_FAILED", saved.error, {
          errors: [{ path: "sendAt", message: saved.error }],
        });
      return ok(c, { sendAt: saved.sendAt });
    })
    .openapi(personal(routes.certificate), async (c) => {
      const { user } = requireCustomer(c);
      const { reference } = c.req.valid("param");
      const file = await service.certificate(user, reference);
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="no-dues-${reference}.pdf"`,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
        "x-document-sha256": file.sha256,
      }) as never;
    })
    .openapi(personal(routes.grievance), async (c) => {
      const { user } = requireCustomer(c);
      return ok(
        c,
        await service.raiseCertificateGrievance(user, c.req.valid("param").reference, localeOf(c)),
      );
    })
    .openapi(personal(routes.dispute), async (c) => {
      const { user } = requireCustomer(c);
      const body = c.req.valid("json");
      const text = body.text.trim();
      if (text.length < 10)
        throw new AppError("VALIDATION_FAILED", planError("disputeText", localeOf(c)), {
          errors: [{ path: "text", message: planError("disputeText", localeOf(c)) }],
        });
      return ok(
        c,
        await service.openDispute(user, c.req.valid("param").reference, { ...body, text }, localeOf(c)),
      );
    })
    .openapi(routes.stop, async (c) => {
      const key = `loan-reminders-stop:${clientInfo(c).ip}`;
      const now = deps.clock();
      const over = await withKeyLock(deps.database.db, key, async (tx) => {
        const hit = await exceeded(tx, key, [
          { limit: STOP_TRIES, since: new Date(now.getTime() - 15 * 60_000) },
        ]);
        if (!hit) await record(tx, key, now);
        return hit !== null;
      });
      if (over) throw new AppError("RATE_LIMITED", "Too many tries. Try again in 15 minutes.");
      if (!(await service.stopReminders(c.req.valid("json").token)))
        throw new AppError("BAD_REQUEST", "This link is not valid, or has expired.");
      return ok(c, { stopped: true as const });
    });
}
