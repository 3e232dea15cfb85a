import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { currentCustomer, localeOf } from "../auth/middleware.ts";
import { cookieHoldsLead, createChatbotService } from "../chatbot/service.ts";
import { failureResponse, ok, successSchema } from "../envelope.ts";
import { safeText } from "../safe-text.ts";
import type { ApiDeps, ApiEnv } from "../types.ts";

// The support assistant's own routes (issue 43): the conversation read back, so it survives a reload and a
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

const routes = {
  thread: createRoute({
    method: "get",
    path: "/chatbot/thread",
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
  return new OpenAPIHono<ApiEnv>().openapi(routes.thread, async (c) => {
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
