import { endEmployeeSession } from "@loansetu/api/studio/employee-sessions";
import { studioCookieHeaders } from "@loansetu/api/studio/policy";
import { redirect } from "react-router";
import { appContext } from "../../context.ts";
import { isLocale, localePath } from "../../i18n/locale.ts";
import type { Route } from "./+types/sign-out";

/** `POST /studio/sign-out`: ends this session, clears the studio cookie, back to the employee sign-in. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { employee, deps } = context.get(appContext);
  if (employee?.sessionId) await endEmployeeSession(deps.database.db, employee.sessionId, deps.clock());
  const locale = isLocale(params.lang) ? params.lang : "en";
  const headers = new Headers();
  const secure = new URL(deps.config.PUBLIC_URL ?? request.url).protocol === "https:";
  for (const cookie of studioCookieHeaders("", 0, secure)) headers.append("Set-Cookie", cookie);
  return redirect(`${localePath(locale, "/uj-business")}?popup=1`, { headers });
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(localePath(isLocale(params.lang) ? params.lang : "en", "/studio"));
}
