import { DISPLAY } from "@loansetu/domain/display";
import { BadgeCheck, IdCard, Info, Smartphone, UserRound } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "../../features/learn/breadcrumbs.tsx";
import { FaqAccordion } from "../../features/learn/faq-accordion.tsx";
import { bureauFromPath, learnContent, localeOf } from "../../features/learn/learn.server.ts";
import { pageMeta } from "../../features/learn/meta.ts";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { useLocale } from "../../ui/use-locale.ts";
import type { Route } from "./+types/check";

// `/{bureau}-score-check` (spec §2): the free check's landing page and the back target of credit journeys.
// The button starts the free check (/free-credit-score/{bureau}: login, details, consent), then the score.
export const handle: I18nHandle = { i18n: ["learn"] };

export async function loader(args: Route.LoaderArgs) {
  const { params, context } = args;
  const locale = localeOf(params);
  const t = translatorFor(locale);
  const bureau = bureauFromPath(args);
  const name = bureau.name[locale];
  const content = await learnContent(context);
  const guide = content.guide(locale);
  return {
    title: t("learn.credit.checkTitle", { bureau: name }),
    description: t("learn.credit.checkDescription", { bureau: name }),
    bureau: { slug: bureau.slug, name },
    freeCheck: guide.freeCheck,
    notice: guide.notice,
    bands: guide.bands,
    faqs: content
      .faqSet(locale, "credit-score")
      .map(({ id, ques, html, linkText, link }) => ({ id, ques, html, linkText, link })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

const STEPS = ["one", "two", "three"] as const;
const NEEDS = [
  { key: "mobile", Icon: Smartphone },
  { key: "pan", Icon: IdCard },
  { key: "details", Icon: UserRound },
] as const;

export default function CreditScoreCheck({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { bureau, freeCheck, notice, bands, faqs } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-surface">
        <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
          <Breadcrumbs trail={[{ label: t("learn.credit.checkHeading", { bureau: bureau.name }) }]} />
          <h1 className="mt-3 text-3xl font-bold text-brand-950 sm:text-4xl">
            {t("learn.credit.checkHeading", { bureau: bureau.name })}
          </h1>
          <p className="mt-3 flex max-w-3xl gap-2 text-lg text-ink">
            <BadgeCheck aria-hidden size={24} className="mt-0.5 shrink-0 text-brand-700" />
            <span data-testid="free-check">{freeCheck}</span>
          </p>
          <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
            <Link
              to={href(`/free-credit-score/${bureau.slug}`)}
              className="btn-primary text-center"
              data-testid="check-score"
            >
              {t("learn.credit.checkButton")}
            </Link>
            <p className="text-sm text-ink-soft">{t("learn.credit.checkNote")}</p>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-5xl space-y-12 px-4 py-10">
        <div className="grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="steps">
            <h2 id="steps" className="text-2xl font-bold text-brand-950">
              {t("learn.credit.stepsTitle")}
            </h2>
            <ol className="mt-4 space-y-4">
              {STEPS.map((step, i) => (
                <li key={step} className="flex gap-3">
                  <span
                    aria-hidden
                    className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                  >
                    {i + 1}
                  </span>
                  <span className="pt-1">{t(`learn.credit.steps.${step}`)}</span>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="needs">
            <h2 id="needs" className="text-2xl font-bold text-brand-950">
              {t("learn.credit.needTitle")}
            </h2>
            <ul className="mt-4 space-y-3">
              {NEEDS.map(({ key, Icon }) => (
                <li key={key} className="flex items-center gap-3">
                  <Icon aria-hidden size={22} className="shrink-0 text-brand-700" />
                  {t(`learn.credit.needs.${key}`)}
                </li>
              ))}
            </ul>
          </section>
        </div>

        <section aria-labelledby="bands">
          <h2 id="bands" className="text-2xl font-bold text-brand-950">
            {t("learn.credit.bandsTitle")}
          </h2>
          <ul className="mt-4 grid gap-2 sm:grid-cols-5">
            {bands.map((band) => (
              <li key={band.range} className="rounded-lg border border-line bg-white p-3 text-center">
                <p className="font-semibold text-brand-950">{band.range}</p>
                <p className="text-sm text-ink-soft">{band.label}</p>
              </li>
            ))}
          </ul>
          <p className="mt-4">
            <Link to={href(`/${bureau.slug}-score`)} className="font-semibold text-brand-700 underline">
              {t("learn.credit.readGuide", { bureau: bureau.name })}
            </Link>
          </p>
          <p className="mt-2">
            <Link
              to={href(`/credit-bureaus/${bureau.slug}`)}
              className="font-semibold text-brand-700 underline"
              data-testid="bureau-partner-link"
            >
              {t("learn.partner.aboutLink", { bureau: bureau.name })}
            </Link>
          </p>
        </section>

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
            <p className="mt-1 text-sm">{notice}</p>
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
      </div>
    </>
  );
}
