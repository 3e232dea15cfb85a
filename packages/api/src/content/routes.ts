import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { CREDIT_SCORE_MAX, CREDIT_SCORE_MIN, GOOD_SCORE_FROM } from "@loansetu/domain/credit-score";
import { DISPLAY } from "@loansetu/domain/display";
import type { MiddlewareHandler } from "hono";
import { etag } from "hono/etag";
import { failureResponse, ok, successSchema } from "../lib/envelope.ts";
import { AppError } from "../lib/errors.ts";
import { safeJson, safeText } from "../lib/safe-text.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { CREDIT_BUREAUS, findBureau } from "./bureaus.ts";
import type { Faq } from "./load.ts";
import { paginate } from "./paginate.ts";
import { ARTICLE_CATEGORIES, CONTENT_LOCALES, FAQ_CATEGORIES } from "./schemas.ts";

const TAG = "Resources";

const lang = z.enum(CONTENT_LOCALES).default("en").openapi({ description: "Content language" });
const page = z.coerce.number().int().min(1).max(1000).default(1);

const articleSummary = z
  .object({
    id: z.number(),
    slug: safeText(),
    title: safeText(),
    metaTitle: safeText(),
    metaDescription: safeText(),
    category: z.enum(ARTICLE_CATEGORIES),
    date: safeText().openapi({ example: "2026-10-14" }),
    readTime: z.number().openapi({ description: "Minutes" }),
    featured: z.boolean(),
    locale: z.enum(CONTENT_LOCALES),
  })
  .openapi("ArticleSummary");
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number(),
    pageCount: z.number(),
    total: z.number(),
    pageSize: z.number(),
  });
const faq = z
  .object({
    id: safeText(),
    ques: safeText(),
    ans: safeText().openapi({ description: "Simple Markdown" }),
    html: safeText().openapi({ description: "The answer rendered to HTML" }),
    tags: z.array(safeText()),
    subtags: z.array(safeText()),
    linkText: safeText().optional(),
    link: safeText().optional(),
  })
  .openapi("FaqItem");
const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { "application/json": { schema: successSchema(schema) } },
});

const routes = {
  suggest: createRoute({
    method: "get",
    path: "/resources/suggest",
    tags: [TAG],
    summary: "Type-ahead suggestions over articles and FAQs",
    description:
      "MiniSearch over article sections and FAQs in the given language: every word must match, the last as a prefix; one suggestion per page. `path` has no language prefix.",
    request: {
      query: z.object({
        q: safeText().max(100, "Please type a shorter search.").default(""),
        lang,
        limit: z.coerce.number().int().min(1).max(10).default(6),
      }),
    },
    responses: {
      200: json(
        "Suggestions, best first (none for an empty query)",
        z.object({
          query: safeText(),
          suggestions: z.array(
            z.object({ kind: z.enum(["article", "faq"]), title: safeText(), path: safeText() }),
          ),
        }),
      ),
      400: failureResponse("Query too long or a bad parameter"),
    },
  }),
  search: createRoute({
    method: "get",
    path: "/resources/search",
    tags: [TAG],
    summary: "Article search (spec §5)",
    description:
      'Articles whose metaTitle contains `blog`, ignoring case (spec §5), 6 per page. An empty query returns nothing. `alsoMentioned` (up to 6, not paged) lists other articles whose titles, headings or text mention the query, read with a small English / Hinglish / Hindi word table ("emi kaise", "credit score improve").',
    request: {
      query: z.object({ blog: safeText().max(100, "Please type a shorter search.").default(""), lang, page }),
    },
    responses: {
      200: json(
        "One page of matching articles, and the articles that mention the query",
        pageOf(articleSummary).extend({ query: safeText(), alsoMentioned: z.array(articleSummary) }),
      ),
      400: failureResponse("Query too long or a bad parameter"),
    },
  }),
  articles: createRoute({
    method: "get",
    path: "/resources/articles",
    tags: [TAG],
    summary: "Articles, newest first",
    request: {
      query: z.object({ lang, category: z.enum(ARTICLE_CATEGORIES).optional(), page }),
    },
    responses: {
      200: json("One page of articles (6 per page)", pageOf(articleSummary)),
      400: failureResponse("Unknown category or a bad parameter"),
    },
  }),
  article: createRoute({
    method: "get",
    path: "/resources/articles/{slug}",
    tags: [TAG],
    summary: "One article with its HTML, headings and recommendations",
    request: {
      params: z.object({ slug: safeText().regex(/^[a-z0-9-]{1,100}$/, "No such article.") }),
      query: z.object({ lang }),
    },
    responses: {
      200: json(
        "The article",
        articleSummary.extend({
          html: safeText(),
          headings: z.array(z.object({ id: safeText(), text: safeText(), level: z.number() })),
          tips: z.array(safeText()),
          author: safeText(),
          recommendations: z.array(articleSummary),
        }),
      ),
      404: failureResponse("No such article in this language"),
    },
  }),
  faq: createRoute({
    method: "get",
    path: "/resources/faq",
    tags: [TAG],
    summary: "FAQ centre items, by category and tag",
    description:
      "Up to 100 items. `tags` lists the sub-category tabs of the category (before the tag filter).",
    request: {
      query: z.object({
        lang,
        category: z.enum(FAQ_CATEGORIES).optional(),
        tag: safeText()
          .regex(/^[a-z0-9-]{1,40}$/)
          .optional(),
      }),
    },
    responses: {
      200: json("FAQs", z.object({ tags: z.array(safeText()), items: z.array(faq) })),
      400: failureResponse("Unknown category or a bad parameter"),
    },
  }),
  news: createRoute({
    method: "get",
    path: "/resources/news",
    tags: [TAG],
    summary: "Media and news, newest first",
    description:
      "Real press coverage only, so the list is empty until there is some. 6 per page for `view=desktop`, 5 for `view=mobile` (spec §9).",
    request: {
      query: z.object({ lang, page, view: z.enum(["desktop", "mobile"]).default("desktop") }),
    },
    responses: {
      200: json(
        "One page of news",
        pageOf(
          z.object({
            id: z.number(),
            publication: safeText(),
            date: safeText(),
            headline: safeText(),
            url: safeText(),
          }),
        ),
      ),
      400: failureResponse("A bad parameter"),
    },
  }),
  guide: createRoute({
    method: "get",
    path: "/resources/credit-score-guide",
    tags: [TAG],
    summary: "The credit-score guide for a bureau, with its FAQ (10) and calculator FAQ (6)",
    request: {
      query: z.object({
        lang,
        bureau: z.enum(CREDIT_BUREAUS.map((b) => b.slug) as [string, ...string[]]).default("cibil"),
      }),
    },
    responses: {
      200: json(
        "The guide",
        z.object({
          bureau: z.object({ slug: safeText(), name: safeText(), company: safeText() }),
          scale: z.object({ min: z.number(), max: z.number(), goodFrom: z.number() }),
          guide: z.record(safeText(), safeJson()),
          faqVisible: z.number(),
          faqs: z.array(faq),
          calculatorFaqs: z.array(faq),
        }),
      ),
      400: failureResponse("Unknown bureau or a bad parameter"),
    },
  }),
};

