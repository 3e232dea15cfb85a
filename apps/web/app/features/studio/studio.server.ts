import { recordAudit } from "@loansetu/api/audit/record";
import type { ApiDeps } from "@loansetu/api/lib/types";
import type { Employee } from "@loansetu/api/studio/employee";
import { hasAnyRole } from "@loansetu/api/studio/employee";
import type { Role } from "@loansetu/api/studio/policy";
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
 * A refusal is recorded in the audit log, as the API's are.
 *
 *   const { employee, deps, locale } = await requireEmployeePage(args, ["operations", "viewer"]);
 */
export async function requireEmployeePage(
  args: LoaderLike,
  roles: readonly Role[] = [],
): Promise<{ employee: Employee; deps: ApiDeps; locale: Locale }> {
  const { employee, deps, requestId, clientIp } = args.context.get(appContext);
  const locale: Locale = isLocale(args.params.lang) ? args.params.lang : "en";
  if (!employee) {
    const url = new URL(args.request.url);
    const back = url.pathname.replace(/\.data$/, "") + url.search;
    throw redirect(`${localePath(locale, "/uj-business")}?popup=1&next=${encodeURIComponent(back)}`);
  }
  if (!hasAnyRole(employee, roles)) {
    await recordAudit(deps.database.db, {
      actor: employee,
      action: "access.refused",
      details: { method: args.request.method, path: new URL(args.request.url).pathname, needs: roles },
      requestId,
      ip: clientIp,
    });
    throw new Response("Forbidden", { status: 403 });
  }
  return { employee, deps, locale };
}

/**
 * Records a read of personal data on a back-office page (a lead opened, the audit log searched): who, what,
 * from where.
 */
export async function recordPageRead(
  args: LoaderLike,
  employee: Employee,
  action: string,
  fields: { leadId?: string; details?: Record<string, unknown> } = {},
): Promise<void> {
  const { deps, requestId, clientIp } = args.context.get(appContext);
  await recordAudit(deps.database.db, {
    actor: employee,
    action,
    leadId: fields.leadId,
    details: fields.details,
    requestId,
    ip: clientIp,
  });
}

/**
 * For a studio page's form action: the employee as `requireEmployeePage` answers, once a form posted from
 * another site has been refused (the studio cookie is SameSite=Lax; this refuses such a post as well), and
 * the posted form.
 *
 *   const { employee, deps, locale, form } = await requireEmployeeForm(args, ["operations"]);
 */
export async function requireEmployeeForm(args: LoaderLike, roles: readonly Role[] = []) {
  const page = await requireEmployeePage(args, roles);
  const origin = args.request.headers.get("origin");
  if (origin && origin !== new URL(page.deps.config.PUBLIC_URL ?? args.request.url).origin)
    throw new Response("Forbidden", { status: 403 });
  return { ...page, form: await args.request.formData() };
}
