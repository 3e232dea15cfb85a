import { Link } from "react-router";
import { appContext } from "../context.ts";
import { ContactForm } from "../features/contact/contact-form.tsx";
import { translatorFor } from "../i18n/catalog.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import { isLocale } from "../i18n/locale.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { useLocale } from "../ui/use-locale.ts";
import type { Route } from "./+types/contact";

export const handle: I18nHandle = { i18n: ["contact"] };

export function loader({ params, context }: Route.LoaderArgs) {
  const t = translatorFor(isLocale(params.lang) ? params.lang : "en");
  const { deps } = context.get(appContext);
  return {
    title: t("contact.metaTitle"),
    description: t("contact.metaDescription"),
    supportEmail: deps.config.SUPPORT_EMAIL,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
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
        <p>
          <Link to={href("/grievance-redressal")} className="underline">
            {t("contact.grievance")}
          </Link>
        </p>
      </aside>
    </div>
  );
}
