import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { pageMeta } from "../features/learn/meta.ts";
import { EmployeeLogin } from "../features/studio/employee-login.tsx";
import { translatorFor } from "../i18n/catalog.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import { isLocale } from "../i18n/locale.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { DialogHeader } from "../ui/dialog-header.tsx";
import type { Route } from "./+types/uj-business";

/**
 * `/uj-business?popup=1` (spec §2): the employee login entry. With `popup=1` the employee login dialog
 * opens by itself: work email and password, then the authenticator code, then the back office (`/studio`).
 */
export const handle: I18nHandle = { i18n: ["pages"] };

export function loader({ params }: Route.LoaderArgs) {
  const t = translatorFor(isLocale(params.lang) ? params.lang : "en");
  return { title: t("pages.uj.title"), description: t("pages.uj.description"), noindex: true };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function UjBusiness() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const dialog = useRef<HTMLDialogElement>(null);
  const popup = search.get("popup") === "1";
  useEffect(() => {
    if (popup && !dialog.current?.open) dialog.current?.showModal();
  }, [popup]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-950">{t("pages.uj.heading")}</h1>
      <p className="mt-3 text-ink-soft">{t("pages.uj.text")}</p>
      <button
        type="button"
        className="btn-primary mt-6"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        {t("pages.uj.open")}
      </button>
      <dialog ref={dialog} aria-labelledby="uj-title" className="login-dialog" data-testid="employee-login">
        <div className="p-5">
          <DialogHeader
            id="uj-title"
            title={t("pages.uj.heading")}
            closeLabel={t("pages.close")}
            onClose={() => dialog.current?.close()}
          />
          <EmployeeLogin next={search.get("next")} />
        </div>
      </dialog>
    </div>
  );
}
