import { BUREAU_FACTS_CHECKED } from "@loansetu/api/content/bureaus";
import { BadgeCheck } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "../../features/learn/breadcrumbs.tsx";
import { bureauFromPath, CREDIT_BUREAUS, dateText, localeOf } from "../../features/learn/learn.server.ts";
import { pageMeta } from "../../features/learn/meta.ts";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { useLocale } from "../../ui/use-locale.ts";
import type { Route } from "./+types/bureau-partner";

// `/credit-bureaus/{bureau}` (spec §2 "a bureau partner page"): who the credit information
// company is, its RBI licence and the customer's rights with it, with where those facts come from and when
// they were checked.
export const handle: I18nHandle = { i18n: ["learn"] };

export async function loader(args: Route.LoaderArgs) {
  const locale = localeOf(args.params);
  const t = translatorFor(locale);
  const bureau = bureauFromPath(args);
  const name = bureau.name[locale];
  return {
    title: t("learn.partner.metaTitle", { bureau: name }),
    description: t("learn.partner.metaDescription", { bureau: name, company: bureau.company }),
    bureau: { slug: bureau.slug, name, company: bureau.company, website: bureau.website },
    checked: dateText(BUREAU_FACTS_CHECKED, locale),
    others: CREDIT_BUREAUS.filter((b) => b.slug !== bureau.slug).map((b) => ({
      slug: b.slug,
      name: b.name[locale],
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

const RIGHTS = ["freeReport", "dispute", "compensation", "alert"] as const;

export default function BureauPartner({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { bureau, checked, others } = loaderData;
  const vars = { bureau: bureau.name, company: bureau.company };
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Breadcrumbs trail={[{ label: t("learn.partner.heading", vars) }]} />
      <h1 className="mt-3 text-3xl font-bold text-brand-950 sm:text-4xl">
        {t("learn.partner.heading", vars)}
      </h1>
      <p className="mt-3 text-lg">{t("learn.partner.intro", vars)}</p>

      <section aria-labelledby="facts" className="mt-8">
        <h2 id="facts" className="text-2xl font-bold text-brand-950">
          {t("learn.partner.factsTitle")}
        </h2>
        <dl
          className="mt-4 divide-y divide-line rounded-xl border border-line bg-white"
          data-testid="bureau-facts"
        >
          {[
            [t("learn.partner.facts.company"), bureau.company],
            [t("learn.partner.facts.licence"), t("learn.partner.facts.licenceValue")],
            [t("learn.partner.facts.range"), t("learn.partner.facts.rangeValue")],
          ].map(([label, value]) => (
            <div key={label} className="grid gap-1 p-4 sm:grid-cols-3">
              <dt className="font-semibold text-brand-950">{label}</dt>
              <dd className="sm:col-span-2">{value}</dd>
            </div>
          ))}
          <div className="grid gap-1 p-4 sm:grid-cols-3">
            <dt className="font-semibold text-brand-950">{t("learn.partner.facts.website")}</dt>
            <dd className="sm:col-span-2">
              <a href={bureau.website} rel="noopener" className="text-brand-700 underline" lang="en">
                {bureau.website.replace(/^https:\/\//, "")}
              </a>
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="rights" className="mt-8">
        <h2 id="rights" className="text-2xl font-bold text-brand-950">
          {t("learn.partner.rightsTitle", vars)}
        </h2>
        <ul className="mt-4 space-y-3">
          {RIGHTS.map((right) => (
            <li key={right} className="flex gap-2">
              <BadgeCheck aria-hidden size={22} className="mt-0.5 shrink-0 text-brand-700" />
              <span>{t(`learn.partner.rights.${right}`, vars)}</span>
            </li>
          ))}
        </ul>
      </section>

      <p className="mt-8 text-sm text-ink-soft" data-testid="bureau-sources">
        {t("learn.partner.sources", { date: checked })}
      </p>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={href(`/${bureau.slug}-score-check`)} className="btn-primary text-center">
          {t("learn.partner.check", vars)}
        </Link>
        <Link to={href(`/${bureau.slug}-score`)} className="btn-secondary text-center">
          {t("learn.credit.readGuide", vars)}
        </Link>
      </div>

      <nav aria-labelledby="other-partners" className="mt-10">
        <h2 id="other-partners" className="text-xl font-bold text-brand-950">
          {t("learn.partner.others")}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {others.map((other) => (
            <li key={other.slug}>
              <Link to={href(`/credit-bureaus/${other.slug}`)} className="btn-secondary !py-2 text-sm">
                {other.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
