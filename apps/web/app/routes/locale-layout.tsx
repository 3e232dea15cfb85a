import { RBI_REGISTRATION_TYPES } from "@loansetu/api/data/schemas";
import { isRouteErrorResponse, Outlet } from "react-router";
import { appContext } from "../context.ts";
import { AutoLogin } from "../features/auth/auto-login.tsx";
import { LazyLoginModal } from "../features/auth/lazy-login-modal.tsx";
import { ChatLauncher } from "../features/chatbot/chat-launcher.tsx";
import { isLocale } from "../i18n/locale.ts";
import { ErrorPage } from "../ui/error-page.tsx";
import type { LayoutData } from "../ui/layout-data.ts";
import { SiteFooter } from "../ui/site-footer.tsx";
import { SiteHeader } from "../ui/site-header.tsx";
import type { Route } from "./+types/locale-layout";

export async function loader({ params, context }: Route.LoaderArgs): Promise<LayoutData> {
  // `/:lang?` also matches `/anything`: only en and hi are languages, the rest is a missing page.
  if (params.lang !== undefined && !isLocale(params.lang)) throw new Response("Not Found", { status: 404 });
  const { customer, deps } = context.get(appContext);
  const [site, lenders] = await Promise.all([deps.data.get("site.json"), deps.data.get("lenders.json")]);
  const officer = site.grievanceOfficer;
  const { company } = site;
  return {
    grievanceOfficer: { name: officer.name, email: officer.email, phone: officer.phone },
    // The footer's company line on every page (decision 0044), from the file the About page reads too.
    company: {
      legalName: company.legalName,
      cin: company.cin,
      address: params.lang === "hi" ? company.registeredAddressHi : company.registeredAddress,
    },
    // The trust line's count: partners registered with RBI as a bank, NBFC or HFC.
    regulatedLenders: lenders.lenders.filter((l) => RBI_REGISTRATION_TYPES.includes(l.rbiRegistrationType))
      .length,
    customer: customer
      ? {
          mobile: customer.user.mobile,
          firstName: customer.user.firstName,
          lastName: customer.user.lastName,
          // The chatbot starts a logged-in customer's chat with it (their own, on their own pages only).
          email: customer.user.email,
        }
      : null,
  };
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
      <LazyLoginModal />
      <AutoLogin />
      <ChatLauncher />
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
