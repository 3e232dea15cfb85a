import { lenderCookieHeaders } from "@loansetu/api/lenders/portal-session";
import { redirect } from "react-router";
import { appContext } from "../../context.ts";
import { portalFor } from "../../features/lender/lender.server.ts";
import { localePath } from "../../i18n/locale.ts";
import type { Route } from "./+types/sign-out";

/** `POST /lender/sign-out`: ends this session, clears the portal cookie and goes back to the sign-in. */
export async function action(args: Route.ActionArgs) {
  const { portal, caller, locale, deps } = portalFor(args);
  // A resource route, which React Router's own check of a form's origin does not cover: a page of another
  // origin must not sign a lender user out.
  const origin = args.request.headers.get("origin");
  if (origin && origin !== new URL(deps.config.PUBLIC_URL ?? args.request.url).origin)
    throw new Response("Forbidden", { status: 403 });
  const state = args.context.get(appContext).lender;
  if (state && !("ended" in state)) await portal.signOut(state.user, caller);
  const headers = new Headers();
  const secure = new URL(deps.config.PUBLIC_URL ?? args.request.url).protocol === "https:";
  for (const cookie of lenderCookieHeaders("", 0, secure)) headers.append("Set-Cookie", cookie);
  return redirect(localePath(locale, "/lender/sign-in"), { headers });
}

export function loader(args: Route.LoaderArgs) {
  return redirect(localePath(portalFor(args).locale, "/lender"));
}
