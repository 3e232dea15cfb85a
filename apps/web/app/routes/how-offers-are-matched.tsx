import { Link } from "react-router";
import { translatorFor } from "../i18n/catalog.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import { isLocale } from "../i18n/locale.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { SpriteIcon } from "../ui/illustrations/sprite-icon.tsx";
import { pageTitle } from "../ui/page-title.ts";
import { useLocale } from "../ui/use-locale.ts";
import type { Route } from "./+types/how-offers-are-matched";

// The stated method behind the offers list (RBI Digital Lending Directions 2025: a multi-lender
// platform shows every matching lender's offer and discloses how it orders them, with no paid placement).

export const handle: I18nHandle = { i18n: ["journey"] };

export function loader({ params }: Route.LoaderArgs) {
  const t = translatorFor(isLocale(params.lang) ? params.lang : "en");
  return { title: `${t("journey.how.title")} | LoanSetu`, description: t("journey.how.description") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title) },
  { name: "description", content: loaderData?.description },
  { property: "og:title", content: loaderData?.title },
  { property: "og:description", content: loaderData?.description },
];

const SECTIONS = ["order", "match", "terms", "score", "money"] as const;

export default function HowOffersAreMatched() {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <div className="flex items-center gap-4">
        <SpriteIcon name="step-compare" size={56} />
        <h1 className="text-2xl font-bold text-brand-950 sm:text-3xl">{t("journey.how.title")}</h1>
      </div>
      <p className="mt-3 text-lg text-ink-soft">{t("journey.how.intro")}</p>
      {SECTIONS.map((section) => (
        <section key={section} className="mt-6" aria-labelledby={`how-${section}`}>
          <h2 id={`how-${section}`} className="text-xl font-semibold text-brand-950">
            {t(`journey.how.${section}Title`)}
          </h2>
          <p className="mt-2 leading-relaxed">{t(`journey.how.${section}`)}</p>
          {section === "order" ? (
            <p className="mt-2 leading-relaxed" data-testid="how-ratings">
              {t("journey.how.ratings")}
            </p>
          ) : null}
        </section>
      ))}
      <Link to={href("/apply/personal-loan")} className="btn-primary mt-8">
        {t("journey.how.start")}
      </Link>
    </article>
  );
}
