import { hasAnyRole } from "@loansetu/api/studio/employee";
import { Form, isRouteErrorResponse, NavLink, Outlet, useLocation, useRouteLoaderData } from "react-router";
import { STUDIO_NAV } from "../../features/studio/nav.ts";
import { requireEmployeePage } from "../../features/studio/studio.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import { localePath, switchLocalePath } from "../../i18n/locale.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { ErrorPage } from "../../ui/error-page.tsx";
import { useLocale } from "../../ui/use-locale.ts";
import type { Route } from "./+types/layout";

/**
 * The back office's shell (`/studio`, `/hi/studio`): server-rendered, readable without JavaScript. Only
 * signed-in employees get here (others go to the employee sign-in); the navigation shows what their roles
 * allow, and every page and call checks the role again on the server.
 */
export const handle: I18nHandle = { i18n: ["studio"] };

export async function loader(args: Route.LoaderArgs) {
  const { employee, locale } = await requireEmployeePage(args);
  return {
    locale,
    employee: { id: employee.id, name: employee.name, email: employee.email, roles: employee.roles },
    nav: STUDIO_NAV.filter((entry) => hasAnyRole(employee, entry.roles)).map(({ to, label }) => ({
      to,
      label,
    })),
  };
}

export type StudioLayoutData = Awaited<ReturnType<typeof loader>>;

/** The signed-in employee as the studio layout loaded it, for pages that hide what a role cannot do. */
export function useStudioEmployee(): StudioLayoutData["employee"] | null {
  return useRouteLoaderData<typeof loader>("routes/studio/layout")?.employee ?? null;
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function StudioLayout({ loaderData }: Route.ComponentProps) {
  const { employee, nav } = loaderData;
  return (
    <StudioFrame employeeName={employee.name} roles={employee.roles} nav={nav}>
      <Outlet />
    </StudioFrame>
  );
}

function StudioFrame({
  employeeName,
  roles,
  nav,
  children,
}: {
  employeeName?: string;
  roles?: string[];
  nav?: Array<{ to: string; label: string }>;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { pathname } = useLocation();
  const other = locale === "en" ? "hi" : "en";
  const base = localePath(locale, "/studio");
  return (
    <>
      <a href="#main" className="skip-link">
        {t("skipToContent")}
      </a>
      <header className="border-b border-line bg-brand-950 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <a href={base} className="text-lg font-bold text-white">
            {t("studio.brand")}
          </a>
          {employeeName ? (
            <p className="text-sm text-white/90" data-testid="studio-employee">
              {employeeName}
              {roles?.length ? (
                <span className="ml-2">({roles.map((role) => t(`studio.roles.${role}`)).join(", ")})</span>
              ) : null}
            </p>
          ) : null}
          <div className="ml-auto flex items-center gap-3">
            <a
              href={switchLocalePath(pathname, other)}
              lang={other}
              className="text-sm text-white underline underline-offset-2"
            >
              {t(`studio.language.${other}`)}
            </a>
            {employeeName ? (
              <Form method="post" action={`${base}/sign-out`} reloadDocument>
                <button type="submit" className="rounded border border-white/60 px-3 py-1 text-sm text-white">
                  {t("studio.signOut")}
                </button>
              </Form>
            ) : null}
          </div>
        </div>
        {nav?.length ? (
          <nav aria-label={t("studio.nav.label")} className="bg-brand-900">
            <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4">
              {nav.map((entry) => (
                <li key={entry.to}>
                  <NavLink
                    to={entry.to ? `${base}/${entry.to}` : base}
                    end={entry.to === ""}
                    className={({ isActive }) =>
                      `inline-block whitespace-nowrap px-3 py-2 text-sm text-white ${
                        isActive ? "border-b-2 border-white font-semibold" : "opacity-90"
                      }`
                    }
                  >
                    {t(entry.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      <main id="main" className="mx-auto min-h-[60vh] max-w-7xl px-4 py-6">
        {children}
      </main>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("routes/studio/layout");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <StudioFrame employeeName={data?.employee.name} roles={data?.employee.roles} nav={data?.nav}>
      {status === 403 ? <Forbidden /> : <ErrorPage status={status} />}
    </StudioFrame>
  );
}

function Forbidden() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl py-10 text-center">
      <h1 className="text-2xl font-semibold">{t("studio.forbidden.title")}</h1>
      <p className="mt-2 text-ink-soft">{t("studio.forbidden.text")}</p>
    </div>
  );
}
