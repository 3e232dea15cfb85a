import { Form } from "react-router";
import { requireEmployeePage } from "../../features/studio/studio.server.ts";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import { localePath } from "../../i18n/locale.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { pageTitle } from "../../ui/page-title.ts";
import { useLocale } from "../../ui/use-locale.ts";
import type { Route } from "./+types/home";

/** `/studio`: the back office's start page, a welcome naming what the employee's roles let them do. */
export const handle: I18nHandle = { i18n: ["studio"] };

export async function loader(args: Route.LoaderArgs) {
  const { employee, locale } = await requireEmployeePage(args);
  const t = translatorFor(locale);
  return { title: t("studio.home.title"), name: employee.name, roles: employee.roles };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title ?? "Studio") },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StudioHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-950">
        {t("studio.home.heading", { name: loaderData.name })}
      </h1>
      <ul className="mt-4 list-disc space-y-1 pl-6">
        {loaderData.roles.map((role) => (
          <li key={role}>
            <strong>{t(`studio.roles.${role}`)}</strong>: {t(`studio.roleText.${role}`)}
          </li>
        ))}
      </ul>
      <Form
        method="post"
        action={`${localePath(locale, "/studio")}/sign-out`}
        reloadDocument
        className="mt-8"
      >
        <input type="hidden" name="intent" value="everywhere" />
        <p className="text-sm text-ink-soft">{t("studio.home.everywhereText")}</p>
        <button
          type="submit"
          className="mt-2 rounded border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800"
        >
          {t("studio.home.everywhere")}
        </button>
      </Form>
    </>
  );
}
