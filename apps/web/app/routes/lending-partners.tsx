import { formatDate } from "@loansetu/domain/format";
import { appContext } from "../context.ts";
import { translatorFor } from "../i18n/catalog.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import { isLocale } from "../i18n/locale.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { LenderName } from "../ui/lender-badge.tsx";
import { pageTitle } from "../ui/page-title.ts";
import type { Route } from "./+types/lending-partners";

// RBI's Digital Lending Directions ask a lending service provider to list its regulated lenders with their
// grievance contacts; the fields are the spec's lending-partner entity (§3).
export const handle: I18nHandle = { i18n: ["legal", "pages"] };
const REG_TYPE_KEYS: Record<string, string> = {
  "Scheduled Commercial Bank": "scb",
  "Small Finance Bank": "sfb",
  "NBFC-ICC": "nbfc",
  "NBFC-MFI": "mfi",
  "Housing Finance Company": "hfc",
};
const DESIGNATION_KEYS: Record<string, string> = {
  "Principal Nodal Officer": "principalNodal",
  "Grievance Redressal Officer": "grievance",
  "General Manager (Customer Service)": "gmCustomerService",
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = isLocale(params.lang) ? params.lang : "en";
  const t = translatorFor(locale);
  const { deps } = context.get(appContext);
  const [{ lenders, asOf }, site] = await Promise.all([
    deps.data.get("lenders.json"),
    deps.data.get("site.json"),
  ]);
  return {
    title: t("legal.partners.metaTitle"),
    description: t("legal.partners.metaDescription"),
    asOf: formatDate(new Date(asOf), locale),
    ours: site.grievanceOfficer,
    lenders: lenders.map((l) => ({
      slug: l.slug,
      name: l.name,
      initials: l.initials,
      color: l.color,
      // In the page's language (the data holds the English terms).
      registration: t(`pages.bank.regTypes.${REG_TYPE_KEYS[l.rbiRegistrationType]}`),
      customerCareContact: l.customerCareContact,
      customerCareEmail: l.customerCareEmail,
      officer: {
        ...l.grievanceOfficer,
        designation: DESIGNATION_KEYS[l.grievanceOfficer.designation]
          ? t(`pages.designations.${DESIGNATION_KEYS[l.grievanceOfficer.designation]}`)
          : l.grievanceOfficer.designation,
      },
      feedback: l.customerFeedbackLink,
      privacy: l.privacyPolicyLink,
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

export default function LendingPartners({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { ours } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold text-brand-950">{t("legal.partners.title")}</h1>
      <p className="mt-2 max-w-3xl text-ink-soft">{t("legal.partners.intro")}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.lenders.map((lender) => (
          <li key={lender.slug} className="card text-sm" data-testid="lender-card">
            <h2 className="text-base font-semibold leading-snug">
              <LenderName lender={lender} name={lender.name} size="md" className="!gap-3" />
            </h2>
            <p className="mt-1 pl-14 text-xs text-ink-soft">
              {t("legal.partners.registration", { type: lender.registration })}
            </p>
            <dl className="mt-3 space-y-2">
              <div>
                <dt className="font-semibold">{t("legal.partners.customerCare")}</dt>
                <dd>
                  <a className="underline" href={`tel:${lender.customerCareContact.replace(/\s/g, "")}`}>
                    {lender.customerCareContact}
                  </a>
                  {" · "}
                  <a className="break-all underline" href={`mailto:${lender.customerCareEmail}`}>
                    {lender.customerCareEmail}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold">{t("legal.partners.grievanceOfficer")}</dt>
                <dd>
                  {lender.officer.name ?? lender.officer.designation}
                  {" · "}
                  <a className="break-all underline" href={`mailto:${lender.officer.email}`}>
                    {lender.officer.email}
                  </a>
                </dd>
              </div>
            </dl>
            <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
              <a className="underline" href={lender.feedback} rel="noopener noreferrer" target="_blank">
                {t("legal.partners.feedback")}
              </a>
              <a className="underline" href={lender.privacy} rel="noopener noreferrer" target="_blank">
                {t("legal.partners.privacy")}
              </a>
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-xs text-ink-soft">{t("legal.partners.asOf", { date: loaderData.asOf })}</p>
      <p className="mt-2 text-sm">
        <strong>{t("legal.partners.ours")}:</strong> <span lang="en">{ours.name}</span>,{" "}
        <a className="underline" href={`mailto:${ours.email}`}>
          {ours.email}
        </a>
        , {ours.phone}
      </p>
    </div>
  );
}
