import {
  CREDIT_SCORE_MAX,
  CREDIT_SCORE_MIN,
  GOOD_SCORE_FROM,
  SCORE_BANDS,
} from "@loansetu/domain/credit-score";
import { DISPLAY } from "@loansetu/domain/display";
import { BadgeCheck, CircleCheck, Info, TrendingUp } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "../../features/learn/breadcrumbs.tsx";
import { CreditScale } from "../../features/learn/credit-scale.tsx";
import { FaqAccordion } from "../../features/learn/faq-accordion.tsx";
import { faqPageJsonLd, JsonLd } from "../../features/learn/json-ld.tsx";
import { bureauFromPath, CREDIT_BUREAUS, learnContent, localeOf } from "../../features/learn/learn.server.ts";
import { pageMeta } from "../../features/learn/meta.ts";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { useLocale } from "../../ui/use-locale.ts";
import type { Route } from "./+types/guide";

const faqEntry = ({
  id,
  ques,
  html,
  linkText,
  link,
}: {
  id: string;
  ques: string;
  html: string;
  linkText?: string;
  link?: string;
}) => ({
  id,
  ques,
  html,
  linkText,
  link,
});

// `/{bureau}-score` (spec §1, §2): the credit score explainer.
export const handle: I18nHandle = { i18n: ["learn"] };

