import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { currentCustomer, localeOf, personal, requireCustomer } from "../auth/middleware.ts";
import { cookieHoldsLead, createChatbotService } from "../chatbot/service.ts";
import { clientInfo } from "../lib/client-address.ts";
import { failureResponse, ok, successSchema } from "../lib/envelope.ts";
import { AppError } from "../lib/errors.ts";
import { safeText } from "../lib/safe-text.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { SUPPORT_TEXT, ticketOpenedText } from "./messages.ts";
import { openTicket, ticketsOf } from "./tickets.ts";

// The support assistant's own routes: the conversation read back, so it survives a reload and a
// change of page. Who may read it is who may ask in it: the browser holding the chat's cookie, or the
// logged-in customer the chat belongs to.

const threadQuery = z.object({
  leads_id: safeText().min(1).max(20),
  thread_id: safeText().uuid(),
});
const message = z.object({
  sender: z.enum(["user", "bot"]),
  /** A bot message is the sanitised answer HTML (the chat's allow-list); a question is plain text. */
  text: z.string(),
  at: z.string(),
});

const ticketBody = z.object({
  leads_id: safeText().min(1).max(20),
  thread_id: safeText().uuid().nullish(),
});
const customerTicket = z.object({
  reference: z.string(),
  kind: z.string(),
  status: z.string(),
  createdAt: z.string(),
  promisedBy: z.string(),
  replies: z.array(z.object({ text: z.string(), at: z.string() })),
});

const TAGS = ["Support"];

const routes = {
  openTicket: createRoute({
    method: "post",
    path: "/support/tickets",
    tags: TAGS,
    summary:
      "Talk to a person: open a support ticket from a chat (its transcript masked); the reference goes by SMS and e-mail",
    request: { body: { content: { "application/json": { schema: ticketBody } }, required: true } },
    responses: {
      200: {
        description: "The ticket",
        content: {
          "application/json": {
            schema: successSchema(
              z.object({ reference: z.string(), promisedBy: z.string(), kind: z.string() }),
            ),
          },
        },
      },
      400: failureResponse("Invalid input"),
      403: failureResponse("Not this browser's or this customer's chat"),
      429: failureResponse("A ticket was already opened from this chat in the last hour"),
    },
  }),
  myTickets: createRoute({
    method: "get",
    path: "/support/tickets",
    tags: TAGS,
    summary: "The logged-in customer's support tickets with the back office's replies",
    responses: {
      200: {
        description: "The tickets",
        content: {
          "application/json": { schema: successSchema(z.object({ tickets: z.array(customerTicket) })) },
        },
      },
      401: failureResponse("Not logged in"),
    },
  }),
  thread: createRoute({
    method: "get",
    path: "/chatbot/thread",
    tags: ["Chatbot"],
    summary: "The messages of a chat's thread, oldest first (the newest 50)",
    request: { query: threadQuery },
    responses: {
      200: {
        description: "The conversation",
        content: {
          "application/json": { schema: successSchema(z.object({ messages: z.array(message) })) },
        },
      },
      400: failureResponse("Invalid input"),
      403: failureResponse("Not this browser's or this customer's chat"),
    },
  }),
};

export function supportRoutes(deps: ApiDeps) {
  const chat = createChatbotService(deps, { model: null });
  const access = (c: Parameters<typeof localeOf>[0], reference: string) => ({
    reference,
    viaCookie: cookieHoldsLead(c, deps.config.SESSION_SECRET, reference),
    userId: currentCustomer(c)?.user.id,
  });
  return new OpenAPIHono<ApiEnv>()
    .openapi(routes.openTicket, async (c) => {
      const body = c.req.valid("json");
      const locale = localeOf(c);
      const lead = await chat.leadOf(access(c, body.leads_id), locale);
      if (!lead.userId) throw new AppError("FORBIDDEN", SUPPORT_TEXT.notFound[locale]);
      const ticket = await openTicket(deps, {
        userId: lead.userId,
        chatLeadId: lead.id,
        threadId: body.thread_id ?? undefined,
        locale,
        ip: clientInfo(c).ip,
      });
      return ok(
        c,
        { reference: ticket.reference, promisedBy: ticket.promisedBy.toISOString(), kind: ticket.kind },
        ticketOpenedText(ticket.reference, ticket.promisedBy, locale),
      );
    })
    .openapi(personal(routes.myTickets), async (c) => {
      const { user } = requireCustomer(c);
      c.header("cache-control", "no-store");
      return ok(c, { tickets: await ticketsOf(deps.database.db, user.id) }, "");
    })
    .openapi(routes.thread, async (c) => {
      const query = c.req.valid("query");
      const messages = await chat.thread({
        lead: {
          reference: query.leads_id,
          viaCookie: cookieHoldsLead(c, deps.config.SESSION_SECRET, query.leads_id),
          userId: currentCustomer(c)?.user.id,
        },
        threadId: query.thread_id,
        locale: localeOf(c),
      });
      c.header("cache-control", "no-store");
      return ok(c, { messages }, "");
    });
}
