import { CREDIT_BUREAUS } from "@loansetu/api/content/bureaus";
import { Link } from "react-router";
import { useTranslation } from "../i18n/i18n.ts";
import { useLayoutData } from "./layout-data.ts";
import { LEGAL_LINKS, NAV_GROUPS } from "./site-nav.ts";
import { useLocale } from "./use-locale.ts";

export function SiteFooter() {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const [loans, calculators] = NAV_GROUPS;
  const layout = useLayoutData();
  const officer = layout?.grievanceOfficer;
  const company = layout?.company;
  return (
    <footer className="mt-16 border-t border-line bg-brand-950 text-brand-50 [&_:focus-visible]:outline-brand-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">{t("brand")}</p>
          <p className="mt-2 text-sm text-brand-100">{t("footer.about")}</p>
          <p className="mt-3 text-sm">
            <Link to={href("/about")} className="underline" data-testid="footer-about">
              {t("footer.aboutLink")}
            </Link>
          </p>
          <p className="mt-3 text-sm">
            <Link to={href("/partners")} className="font-semibold underline">
              {t("footer.partnerWithUs")}
            </Link>
          </p>
        </div>
        {[loans, calculators].map((group) =>
          group ? (
            <nav key={group.label} aria-label={t(group.label)}>
              <h2 className="text-sm font-semibold uppercase tracking-wide text-brand-200">
                {t(group.label)}
              </h2>
              <ul className="mt-3 space-y-2 text-sm">
                {group.items.map((item) => (
                  <li key={item.path}>
                    <Link to={href(item.path)} className="hover:underline">
                      {t(item.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null,
        )}
        <nav aria-label={t("footer.legal")}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-brand-200">
            {t("footer.legal")}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {LEGAL_LINKS.map((item) => (
              <li key={item.path}>
                <Link to={href(item.path)} className="hover:underline">
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
          <h2 className="mt-6 text-sm font-semibold uppercase tracking-wide text-brand-200">
            {t("footer.bureaus")}
          </h2>
          <ul className="mt-3 space-y-2 text-sm" data-testid="footer-bureaus">
            {CREDIT_BUREAUS.map((bureau) => (
              <li key={bureau.slug}>
                <Link to={href(`/credit-bureaus/${bureau.slug}`)} className="hover:underline">
                  {bureau.name[locale]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {/* pb-chat-safe: the page ends with room for the floating chat button, so it never covers the last
          lines; from 1280 px the button sits beside the text. */}
      <div className="border-t border-brand-800">
        <div className="mx-auto max-w-6xl space-y-2 px-4 pt-6 pb-chat-safe text-xs text-brand-100 xl:pb-6">
          <p>
            <strong>{t("footer.grievanceOfficer")}:</strong>{" "}
            {officer ? (
              <span data-testid="grievance-officer">
                {officer.name},{" "}
                <a className="underline" href={`mailto:${officer.email}`}>
                  {officer.email}
                </a>
                ,{" "}
                <a className="underline" href={`tel:${officer.phone.replace(/\s/g, "")}`}>
                  {officer.phone}
                </a>
                .{" "}
              </span>
            ) : null}
            {t("footer.grievanceText")}{" "}
            <Link to={href("/grievance-redressal")} className="underline">
              {t("footer.grievance")}
            </Link>
          </p>
          {company ? (
            <p data-testid="footer-company">
              <span lang="en">{company.legalName}</span> · {t("footer.cin")}:{" "}
              <span lang="en" data-testid="footer-cin">
                {company.cin}
              </span>{" "}
              · {t("footer.registeredOffice")}: <span data-testid="footer-address">{company.address}</span>
            </p>
          ) : null}
          <p>{t("footer.rates")}</p>
          <p>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
