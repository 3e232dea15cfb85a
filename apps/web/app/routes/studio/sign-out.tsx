import { studioCookieHeaders } from "@loansetu/api/studio/policy";
import { createStudioSignIn } from "@loansetu/api/studio/sign-in-service";
import { redirect } from "react-router";
import { appContext } from "../../context.ts";
import { isLocale, localePath } from "../../i18n/locale.ts";
import type { Route } from "./+types/sign-out";

/**
 * `POST /studio/sign-out`: ends this session (with `intent=everywhere`, every session of the employee),
 * clears the studio cookie and goes back to the employee sign-in.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { employee, deps, clientIp, requestId } = context.get(appContext);
  // A resource route, which React Router's own check of a form's origin does not cover: a page of another
  // origin (a sibling subdomain, whose posts carry the Lax cookie) must not sign an employee out.
  const origin = request.headers.get("origin");
  if (origin && origin !== new URL(deps.config.PUBLIC_URL ?? request.url).origin) {
    throw new Response("Forbidden", { status: 403 });
  }
  const form = await request.formData();
  if (employee) {
    const client = { ip: clientIp ?? "127.0.0.1" };
    const signIn = createStudioSignIn(deps);
    if (form.get("intent") === "everywhere") await signIn.signOutEverywhere(employee, client, requestId);
    else await signIn.signOut(employee, client, requestId);
  }
  const locale = isLocale(params.lang) ? params.lang : "en";
  const headers = new Headers();
  const secure = new URL(deps.config.PUBLIC_URL ?? request.url).protocol === "https:";
  for (const cookie of studioCookieHeaders("", 0, secure)) headers.append("Set-Cookie", cookie);
  return redirect(`${localePath(locale, "/uj-business")}?popup=1`, { headers });
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(localePath(isLocale(params.lang) ? params.lang : "en", "/studio"));
}