export async function loader(args: Route.LoaderArgs) {
  const { params, context } = args;
  const locale = localeOf(params);
  const t = translatorFor(locale);
  const bureau = bureauFromPath(args);
  const name = bureau.name[locale];
  const content = await learnContent(context);
  const faqs = content.faqSet(locale, "credit-score");
  const calculatorFaqs = content.faqSet(locale, "calculator");
  return {
    title: t("learn.credit.guideTitle", { bureau: name }),
    description: t("learn.credit.guideDescription", { bureau: name }),
    bureau: { slug: bureau.slug, name, company: bureau.company },
    others: CREDIT_BUREAUS.filter((b) => b.slug !== bureau.slug).map((b) => ({
      slug: b.slug,
      name: b.name[locale],
    })),
    guide: content.guide(locale),
    faqs: faqs.map(faqEntry),
    calculatorFaqs: calculatorFaqs.map(faqEntry),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function CreditScoreGuide({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { bureau, others, guide, faqs, calculatorFaqs } = loaderData;
  const [noHistory, ...scored] = guide.bands;
  // The content's bands are the domain's one scale in order (the content schema checks the ranges).
  const labels = Object.fromEntries(SCORE_BANDS.map((band, i) => [band.id, scored[i]?.label ?? ""]));
  const bandColor = ["border-l-red-600", "border-l-amber-500", "border-l-lime-600", "border-l-brand-700"];

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-surface">
        <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
          <Breadcrumbs
            trail={[
              { label: t("learn.resources"), path: "/resources" },
              { label: t("learn.credit.guideLink", { bureau: bureau.name }) },
            ]}
          />
          <h1 className="mt-3 text-3xl font-bold text-brand-950 sm:text-4xl">
            {t("learn.credit.guideHeading", { bureau: bureau.name })}
          </h1>
          <p className="mt-3 max-w-3xl text-lg text-ink-soft">
            {t("learn.credit.guideIntro", { bureau: bureau.name, company: bureau.company })}
          </p>
          <p className="mt-3 max-w-3xl text-ink">{guide.scale}</p>
          <div className="mt-6 flex flex-col gap-3 rounded-xl border border-brand-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex gap-2 text-sm">
              <BadgeCheck aria-hidden size={20} className="shrink-0 text-brand-700" />
              <span data-testid="free-check">{guide.freeCheck}</span>
            </p>
            <Link to={href(`/${bureau.slug}-score-check`)} className="btn-primary shrink-0 text-center">
              {t("learn.credit.checkCta", { bureau: bureau.name })}
            </Link>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-5xl space-y-12 px-4 py-10">
        <section aria-labelledby="scale">
          <h2 id="scale" className="text-2xl font-bold text-brand-950">
            {t("learn.credit.scaleTitle")}
          </h2>
          <p className="mt-2 text-ink-soft" data-testid="scale-summary">
            {t("learn.credit.scaleSummary", {
              min: CREDIT_SCORE_MIN,
              max: CREDIT_SCORE_MAX,
              good: GOOD_SCORE_FROM,
            })}
          </p>
          <CreditScale
            min={CREDIT_SCORE_MIN}
            max={CREDIT_SCORE_MAX}
            goodFrom={GOOD_SCORE_FROM}
            goodLabel={t("learn.credit.goodFrom", { score: GOOD_SCORE_FROM })}
            labels={labels}
          />
        </section>

        <section aria-labelledby="bands">
          <h2 id="bands" className="text-2xl font-bold text-brand-950">
            {t("learn.credit.bandsTitle")}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="bands">
            {scored.map((band, i) => (
              <li
                key={band.range}
                className={`card border-l-4 ${bandColor[i]}`}
                data-testid="guide-band"
                data-band={SCORE_BANDS[i]?.id}
              >
                <h3 className="font-semibold text-brand-950">
                  {band.range} · {band.label}
                </h3>
                <p className="mt-1 text-sm text-ink-soft">{band.text}</p>
              </li>
            ))}
            {noHistory ? (
              <li className="card border-l-4 border-l-gray-400 sm:col-span-2">
                <h3 className="font-semibold text-brand-950">
                  {noHistory.range} · {noHistory.label}
                </h3>
                <p className="mt-1 text-sm text-ink-soft">{noHistory.text}</p>
              </li>
            ) : null}
          </ul>
        </section>

        <section aria-labelledby="factors">
          <h2 id="factors" className="text-2xl font-bold text-brand-950">
            {t("learn.credit.factorsTitle")}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {guide.factors.map((factor) => (
              <li key={factor.title} className="card">
                <h3 className="font-semibold text-brand-950">{factor.title}</h3>
                <p className="mt-1 text-sm text-ink-soft">{factor.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <div className="grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="monitor">
            <h2 id="monitor" className="text-2xl font-bold text-brand-950">
              {t("learn.credit.monitorTitle")}
            </h2>
            <ul className="mt-4 space-y-3">
              {guide.monitorReasons.map((reason) => (
                <li key={reason} className="flex gap-2">
                  <CircleCheck aria-hidden size={20} className="mt-0.5 shrink-0 text-brand-700" />
                  {reason}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="benefits">
            <h2 id="benefits" className="text-2xl font-bold text-brand-950">
              {t("learn.credit.benefitsTitle")}
            </h2>
            <ul className="mt-4 space-y-3">
              {guide.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-2">
                  <TrendingUp aria-hidden size={20} className="mt-0.5 shrink-0 text-brand-700" />
                  {benefit}
                </li>
              ))}
            </ul>
          </section>
        </div>

        <aside
          className="flex gap-3 rounded-xl border border-accent-500/50 bg-amber-50 p-4"
          aria-labelledby="notice"
          data-testid="notice"
        >
          <Info aria-hidden size={22} className="mt-0.5 shrink-0 text-amber-700" />
          <div>
            <h2 id="notice" className="font-semibold text-brand-950">
              {t("learn.credit.noticeTitle")}
            </h2>
            <p className="mt-1 text-sm">{guide.notice}</p>
          </div>
        </aside>

        <section aria-labelledby="credit-faq">
          <h2 id="credit-faq" className="text-2xl font-bold text-brand-950">
            {t("learn.credit.faqTitle", { bureau: bureau.name })}
          </h2>
          <div className="mt-4">
            <FaqAccordion items={faqs} visible={DISPLAY.creditFaqVisible} testId="credit-faq" />
          </div>
        </section>

        <section aria-labelledby="calculator-faq">
          <h2 id="calculator-faq" className="text-2xl font-bold text-brand-950">
            {t("learn.credit.calculatorFaqTitle")}
          </h2>
          <div className="mt-4">
            <FaqAccordion items={calculatorFaqs} visible={DISPLAY.emiFaqTotal} testId="calculator-faq" />
          </div>
        </section>

        <p>
          <Link
            to={href(`/credit-bureaus/${bureau.slug}`)}
            className="font-semibold text-brand-700 underline"
            data-testid="bureau-partner-link"
          >
            {t("learn.partner.aboutLink", { bureau: bureau.name })}
          </Link>
        </p>

        <nav aria-labelledby="other-bureaus">
          <h2 id="other-bureaus" className="text-xl font-bold text-brand-950">
            {t("learn.credit.otherBureaus")}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {others.map((other) => (
              <li key={other.slug}>
                <Link to={href(`/${other.slug}-score`)} className="btn-secondary !py-2 text-sm">
                  {t("learn.credit.guideLink", { bureau: other.name })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <JsonLd data={faqPageJsonLd([...faqs, ...calculatorFaqs])} />
    </>
  );
}
