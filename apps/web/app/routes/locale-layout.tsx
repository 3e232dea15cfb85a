import { isRouteErrorResponse, Outlet } from "react-router";
import { isLocale } from "../i18n/locale.ts";
import { ErrorPage } from "../ui/error-page.tsx";
import { SiteFooter } from "../ui/site-footer.tsx";
import { SiteHeader } from "../ui/site-header.tsx";
import type { Route } from "./+types/locale-layout";

export function loader({ params }: Route.LoaderArgs) {
  // `/:lang?` also matches `/anything`: only en and hi are languages, the rest is a missing page.
  if (params.lang !== undefined && !isLocale(params.lang)) throw new Response("Not Found", { status: 404 });
  return null;
}

export default function LocaleLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

export function SiteFrame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteFrame>
      <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />
    </SiteFrame>
  );
}
