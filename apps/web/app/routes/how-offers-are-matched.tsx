import { Link } from "react-router";
import { appContext } from "../context.ts";
import { useTranslation } from "../i18n/i18n.ts";
import { isLocale } from "../i18n/locale.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { SpriteIcon } from "../ui/illustrations/sprite-icon.tsx";
import { pageTitle } from "../ui/page-title.ts";
import { useLocale } from "../ui/use-locale.ts";
import type { Route } from "./+types/how-offers-are-matched";

// The stated method behind the offers list (RBI Digital Lending Directions 2025: a multi-lender
// platform shows every matching lender's offer and discloses how it orders them, with no paid placement).
// Its text is a content page (content/{en,hi}/pages/how-offers-are-matched.md), so the support chatbot
// answers from the same words the page shows.

export const handle: I18nHandle = { i18n: ["journey"] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = isLocale(params.lang) ? params.lang : "en";
  return context.get(appContext).deps.pages.get("how-offers-are-matched", locale);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.metaTitle) },
  { name: "description", content: loaderData?.metaDescription },
  { property: "og:title", content: loaderData?.metaTitle },
  { property: "og:description", content: loaderData?.metaDescription },
];

export default function HowOffersAreMatched({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <div className="flex items-center gap-4">
        <SpriteIcon name="step-compare" size={56} />
        <h1 className="text-2xl font-bold text-brand-950 sm:text-3xl">{loaderData.title}</h1>
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own reviewed Markdown, rendered on the server; never user input */}
      <div className="prose-body mt-3" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
      <Link to={href("/apply/personal-loan")} className="btn-primary mt-8">
        {t("journey.how.start")}
      </Link>
    </article>
  );
}
