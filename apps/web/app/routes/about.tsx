import { formatDate } from "@loansetu/domain/format";
import { Link } from "react-router";
import { appContext } from "../context.ts";
import { translatorFor } from "../i18n/catalog.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import { isLocale } from "../i18n/locale.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { LenderName } from "../ui/lender-badge.tsx";
import { pageTitle } from "../ui/page-title.ts";
import { useLocale } from "../ui/use-locale.ts";
import type { Route } from "./+types/about";

// Who stands behind the site, in one place (decision 0044): the company and its identification number, the
// grievance officer and the way on to the RBI Ombudsman, the regulated lenders with their RBI registrations
// and grievance pages, how LoanSetu is paid and how offers are ranked. The company facts come from
// data/site.json (which the footer reads too), the lenders from data/lenders.json; both files say which of
// their values are still placeholders.
export const handle: I18nHandle = { i18n: ["about"] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = isLocale(params.lang) ? params.lang : "en";
  const t = translatorFor(locale);
  const { deps } = context.get(appContext);
  const [site, lendersFile] = await Promise.all([deps.data.get("site.json"), deps.data.get("lenders.json")]);
  const { company, grievanceOfficer: officer } = site;
  return {
    title: t("about.metaTitle"),
    description: t("about.metaDescription"),
    company: {
      legalName: company.legalName,
      cin: company.cin,
      address: locale === "hi" ? company.registeredAddressHi : company.registeredAddress,
      website: company.website,
      role: locale === "hi" ? company.roleHi : company.role,
      ranking: locale === "hi" ? company.rankingHi : company.ranking,
    },
    officer: {
      name: officer.name,
      email: officer.email,
      phone: officer.phone,
      hours: locale === "hi" ? officer.hoursHi : officer.hours,
      acknowledgeWithinDays: officer.acknowledgeWithinDays,
      resolveWithinDays: officer.resolveWithinDays,
      ombudsmanUrl: officer.escalation.url,
    },
    registrationsAsOf: formatDate(new Date(lendersFile.registrationsAsOf), locale),
    lenders: lendersFile.lenders.map((l) => ({
      slug: l.slug,
      name: l.name,
      initials: l.initials,
      color: l.color,
      registration: l.rbiRegistration,
      grievanceUrl: l.customerFeedbackLink,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title) },
  { name: "description", content: loaderData?.description },
  { property: "og:title", content: loaderData?.title },
  { property: "og:description", content: loaderData?.description },
  { property: "og:type", content: "website" },
];

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { company, officer, lenders } = loaderData;
  const anyPlaceholder = lenders.some((l) => l.registration.placeholder);
  // The company's registered name stays in English on the Hindi page, marked so for screen readers.
  const [whoBefore, whoAfter] = t("about.who", { company: "\u0000" }).split("\u0000");
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-brand-950">{t("about.title")}</h1>
      <p className="mt-3 text-ink-soft">{t("about.intro")}</p>

      <section aria-labelledby="who" className="mt-8">
        <h2 id="who" className="text-xl font-bold text-brand-950">
          {t("about.whoTitle")}
        </h2>
        <p className="mt-2">
          {whoBefore}
          <span lang="en">{company.legalName}</span>
          {whoAfter} {company.role}
        </p>
        <dl className="card mt-4 grid gap-3 text-sm sm:grid-cols-[14rem_1fr]" data-testid="about-company">
          <dt className="font-semibold">{t("about.legalName")}</dt>
          <dd lang="en">{company.legalName}</dd>
          <dt className="font-semibold">{t("about.cin")}</dt>
          <dd lang="en" data-testid="about-cin">
            {company.cin}
          </dd>
          <dt className="font-semibold">{t("about.address")}</dt>
          <dd data-testid="about-address">{company.address}</dd>
          <dt className="font-semibold">{t("about.website")}</dt>
          <dd>
            <a className="underline" href={company.website}>
              {company.website.replace(/^https:\/\//, "")}
            </a>
          </dd>
        </dl>
      </section>

      <section aria-labelledby="paid" className="mt-8">
        <h2 id="paid" className="text-xl font-bold text-brand-950">
          {t("about.paidTitle")}
        </h2>
        <p className="mt-2" data-testid="about-paid">
          {t("about.paid")}
        </p>
        <p className="mt-2">
          <Link to={href("/terms-and-conditions")} className="underline">
            {t("about.paidTerms")}
          </Link>
        </p>
      </section>

      <section aria-labelledby="rank" className="mt-8">
        <h2 id="rank" className="text-xl font-bold text-brand-950">
          {t("about.rankTitle")}
        </h2>
        <p className="mt-2">{company.ranking}</p>
        <p className="mt-2">
          <Link to={href("/how-offers-are-matched")} className="underline" data-testid="about-ranking-link">
            {t("about.rankLink")}
          </Link>
        </p>
      </section>

      <section aria-labelledby="grievance" className="mt-8">
        <h2 id="grievance" className="text-xl font-bold text-brand-950">
          {t("about.grievanceTitle")}
        </h2>
        <p className="mt-2">
          {t("about.grievanceIntro", {
            ack: officer.acknowledgeWithinDays,
            resolve: officer.resolveWithinDays,
          })}
        </p>
        <dl className="card mt-4 grid gap-3 text-sm sm:grid-cols-[14rem_1fr]" data-testid="about-officer">
          <dt className="font-semibold">{t("about.officerName")}</dt>
          <dd lang="en">{officer.name}</dd>
          <dt className="font-semibold">{t("about.officerEmail")}</dt>
          <dd>
            <a className="underline" href={`mailto:${officer.email}`}>
              {officer.email}
            </a>
          </dd>
          <dt className="font-semibold">{t("about.officerPhone")}</dt>
          <dd>
            <a className="underline" href={`tel:${officer.phone.replace(/\s/g, "")}`}>
              {officer.phone}
            </a>
          </dd>
          <dt className="font-semibold">{t("about.officerHours")}</dt>
          <dd>{officer.hours}</dd>
        </dl>
        <h3 className="mt-6 font-semibold">{t("about.ombudsmanTitle")}</h3>
        <p className="mt-2" data-testid="about-ombudsman">
          {t("about.ombudsman")}
        </p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          <a className="underline" href={officer.ombudsmanUrl} rel="noopener noreferrer" target="_blank">
            {t("about.ombudsmanLink")}
          </a>
          <Link to={href("/grievance-redressal")} className="underline">
            {t("about.grievancePage")}
          </Link>
        </p>
      </section>

      <section aria-labelledby="lenders" className="mt-8">
        <h2 id="lenders" className="text-xl font-bold text-brand-950">
          {t("about.lendersTitle")}
        </h2>
        <p className="mt-2">{t("about.lendersIntro")}</p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {lenders.map((lender) => (
            <li
              key={lender.slug}
              className="card text-sm"
              data-testid="about-lender"
              data-lender={lender.slug}
            >
              <p className="font-semibold" lang="en">
                <LenderName lender={lender} name={lender.name} size="sm" />
              </p>
              <p className="mt-2" data-testid="about-lender-registration">
                {t(`about.${lender.registration.kind}`)}: <span lang="en">{lender.registration.number}</span>
                {lender.registration.placeholder ? (
                  <span className="text-ink-soft"> ({t("about.toConfirm")})</span>
                ) : null}
              </p>
              <p className="mt-1">
                <a
                  className="underline"
                  href={lender.grievanceUrl}
                  rel="noopener noreferrer"
                  target="_blank"
                  data-testid="about-lender-grievance"
                >
                  {t("about.lenderGrievance")}
                  <span className="sr-only">
                    : <span lang="en">{lender.name}</span>
                  </span>
                </a>
              </p>
            </li>
          ))}
        </ul>
        {anyPlaceholder ? (
          <p className="mt-3 text-xs text-ink-soft" data-testid="about-registrations-note">
            {t("about.registrationsNote", { date: loaderData.registrationsAsOf })}
          </p>
        ) : null}
        <p className="mt-3">
          <Link to={href("/lending-partners")} className="underline">
            {t("about.allLenders")}
          </Link>
        </p>
      </section>
    </div>
  );
}
