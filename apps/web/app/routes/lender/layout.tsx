import { Form, isRouteErrorResponse, Link, Outlet, useLocation, useRouteLoaderData } from "react-router";
import { requireLenderPage } from "../../features/lender/lender.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import { localePath, switchLocalePath } from "../../i18n/locale.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { ErrorPage } from "../../ui/error-page.tsx";
import { useLocale } from "../../ui/use-locale.ts";
import type { Route } from "./+types/layout";

/**
 * The lender portal's shell (`/lender`, `/hi/lender`): server-rendered, usable without JavaScript, for
 * lenders without IT of their own. Only signed-in lender users get here (others go to the portal's
 * sign-in); every page and action checks the user's lender and role again on the server.
 */
export const handle: I18nHandle = { i18n: ["lender"] };

export function loader(args: Route.LoaderArgs) {
  const { user } = requireLenderPage(args);
  return { user: { name: user.name, role: user.role, lenderName: user.lenderName } };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function LenderLayout({ loaderData }: Route.ComponentProps) {
  return (
    <LenderFrame user={loaderData.user}>
      <Outlet />
    </LenderFrame>
  );
}

export function LenderFrame({
  user,
  children,
}: {
  user?: { name: string; role: string; lenderName: string } | undefined;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { pathname } = useLocation();
  const other = locale === "en" ? "hi" : "en";
  const base = localePath(locale, "/lender");
  // Users and keys are a manager's only: other roles get no link (and 403 from the pages).
  const nav = [
    { to: base, label: "lender.nav.applications", page: "" },
    { to: `${base}/webhooks`, label: "lender.nav.webhooks", page: "webhooks" },
    ...(user?.role === "manager"
      ? [
          { to: `${base}/users`, label: "lender.nav.users", page: "users" },
          { to: `${base}/keys`, label: "lender.nav.keys", page: "keys" },
        ]
      : []),
  ];
  // Four entries do not fit one line at 360 px: they wrap rather than scroll, so the current one is seen.
  const current = /\/lender\/(webhooks|users|keys)$/.exec(pathname)?.[1] ?? "";
  return (
    <>
      <a href="#main" className="skip-link">
        {t("skipToContent")}
      </a>
      <header className="border-b border-line bg-brand-950 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <a href={base} className="text-lg font-bold text-white">
            {t("lender.brand")}
          </a>
          {user ? (
            <p className="text-sm text-white/90" data-testid="lender-user">
              {user.name} · {user.lenderName} ({t(`lender.roles.${user.role}`)})
            </p>
          ) : null}
          <div className="ml-auto flex items-center gap-3">
            <a href={switchLocalePath(pathname, other)} lang={other} className="text-sm text-white underline">
              {t(`lender.language.${other}`)}
            </a>
            {user ? (
              <Form method="post" action={`${base}/sign-out`} reloadDocument>
                <button type="submit" className="rounded border border-white/60 px-3 py-1 text-sm text-white">
                  {t("lender.signOut")}
                </button>
              </Form>
            ) : null}
          </div>
        </div>
        {user ? (
          <nav aria-label={t("lender.nav.label")} className="bg-brand-900">
            <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-1 px-4">
              {nav.map((entry) => {
                const active = entry.page === current;
                return (
                  <li key={entry.to}>
                    <Link
                      to={entry.to}
                      aria-current={active ? "page" : undefined}
                      className={`inline-block whitespace-nowrap px-3 py-2 text-sm text-white ${
                        active ? "border-b-2 border-white font-semibold" : "opacity-90"
                      }`}
                    >
                      {t(entry.label)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}
      </header>
      <main id="main" className="mx-auto min-h-[60vh] max-w-6xl px-4 py-6">
        {children}
      </main>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("routes/lender/layout");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <LenderFrame user={data?.user}>
      <ErrorPage status={status} />
    </LenderFrame>
  );
}