/** Content only changes with a deploy: browsers and CDNs may keep it a while, revalidating by ETag. */
function cacheFor(seconds: number): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status !== 200 && c.res.status !== 304) return;
    // A response that also refreshes a session cookie is someone's own: never cache it in a shared cache.
    const shared = !c.res.headers.has("set-cookie");
    c.header(
      "Cache-Control",
      shared ? `public, max-age=${seconds}, stale-while-revalidate=86400` : "private, no-cache",
    );
  };
}

const faqOut = ({ id, ques, ans, html, tags, subtags, linkText, link }: Faq) => ({
  id,
  ques,
  ans,
  html,
  tags,
  subtags,
  ...(linkText ? { linkText } : {}),
  ...(link ? { link } : {}),
});

export function resourcesRoutes(deps: ApiDeps) {
  // Load (and validate) at start, so the first visitor does not wait and problems show in the log at once.
  const content = () => deps.content.get();
  void content().then(
    (service) => {
      for (const problem of service.problems) deps.logger.warn(problem, "content item left out");
    },
    (error: unknown) => deps.logger.error({ err: String(error) }, "content could not be loaded"),
  );

  const router = new OpenAPIHono<ApiEnv>();
  router.use("/resources/*", cacheFor(600), etag());

  return router
    .openapi(routes.suggest, async (c) => {
      const { q, lang, limit } = c.req.valid("query");
      const service = await content();
      return ok(c, { query: q, suggestions: service.suggest(q, lang, limit) });
    })
    .openapi(routes.search, async (c) => {
      const { blog, lang, page } = c.req.valid("query");
      const service = await content();
      const result = paginate(service.searchArticles(lang, blog), page, DISPLAY.blogRecommendationsPerPage);
      return ok(c, { query: blog, ...result, alsoMentioned: service.articleMentions(lang, blog) });
    })
    .openapi(routes.articles, async (c) => {
      const { lang, category, page } = c.req.valid("query");
      const service = await content();
      const list = service.articles(lang).filter((a) => !category || a.category === category);
      return ok(c, paginate(list, page, DISPLAY.blogRecommendationsPerPage));
    })
    .openapi(routes.article, async (c) => {
      const { slug } = c.req.valid("param");
      const { lang } = c.req.valid("query");
      const service = await content();
      const article = service.article(lang, slug);
      if (!article) throw new AppError("NOT_FOUND", "No such article.");
      const {
        html,
        headings,
        tips,
        id,
        title,
        metaTitle,
        metaDescription,
        category,
        date,
        readTime,
        featured,
      } = article;
      return ok(c, {
        id,
        slug,
        title,
        metaTitle,
        metaDescription,
        category,
        date,
        readTime,
        featured,
        locale: lang,
        html,
        headings,
        tips,
        author: `Team ${deps.config.BRAND_NAME}`,
        recommendations: service.recommendations(lang, slug),
      });
    })
    .openapi(routes.faq, async (c) => {
      const { lang, category, tag } = c.req.valid("query");
      const service = await content();
      return ok(c, {
        tags: service.faqTags(lang, category),
        items: service.faqs(lang, { category, tag }).map(faqOut),
      });
    })
    .openapi(routes.news, async (c) => {
      const { lang, page, view } = c.req.valid("query");
      const service = await content();
      const { items } = service.news(lang);
      const size = view === "mobile" ? DISPLAY.newsPageSizeMobile : DISPLAY.newsPageSizeDesktop;
      return ok(c, paginate(items, page, size));
    })
    .openapi(routes.guide, async (c) => {
      const { lang, bureau: slug } = c.req.valid("query");
      const service = await content();
      const bureau = findBureau(slug)!;
      return ok(c, {
        bureau: { slug: bureau.slug, name: bureau.name[lang], company: bureau.company },
        scale: { min: CREDIT_SCORE_MIN, max: CREDIT_SCORE_MAX, goodFrom: GOOD_SCORE_FROM },
        guide: service.guide(lang),
        faqVisible: DISPLAY.creditFaqVisible,
        faqs: service.faqSet(lang, "credit-score").map(faqOut),
        calculatorFaqs: service.faqSet(lang, "calculator").map(faqOut),
      });
    });
}
