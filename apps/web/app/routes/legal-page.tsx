import type { PageSlug } from "@loansetu/api/pages/page-store";
import { formatDate } from "@loansetu/domain/format";
import { appContext } from "../context.ts";
import { pageAddress } from "../features/routing/page-address.ts";
import { useTranslation } from "../i18n/i18n.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { pageTitle } from "../ui/page-title.ts";
import type { Route } from "./+types/legal-page";

/** The path a legal page is served at, and the content file it shows (spec §2: note the capitals in /certified-CIC). */
export const LEGAL_PAGES: Record<string, PageSlug> = {
  "/privacy-policy": "privacy-policy",
  "/terms-and-conditions": "terms-and-conditions",
  "/consent-declaration": "consent-declaration",
  "/certified-CIC": "certified-cic",
  "/grievance-redressal": "grievance-redressal",
};

export const handle: I18nHandle = { i18n: ["legal"] };

export async function loader(args: Route.LoaderArgs) {
  const { locale, path } = pageAddress(args);
  const slug = LEGAL_PAGES[path];
  if (!slug) throw new Response("Not Found", { status: 404 });
  const page = await args.context.get(appContext).deps.pages.get(slug, locale);
  return { ...page, updatedLabel: formatDate(new Date(page.updated), locale) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.metaTitle) },
  { name: "description", content: loaderData?.metaDescription },
  { property: "og:title", content: loaderData?.metaTitle },
  { property: "og:description", content: loaderData?.metaDescription },
];

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold text-brand-950">{loaderData.title}</h1>
      <p className="mt-1 text-sm text-ink-soft">{t("legal.updated", { date: loaderData.updatedLabel })}</p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own reviewed Markdown, rendered on the server; never user input */}
      <div className="prose-body mt-6" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
    </article>
  );
}
