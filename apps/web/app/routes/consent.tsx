import { appContext } from "../context.ts";
import { consentLoader } from "../features/consent/consent.server.ts";
import { ConsentFlow } from "../features/consent/consent-flow.tsx";
import { useTranslation } from "../i18n/i18n.ts";
import { isLocale } from "../i18n/locale.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { pageTitle } from "../ui/page-title.ts";
import type { Route } from "./+types/consent";

// Lender consent: /consent?id=REF&token=…&ckyc=true&origin=web, the link from `npm run consent:link`.
export const handle: I18nHandle = { i18n: ["consent"] };

export function loader({ params, context, url }: Route.LoaderArgs) {
  return consentLoader(context.get(appContext), isLocale(params.lang) ? params.lang : "en", url);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title) },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

export default function Consent({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.state === "invalid") {
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <h1 className="text-2xl font-bold text-brand-950">{t("consent.title")}</h1>
        <p role="alert" className="card mt-6 text-danger" data-testid="consent-invalid">
          {t("consent.invalidLink")}
        </p>
      </div>
    );
  }
  const { state: _state, title: _title, ...props } = loaderData;
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold text-brand-950">{t("consent.title")}</h1>
      <ConsentFlow {...props} />
    </div>
  );
}
