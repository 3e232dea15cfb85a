import { createHmac, timingSafeEqual } from "node:crypto";
import { applications, chatFeedback, chatMessages, chatThreads, users } from "@loansetu/db/schema";
import { and, desc, eq } from "@loansetu/db/sql";
import { cleanQuestion, stripTags, validateQuestion } from "@loansetu/domain/chat-input";
import { MESSAGES } from "@loansetu/domain/messages";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { ApiLocale } from "../auth/messages.ts";
import { spendVerifiedOtp } from "../auth/otp-service.ts";
import { exceeded, record, withKeyLock } from "../auth/rate-limit.ts";
import type { User } from "../auth/session-service.ts";
import { calculatorReference } from "../calculators/reference.ts";
import type { ContentLocale } from "../content/schemas.ts";
import { createDashboardService } from "../dashboard/service.ts";
import { AppError } from "../lib/errors.ts";
import type { ApiDeps } from "../lib/types.ts";
import { loadSupportKnowledge } from "../support/knowledge.ts";
import { ticketOpenedText } from "../support/messages.ts";
import { myApplicationsAnswer } from "../support/my-applications.ts";
import { openTicket } from "../support/tickets.ts";
import { answerWithTools } from "../support/tool-model.ts";
import {
  answerQuestion,
  knowledgeFor,
  MIN_CONFIDENCE,
  type Reply,
  type ReplyKind,
  replyHtml,
} from "./answer.ts";
import { type AnswerSource, localised, questionLocale } from "./compose.ts";
import { CHATBOT_PRODUCTS_ID } from "./constants.ts";
import { type AnswerModel, answerModelFor } from "./model.ts";

/**
 * The answer's sanitiser brings DOMPurify's DOM on the server, jsdom: a server was ready after 2.8–3.2 CPU-s
 * without it at start and 3.5–3.6 with it (a browser-test run starts ~20 servers), for what only a chatbot
 * answer uses. Loaded on the first answer, then kept by Node's module cache.
 */
const sanitizer = () => import("@loansetu/domain/sanitize-bot-html");

export { CHATBOT_PRODUCTS_ID, CHATBOT_VENDORS_ID } from "./constants.ts";

/** A verified chatbot OTP lets the visitor create their lead within this time. */
const VERIFIED_FOR_MS = 30 * 60_000;
const HOUR = 3_600_000;
/** How many earlier questions of a thread a follow-up may draw its inputs from. */
const HISTORY_QUESTIONS = 6;

/** Feedback a chat may leave an hour. */
export const FEEDBACK_PER_CHAT_HOUR = 3;

const TEXT = {
  tooMany: {
    en: "You have asked many questions in a short time. Please try again in a little while.",
    hi: "आपने कम समय में बहुत सारे सवाल पूछे हैं। कृपया थोड़ी देर बाद फिर से कोशिश करें।",
  },
  tooManyFeedback: {
    en: "We already have your feedback on this chat. Thank you.",
    hi: "इस चैट पर आपकी प्रतिक्रिया हमें मिल चुकी है। धन्यवाद।",
  },
  noChat: {
    en: "This chat has ended. Please start a new chat.",
    hi: "यह चैट खत्म हो चुकी है। कृपया नई चैट शुरू करें।",
  },
  notVerified: {
    en: "Please verify your mobile number with the OTP first.",
    hi: "कृपया पहले ओटीपी से अपना मोबाइल नंबर सत्यापित करें।",
  },
} as const;

/** The HttpOnly cookie that ties a browser to the chatbot lead it created (the visitor is not logged in). */
export const CHAT_LEAD_COOKIE = "chat_lead";
const CHAT_LEAD_TTL_SECONDS = 24 * 3600;

function leadSignature(secret: string, reference: string): string {
  return createHmac("sha256", secret).update(`chat-lead:${reference}`).digest("base64url");
}

export function setChatLeadCookie(c: Context, secret: string, reference: string) {
  setCookie(c, CHAT_LEAD_COOKIE, `${reference}.${leadSignature(secret, reference)}`, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/api",
    secure: new URL(c.req.url).protocol === "https:",
    maxAge: CHAT_LEAD_TTL_SECONDS,
  });
}

