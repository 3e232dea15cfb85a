import { bureauLabel } from "@loansetu/api/content/bureaus";
import { createDashboardService, type DashboardService } from "@loansetu/api/dashboard/service";
import type { ApiDeps } from "@loansetu/api/lib/types";
import { formatDate } from "@loansetu/domain/format";
import { type RouterContextProvider, redirect } from "react-router";
import { appContext } from "../../context.ts";
import type { translatorFor } from "../../i18n/catalog.server.ts";
import { isLocale, type Locale, localePath } from "../../i18n/locale.ts";
import { journeyService } from "../journey/journey.server.ts";

const services = new WeakMap<ApiDeps, DashboardService>();

/** The API's dashboard service of this server, so pages and API share every rule and ownership check. */
export function dashboardService(deps: ApiDeps): DashboardService {
  let service = services.get(deps);
  if (!service) {
    service = createDashboardService(deps, journeyService(deps));
    services.set(deps, service);
  }
  return service;
}

export const localeOf = (params: { lang?: string }): Locale => (isLocale(params.lang) ? params.lang : "en");

/** The logged-in customer, or (spec §4 session expiry) off to log in at /#myaccount. */
export function customerOrLogin(context: Readonly<RouterContextProvider>, locale: Locale) {
  const { customer, deps } = context.get(appContext);
  if (!customer) throw redirect(`${localePath(locale, "/")}#myaccount`);
  return { customer, deps, service: dashboardService(deps) };
}

/**
 * When and where a credit score was checked, as the score card says it: "From Experian on 19 Nov 2026",
 * or only the day when the report names no real bureau (the sandbox adapter's name is not for customers).
 */
export function checkedText(
  t: ReturnType<typeof translatorFor>,
  bureau: string,
  checkedAt: string,
  locale: Locale,
): string {
  const date = formatDate(new Date(checkedAt), locale);
  const name = bureauLabel(bureau, locale);
  return name
    ? t("dashboard.credit.checked", { bureau: name, date })
    : t("dashboard.credit.checkedOn", { date });
}
