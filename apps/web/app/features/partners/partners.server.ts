import type { ApiDeps } from "@loansetu/api/lib/types";
import { PARTNER_POLICY, partnerCookieHeaders } from "@loansetu/api/partners/policy";

// What the partner pages (sign-up, the partner area, the studio's partner list) share on the server.

/** A form posted from another site is refused (the partner cookie is SameSite=Lax; this is the second lock). */
export function assertSameOrigin(request: Request, deps: ApiDeps): void {
  const origin = request.headers.get("origin");
  if (origin && origin !== new URL(deps.config.PUBLIC_URL ?? request.url).origin)
    throw new Response("Forbidden", { status: 403 });
}

/** The field a failed check was about, for the page to show its message (from the catalogue) next to it. */
export function fieldErrors(error: { issues: { path: readonly PropertyKey[] }[] }): Record<string, true> {
  const fields: Record<string, true> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? "generic")] = true;
  return fields;
}

/** The string values of a posted form, each cut to a sane length for re-showing. */
export function formValues(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "").slice(0, 200)]));
}

export function partnerSessionCookies(deps: ApiDeps, request: Request, token: string | null): Headers {
  const secure = new URL(deps.config.PUBLIC_URL ?? request.url).protocol === "https:";
  const headers = new Headers();
  for (const cookie of partnerCookieHeaders(token ?? "", token ? PARTNER_POLICY.absoluteSeconds : 0, secure))
    headers.append("Set-Cookie", cookie);
  return headers;
}

/** The site's origin for share links. */
export const publicOrigin = (deps: ApiDeps, _request: Request) => deps.config.publicOrigin;