/** Whether this browser's cookie names the lead (its signature checked in constant time). */
export function cookieHoldsLead(c: Context, secret: string, reference: string): boolean {
  const value = getCookie(c, CHAT_LEAD_COOKIE) ?? "";
  const dot = value.lastIndexOf(".");
  if (dot < 0 || value.slice(0, dot) !== reference) return false;
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(leadSignature(secret, reference));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface LeadAccess {
  /** The lead's reference (what create-lead answers as data.id). */
  reference: string;
  /** The chat_lead cookie names this lead. */
  viaCookie: boolean;
  /** The logged-in customer, if any. */
  userId?: string | undefined;
}

export interface ChatAnswer {
  threadId: string;
  /** The answer as sanitised HTML (the §5 allow-list), as stored. */
  html: string;
  sources: AnswerSource[];
  found: boolean;
  /** What kind of answer it is (computed, source, rates, unknown, refusal, account, ask, action). */
  kind: ReplyKind;
  /** For a computed answer: its figure (rupees), band or verdict. */
  computed?: Reply["computed"];
}

export function createChatbotService(deps: ApiDeps, options: { model?: AnswerModel | null } = {}) {
  const db = deps.database.db;
  const model = options.model === undefined ? answerModelFor(deps.config) : options.model;
  const now = () => deps.clock();
  const dashboard = createDashboardService(deps);

  /** The chatbot lead by its reference, if the caller holds it (its cookie, or the logged-in owner). */
  async function chatLead(access: LeadAccess, locale: ApiLocale) {
    const [lead] = await db
      .select({ id: applications.id, userId: applications.userId })
      .from(applications)
      .where(
        and(eq(applications.reference, access.reference), eq(applications.productsId, CHATBOT_PRODUCTS_ID)),
      );
    if (!lead || !(access.viaCookie || (access.userId && access.userId === lead.userId))) {
      throw new AppError("FORBIDDEN", TEXT.noChat[locale]);
    }
    return lead;
  }

  /**
   * The answer to a question in its thread: computed figures, rate tables, the best passage or
   * an honest "don't know". The optional model only rephrases a retrieved passage; figures, refusals and
   * "don't know" are never sent to it.
   */
  async function answerFor(
    question: string,
    locale: ContentLocale,
    history: string[],
    owner?: User,
    ticket?: () => Promise<string>,
  ): Promise<Reply> {
    const knowledge = knowledgeFor(
      await deps.content.get(),
      await calculatorReference(deps.data),
      await loadSupportKnowledge(deps.data, deps.pages),
    );
    const asked = answerQuestion(knowledge, question, locale, history);
    // A logged-in customer asking about their applications gets them (their own only); anyone else the
    // pointer to the dashboard.
    const reply = owner ? await withOwnApplications(asked, owner, locale) : asked;
    if (
      deps.config.CHATBOT_LLM === "openai-tools" &&
      deps.config.CHATBOT_LLM_URL &&
      reply.kind !== "refusal"
    ) {
      try {
        const planned = await answerWithTools(
          {
            url: deps.config.CHATBOT_LLM_URL,
            apiKey: deps.config.CHATBOT_LLM_API_KEY,
            model: deps.config.CHATBOT_LLM_MODEL,
          },
          {
            question,
            locale,
            tools: {
              searchKnowledge: (query) =>
                knowledge.retriever
                  .retrieve(query, locale, 3)
                  .filter((entry) => entry.coverage >= MIN_CONFIDENCE)
                  .map((entry) => ({
                    text: entry.passage.text,
                    source: {
                      id: entry.passage.id,
                      title: entry.passage.heading || entry.passage.title,
                      path: localised(entry.passage.path, locale),
                    },
                  })),
              myApplications: async () => {
                if (!owner) return "The customer is not logged in: their applications cannot be shown.";
                const own = myApplicationsAnswer(await dashboard.leads(owner), locale);
                return [own.text, ...own.items].join("\n");
              },
              openTicket: ticket ?? (async () => "No ticket can be opened from here."),
            },
          },
        );
        // Kept only when trustworthy (tool-model.ts); otherwise the local engine's answer stands.
        if (planned)
          return {
            kind: "source",
            blocks: [{ text: planned.text }],
            sources: planned.sources,
            passages: [],
            found: true,
          };
      } catch (error) {
        deps.logger.warn({ err: String(error) }, "tool model failed; using the local engine");
      }
      return reply;
    }
    if (!model || reply.kind !== "source" || reply.passages.length === 0) return reply;
    try {
      const phrased = await model.phrase({
        question,
        locale,
        // A legal page's section reads to the model as an article's would.
        passages: reply.passages.map((passage) => ({
          ...passage,
          kind: passage.kind === "faq" ? "faq" : "article",
          score: 0,
        })),
      });
      // The model's answer is plain text by contract: any markup in it is dropped, the rest escaped later.
      const text = stripTags(phrased).trim();
      if (text) return { ...reply, blocks: [{ text }] };
    } catch (error) {
      deps.logger.warn({ err: String(error), model: model.name }, "answer model failed; using retrieval");
    }
    return reply;
  }

  async function withOwnApplications(reply: Reply, owner: User, locale: ContentLocale): Promise<Reply> {
    const wanted = (part: Reply) => part.action === "status";
    if (!wanted(reply) && !reply.parts?.some(wanted)) return reply;
    const answer = myApplicationsAnswer(await dashboard.leads(owner), locale);
    const own: Reply = {
      kind: "account",
      action: "status",
      blocks: [
        { text: answer.text },
        ...(answer.items.length ? [{ list: "ul" as const, items: answer.items }] : []),
      ],
      sources: answer.sources,
      passages: [],
      found: true,
    };
    if (!reply.parts) return own;
    const parts = reply.parts.map((part) => (wanted(part) ? own : part));
    return {
      ...reply,
      blocks: parts.flatMap((part) => part.blocks),
      sources: parts.flatMap((part) => part.sources),
      parts,
    };
  }

  /** The thread's earlier questions, oldest first (the last few: what a follow-up can refer to). */
  async function earlierQuestions(threadId: string): Promise<string[]> {
    const rows = await db
      .select({ text: chatMessages.text })
      .from(chatMessages)
      .where(and(eq(chatMessages.threadId, threadId), eq(chatMessages.sender, "user")))
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(HISTORY_QUESTIONS);
    return rows.map((row) => row.text).reverse();
  }

  return {
    /** The chat's lead (its id and customer) for a caller that holds it, or FORBIDDEN. */
    leadOf: chatLead,

    /**
     * The user of a verified chatbot OTP (§4 step 2): the mobile is found or registered as a customer, so the
     * chatbot's lead belongs to them like any other lead.
     */
    async verifiedUser(mobile: string, referenceId: string, locale: ApiLocale) {
      // One verification, one chat session: the lead is created once, then the OTP is spent.
      const verified = await spendVerifiedOtp(db, {
        id: referenceId,
        mobile,
        purpose: "chatbot",
        verifiedSince: new Date(now().getTime() - VERIFIED_FOR_MS),
        at: now(),
      });
      if (!verified) throw new AppError("FORBIDDEN", TEXT.notVerified[locale]);
      // A customer new to us reads the language they chat in; a known one keeps theirs until they log in.
      await db.insert(users).values({ mobile, locale }).onConflictDoNothing({ target: users.mobile });
      const [user] = await db.select().from(users).where(eq(users.mobile, mobile));
      return user!;
    },

    /** One question: validated, limited per lead and per IP, answered from our content, both stored. */
    async ask(input: {
      lead: LeadAccess;
      threadId?: string | undefined;
      question: string;
      locale: ApiLocale;
      ip: string;
    }): Promise<ChatAnswer> {
      // The §5 rules judge what was typed (tags included); what is kept is capped and stripped of tags.
      const check = validateQuestion(input.question);
      if (!check.ok) throw new AppError("VALIDATION_FAILED", check.message);
      const question = cleanQuestion(input.question);
      if (!question) throw new AppError("VALIDATION_FAILED", MESSAGES["question.empty"]);
      const lead = await chatLead(input.lead, input.locale);
      const leadId = lead.id;

      const at = now();
      const since = new Date(at.getTime() - HOUR);
      const overLead = await exceeded(db, `chat:lead:${leadId}`, [
        { limit: deps.config.CHATBOT_QUESTIONS_PER_LEAD_HOUR, since },
      ]);
      const overIp = await exceeded(db, `chat:ip:${input.ip}`, [
        { limit: deps.config.CHATBOT_QUESTIONS_PER_IP_HOUR, since },
      ]);
      if (overLead || overIp) {
        throw new AppError("RATE_LIMITED", TEXT.tooMany[input.locale], { headers: { "Retry-After": "600" } });
      }
      await record(db, `chat:lead:${leadId}`, at);
      await record(db, `chat:ip:${input.ip}`, at);

      const locale = questionLocale(question, input.locale);
      let threadId = input.threadId;
      let history: string[] = [];
      if (threadId) {
        const [thread] = await db
          .select({ id: chatThreads.id })
          .from(chatThreads)
          .where(and(eq(chatThreads.id, threadId), eq(chatThreads.applicationId, leadId)));
        if (!thread) threadId = undefined;
        else history = await earlierQuestions(threadId);
      }
      if (!threadId) {
        const [thread] = await db
          .insert(chatThreads)
          .values({ applicationId: leadId, locale, createdAt: at, updatedAt: at })
          .returning({ id: chatThreads.id });
        threadId = thread!.id;
      } else {
        await db.update(chatThreads).set({ updatedAt: at }).where(eq(chatThreads.id, threadId));
      }
      await db.insert(chatMessages).values({ threadId, sender: "user", text: question, createdAt: at });

      // Only the lead's own logged-in customer is its owner: a chat cookie alone never shows applications.
      const owner =
        input.lead.userId && input.lead.userId === lead.userId
          ? (await db.select().from(users).where(eq(users.id, lead.userId)))[0]
          : undefined;
      const chatOwner = lead.userId;
      const answer = await answerFor(
        question,
        locale,
        history,
        owner,
        chatOwner
          ? async () => {
              const opened = await openTicket(deps, {
                userId: chatOwner,
                chatLeadId: leadId,
                threadId,
                locale,
                ip: input.ip,
              });
              return ticketOpenedText(opened.reference, opened.promisedBy, locale);
            }
          : undefined,
      );
      const { sanitizeBotHtml } = await sanitizer();
      const html = sanitizeBotHtml(replyHtml(answer, locale));
      await db.insert(chatMessages).values({
        threadId,
        sender: "bot",
        text: html,
        sources: answer.sources,
        createdAt: now(),
      });
      return {
        threadId,
        html,
        sources: answer.sources,
        found: answer.found,
        kind: answer.kind,
        ...(answer.computed ? { computed: answer.computed } : {}),
      };
    },

    /**
     * A thread's messages, oldest first (the newest 50), for the chat that holds it: the widget shows the
     * conversation again after a reload or on another page. Another chat's thread is "no chat".
     */
    async thread(input: { lead: LeadAccess; threadId: string; locale: ApiLocale }) {
      const lead = await chatLead(input.lead, input.locale);
      const [thread] = await db
        .select({ id: chatThreads.id })
        .from(chatThreads)
        .where(and(eq(chatThreads.id, input.threadId), eq(chatThreads.applicationId, lead.id)));
      if (!thread) throw new AppError("FORBIDDEN", TEXT.noChat[input.locale]);
      const rows = await db
        .select({ sender: chatMessages.sender, text: chatMessages.text, createdAt: chatMessages.createdAt })
        .from(chatMessages)
        .where(eq(chatMessages.threadId, thread.id))
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(50);
      return rows.reverse().map((row) => ({
        sender: row.sender === "user" ? ("user" as const) : ("bot" as const),
        // A bot message is the sanitised answer HTML as stored; a question is plain text.
        text: row.text,
        at: row.createdAt.toISOString(),
      }));
    },

    /**
     * Feedback at the end of a chat: a few per chat an hour (a change of mind, not a flood of comments
     * into the back office) and the questions' cap per address, counted under the chat's lock.
     */
    async feedback(input: {
      lead: LeadAccess;
      feedback: "Yes" | "No";
      comment?: string | undefined;
      locale: ApiLocale;
      ip: string;
    }) {
      const { id: leadId } = await chatLead(input.lead, input.locale);
      const comment = input.comment ? cleanQuestion(input.comment) : null;
      const at = now();
      const since = new Date(at.getTime() - HOUR);
      const leadKey = `chat-feedback:lead:${leadId}`;
      const ipKey = `chat-feedback:ip:${input.ip}`;
      return withKeyLock(db, leadKey, async (tx) => {
        const over =
          (await exceeded(tx, leadKey, [{ limit: FEEDBACK_PER_CHAT_HOUR, since }])) ??
          (await exceeded(tx, ipKey, [{ limit: deps.config.CHATBOT_QUESTIONS_PER_IP_HOUR, since }]));
        if (over)
          throw new AppError("RATE_LIMITED", TEXT.tooManyFeedback[input.locale], {
            headers: { "Retry-After": "3600" },
          });
        await record(tx, leadKey, at);
        await record(tx, ipKey, at);
        const [row] = await tx
          .insert(chatFeedback)
          .values({
            applicationId: leadId,
            feedback: input.feedback,
            comment: comment || null,
            createdAt: at,
          })
          .returning({ id: chatFeedback.id });
        return { id: row!.id };
      });
    },
  };
}

export type ChatbotService = ReturnType<typeof createChatbotService>;
