import { createDashboardService, type DashboardService } from "@loansetu/api/dashboard/service";
import type { ApiDeps } from "@loansetu/api/types";
import { type RouterContextProvider, redirect } from "react-router";
import { appContext } from "../../context.ts";
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
