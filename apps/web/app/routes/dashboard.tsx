import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import { appContext } from "../context.ts";
import { translatorFor } from "../i18n/catalog.server.ts";
import { isLocale, localePath } from "../i18n/locale.ts";
import { useLocale } from "../ui/use-locale.ts";
import type { Route } from "./+types/dashboard";

// The customer's home after login. Applications, credit score and opt-out come with the dashboard issue;
// until then it shows who is logged in.
export function loader({ params, context }: Route.LoaderArgs) {
  const locale = isLocale(params.lang) ? params.lang : "en";
  const { customer } = context.get(appContext);
  // Spec §4: without a session the person is sent to log in (/#myaccount).
  if (!customer) throw redirect(`${localePath(locale, "/")}#myaccount`);
  const t = translatorFor(locale);
  const { firstName, lastName, mobile } = customer.user;
  const name = [firstName, lastName].filter(Boolean).join(" ");
  return { title: t("account.dashboard.title"), name: name || `+91 ${mobile}`, mobile };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title} | LoanSetu` },
  { name: "robots", content: "noindex" },
];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-950">
        {t("account.dashboard.welcome", { name: loaderData.name })}
      </h1>
      <p className="mt-1 text-ink-soft">{t("account.dashboard.intro")}</p>
      <p className="mt-1 text-sm text-ink-soft" data-testid="dashboard-mobile">
        {t("account.dashboard.mobile", { mobile: loaderData.mobile })}
      </p>
      <div className="card mt-6 text-center">
        <p>{t("account.dashboard.empty")}</p>
        <Link to={href("/apply/personal-loan")} className="btn-primary mt-4">
          {t("account.dashboard.start")}
        </Link>
      </div>
    </div>
  );
}
