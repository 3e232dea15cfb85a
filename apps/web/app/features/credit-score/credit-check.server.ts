import type { User } from "@loansetu/api/auth/session-service";
import { findBureau } from "@loansetu/api/content/bureaus";
import { type CreditCheckService, createCreditCheckService } from "@loansetu/api/credit-check/service";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from "@loansetu/api/lib/safe-text";
import type { ApiDeps } from "@loansetu/api/lib/types";
import { humanIssueMessage } from "@loansetu/api/lib/validation-messages";
import { formatDate } from "@loansetu/domain/format";
import type { RouterContextProvider } from "react-router";
import { appContext } from "../../context.ts";
import { translatorFor } from "../../i18n/catalog.server.ts";
import type { Locale } from "../../i18n/locale.ts";
import type { CreditCardData } from "../dashboard/credit-card.tsx";

const services = new WeakMap<ApiDeps, CreditCheckService>();

/** The API's free credit score service of this server: pages and API share every rule and limit. */
export function creditCheckService(deps: ApiDeps): CreditCheckService {
  let service = services.get(deps);
  if (!service) {
    service = createCreditCheckService(deps);
    services.set(deps, service);
  }
  return service;
}

export function creditCheckContext(context: Readonly<RouterContextProvider>) {
  const app = context.get(appContext);
  return { ...app, service: creditCheckService(app.deps) };
}

/** The dashboard card's data for the customer's free check, or null before their first one. */
export async function freeCreditCard(deps: ApiDeps, user: User, locale: Locale): Promise<CreditCardData> {
  const view = await creditCheckService(deps).current(user);
  if (!view) return null;
  const t = translatorFor(locale);
  const date = (iso: string) => formatDate(new Date(iso), locale);
  return {
    insightsPath: "/credit-insights",
    score: view.score,
    expired: view.isScoreExpire,
    checkedText: t("score.insights.fetched", {
      bureau: findBureau(view.bureau)?.name[locale] ?? view.bureau,
      date: date(view.fetchedAt),
    }),
    refreshText: view.isScoreExpire
      ? t("score.insights.refreshNow")
      : t("score.insights.refreshOn", { date: date(view.refreshableAt) }),
  };
}

/** The message refusing a form whose fields carry a control character (a NUL), or null. */
export function controlCharacterRefusal(values: string[], locale: "en" | "hi"): string | null {
  if (!values.some((value) => hasControlCharacters(value))) return null;
  return humanIssueMessage({ code: "custom", message: CONTROL_CHARACTER_MESSAGE }, locale);
}
