import type { Employee } from "@loansetu/api/studio/employee";
import { hasAnyRole } from "@loansetu/api/studio/employee";
import type { Role } from "@loansetu/api/studio/policy";
import type { ApiDeps } from "@loansetu/api/types";
import { type RouterContextProvider, redirect } from "react-router";
import { appContext } from "../../context.ts";
import { isLocale, type Locale, localePath } from "../../i18n/locale.ts";

export type { Employee, Role };

interface LoaderLike {
  request: Request;
  params: { lang?: string | undefined };
  context: Readonly<RouterContextProvider>;
}

/**
 * For every `/studio` loader and action: the signed-in employee (with `deps` and the page's locale), or
 * off to the employee sign-in (`/uj-business?popup=1`, back here afterwards) when there is none. With
 * `roles`, an employee holding none of them gets a 403 page; no roles means any signed-in employee.
 *
 *   const { employee, deps, locale } = requireEmployeePage(args, ["operations", "viewer"]);
 */
export function requireEmployeePage(
  args: LoaderLike,
  roles: readonly Role[] = [],
): { employee: Employee; deps: ApiDeps; locale: Locale } {
  const { employee, deps } = args.context.get(appContext);
  const locale: Locale = isLocale(args.params.lang) ? args.params.lang : "en";
  if (!employee) {
    const url = new URL(args.request.url);
    const back = url.pathname.replace(/\.data$/, "") + url.search;
    throw redirect(`${localePath(locale, "/uj-business")}?popup=1&next=${encodeURIComponent(back)}`);
  }
  if (!hasAnyRole(employee, roles)) throw new Response("Forbidden", { status: 403 });
  return { employee, deps, locale };
}
