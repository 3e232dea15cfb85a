import { type RouterContextProvider, redirect } from "react-router";
import { appContext } from "../../context.ts";
import { isLocale, type Locale, localePath } from "../../i18n/locale.ts";

export const localeOf = (params: { lang?: string }): Locale => (isLocale(params.lang) ? params.lang : "en");

/** The logged-in customer, or (spec §4 session expiry) off to log in at /#myaccount. */
export function customerOrLogin(context: Readonly<RouterContextProvider>, locale: Locale) {
  const { customer, deps } = context.get(appContext);
  if (!customer) throw redirect(`${localePath(locale, "/")}#myaccount`);
  return { customer, deps };
}
