import { Link } from "react-router";
import { appContext } from "../context.ts";
import { ContactForm } from "../features/contact/contact-form.tsx";
import { translatorFor } from "../i18n/catalog.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import { isLocale } from "../i18n/locale.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { pageTitle } from "../ui/page-title.ts";
import { useLocale } from "../ui/use-locale.ts";
import type { Route } from "./+types/contact";

export const handle: I18nHandle = { i18n: ["contact"] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = isLocale(params.lang) ? params.lang : "en";
  const t = translatorFor(locale);
  const { deps } = context.get(appContext);
  // Phone, WhatsApp, hours and the postal address come from the site's configuration (data/site.json).
  const site = await deps.data.get("site.json");
  return {
    title: t("contact.metaTitle"),
    description: t("contact.metaDescription"),
    supportEmail: deps.config.SUPPORT_EMAIL,
    phone: site.support.phone,
    whatsapp: site.support.whatsapp,
    hours: locale === "hi" ? site.support.hoursHi : site.support.hours,
    address: [site.company.legalName, site.company.registeredAddress],
  };
}

/** A phone number as a dialable link target: "+918047182200" (tel:) or "918047182200" (WhatsApp). */
const digitsOf = (phone: string) => phone.replace(/[^\d+]/g, "");

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title) },
  { name: "description", content: loaderData?.description },
  { property: "og:title", content: loaderData?.title },
];

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 md:grid-cols-[3fr_2fr]">
      <div>
        <h1 className="text-3xl font-bold text-brand-950">{t("contact.title")}</h1>
        <p className="mt-2 mb-6 text-ink-soft">{t("contact.intro")}</p>
        <ContactForm />
      </div>
      <aside className="space-y-3 text-sm md:pt-14">
        <h2 className="text-lg font-semibold">{t("contact.other")}</h2>
        <p>
          {t("contact.supportEmail", { email: "" })}
          <a className="underline" href={`mailto:${loaderData.supportEmail}`}>
            {loaderData.supportEmail}
          </a>
        </p>
        <p data-testid="contact-phone">
          {t("contact.channels.phone")}:{" "}
          <a className="underline" href={`tel:${digitsOf(loaderData.phone)}`}>
            {loaderData.phone}
          </a>
        </p>
        <p data-testid="contact-whatsapp">
          {t("contact.channels.whatsapp")}:{" "}
          <a
            className="underline"
            href={`https://wa.me/${digitsOf(loaderData.whatsapp).replace("+", "")}`}
            aria-label={t("contact.channels.whatsappLabel", { number: loaderData.whatsapp })}
            rel="noopener"
          >
            {loaderData.whatsapp}
          </a>
        </p>
        <p className="text-ink-soft">{t("contact.channels.hours", { hours: loaderData.hours })}</p>
        <div data-testid="contact-address">
          <h3 className="font-semibold">{t("contact.channels.address")}</h3>
          <address className="not-italic" lang="en">
            {loaderData.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
        <p>
          <Link to={href("/grievance-redressal")} className="underline">
            {t("contact.grievance")}
          </Link>
        </p>
      </aside>
    </div>
  );
}
