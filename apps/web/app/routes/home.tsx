import { BadgePercent, Headset, ListChecks, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { translatorFor } from "../i18n/catalog.server.ts";
import { isLocale } from "../i18n/locale.ts";
import { LOAN_PRODUCTS } from "../ui/site-nav.ts";
import { useLocale } from "../ui/use-locale.ts";
import type { Route } from "./+types/home";

export function loader({ params }: Route.LoaderArgs) {
  const t = translatorFor(isLocale(params.lang) ? params.lang : "en");
  return { title: t("home.title"), description: t("home.description") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "description", content: loaderData?.description },
  { property: "og:title", content: loaderData?.title },
  { property: "og:description", content: loaderData?.description },
  { property: "og:type", content: "website" },
];

const BENEFITS = [
  { key: "comparison", Icon: ListChecks },
  { key: "deals", Icon: BadgePercent },
  { key: "support", Icon: Headset },
  { key: "secure", Icon: ShieldCheck },
] as const;

export default function Home() {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-surface">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-16">
          <h1 className="max-w-3xl text-3xl font-bold leading-tight text-brand-950 sm:text-5xl">
            {t("home.heroTitle")}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-soft">{t("home.heroText")}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={href("/apply/personal-loan")} className="btn-primary">
              {t("home.heroCta")}
            </Link>
            <Link to={href("/cibil-score-check")} className="btn-secondary">
              {t("home.heroSecondary")}
            </Link>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="loan-types">
        <h2 id="loan-types" className="text-2xl font-bold text-brand-950">
          {t("home.loanTypesTitle")}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {LOAN_PRODUCTS.map((product) => (
            <li key={product.key} className="card flex flex-col">
              <h3 className="text-lg font-semibold">
                <Link to={href(product.path)} className="hover:underline">
                  {t(`loans.${product.key}`)}
                </Link>
              </h3>
              <p className="mt-2 flex-1 text-sm text-ink-soft">{t(`home.cards.${product.key}`)}</p>
              <Link
                to={href(`/apply/${product.apply}`)}
                className="btn-primary mt-4 text-center text-sm"
                aria-label={`${t("home.applyNow")}: ${t(`loans.${product.key}`)}`}
              >
                {t("home.applyNow")}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-white py-10" aria-labelledby="benefits">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="benefits" className="text-2xl font-bold text-brand-950">
            {t("home.benefitsTitle")}
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {BENEFITS.map(({ key, Icon }) => (
              <li key={key} className="rounded-xl border border-line bg-surface p-4">
                <Icon aria-hidden className="text-brand-700" size={28} />
                <h3 className="mt-2 font-semibold">{t(`home.benefits.${key}.title`)}</h3>
                <p className="mt-1 text-sm text-ink-soft">{t(`home.benefits.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
