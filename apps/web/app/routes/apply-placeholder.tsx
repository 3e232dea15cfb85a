import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { translatorFor } from "../i18n/catalog.server.ts";
import { isLocale } from "../i18n/locale.ts";
import { LOAN_PRODUCTS } from "../ui/site-nav.ts";
import { useLocale } from "../ui/use-locale.ts";
import type { Route } from "./+types/apply-placeholder";

// Until the application journey exists (its own issue), /apply/{product} says so plainly instead of 404ing.
export function loader({ params }: Route.LoaderArgs) {
  const product = LOAN_PRODUCTS.find((p) => p.apply === params.product);
  if (!product) throw new Response("Not Found", { status: 404 });
  const t = translatorFor(isLocale(params.lang) ? params.lang : "en");
  return { productKey: product.key, title: t("apply.title", { product: t(`loans.${product.key}`) }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title} | LoanSetu` },
  { name: "robots", content: "noindex" },
];

export default function ApplyPlaceholder({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-950">{loaderData.title}</h1>
      <p className="mt-3 text-ink-soft">{t("apply.text")}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link className="btn-primary" to={href("/emi-calculator")}>
          {t("apply.calculator")}
        </Link>
        <Link className="btn-secondary" to={href("/")}>
          {t("apply.home")}
        </Link>
      </div>
    </div>
  );
}
