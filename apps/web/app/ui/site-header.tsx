import { ChevronDown, Menu as MenuIcon, UserRound, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { postJson } from "../features/auth/api-client.ts";
import { useTranslation } from "../i18n/i18n.ts";
import { switchLocalePath } from "../i18n/locale.ts";
import { Dropdown } from "./dropdown.tsx";
import { useSignedInCustomer } from "./layout-data.ts";
import { Logo } from "./logo.tsx";
import { NAV_GROUPS, type NavGroup } from "./site-nav.ts";
import { useLocale } from "./use-locale.ts";

export function SiteHeader() {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const location = useLocation();
  const other = locale === "en" ? "hi" : "en";
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 shadow-card backdrop-blur">
      <a href="#main" className="skip-link">
        {t("skipToContent")}
      </a>
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-3 sm:px-4">
        <Link to={href("/")} className="flex shrink-0 items-center" aria-label={t("brand")}>
          <Logo />
        </Link>
        <nav aria-label={t("nav.main")} className="ml-4 hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_GROUPS.map((group) => (
              <li key={group.label}>
                <NavDropdown group={group} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <Link
            to={`${switchLocalePath(location.pathname, other)}${location.search}`}
            hrefLang={other}
            className="rounded-md px-2 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 active:bg-brand-100"
            data-testid="language-toggle"
          >
            <span className="sr-only">{t("language.switchLabel")}: </span>
            {/* On English pages this is the one Devanagari word: the device's own font draws it, so the page
                does not download a 53 kB Devanagari web font for it. */}
            <span lang={other} className={other === "hi" ? "font-system" : undefined}>
              {t("language.switchTo")}
            </span>
          </Link>
          <AccountDropdown />
          <MobileNav />
        </div>
      </div>
    </header>
  );
}

function NavDropdown({ group }: { group: NavGroup }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <Dropdown
      buttonClassName="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-brand-50 active:bg-brand-100"
      label={
        <>
          {t(group.label)}
          <ChevronDown aria-hidden size={16} />
        </>
      }
    >
      <ul>
        {group.items.map((item) => (
          <li key={item.path}>
            <Link to={href(item.path)} className="menu-item">
              {t(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}

/** Spec §4: a visitor sees the Login dropdown; a logged-in customer the user image with My Account and Logout. */
function AccountDropdown() {
  const customer = useSignedInCustomer();
  return customer ? <UserDropdown initials={initialsOf(customer)} /> : <LoginDropdown />;
}

function initialsOf(customer: { firstName: string | null; lastName: string | null; mobile: string }): string {
  const letters = `${customer.firstName?.[0] ?? ""}${customer.lastName?.[0] ?? ""}`.toUpperCase();
  return letters || customer.mobile.slice(-2);
}

function UserDropdown({ initials }: { initials: string }) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const navigate = useNavigate();
  async function logout() {
    await postJson("/api/logout", {}, locale);
    navigate("/"); // spec §4: Logout clears auth and goes to /
  }
  return (
    <Dropdown
      align="end"
      testId="user-button"
      buttonClassName="flex items-center gap-1 rounded-full p-1 hover:bg-brand-50 active:bg-brand-100"
      label={
        <>
          <span
            aria-hidden
            className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
          >
            {initials}
          </span>
          <span className="sr-only">{t("account.user.menu")}</span>
          <ChevronDown aria-hidden size={16} />
        </>
      }
    >
      <ul data-testid="user-options">
        <li>
          <Link to={href("/dashboard")} className="menu-item">
            {t("account.user.myAccount")}
          </Link>
        </li>
        <li>
          <button type="button" onClick={logout} className="menu-item w-full text-left">
            {t("account.user.logout")}
          </button>
        </li>
      </ul>
    </Dropdown>
  );
}

/**
 * Spec §4: the visitor dropdown offers the three entry points and closes on an outside click; a fourth item
 * invites dealers and DSAs to the partner sign-up, since the visitor menu is where people look for a way in.
 */
function LoginDropdown() {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <Dropdown
      align="end"
      testId="login-button"
      // Before the script, "Log in" is the login page (spec §4 sends a customer to the dashboard after it).
      href={href("/login")}
      buttonClassName="btn-primary flex items-center gap-1 whitespace-nowrap !px-3 !py-2 text-sm"
      label={
        <>
          {/* On a 360 px phone the icon would push the menu button off screen in Hindi. */}
          <UserRound aria-hidden size={16} className="hidden sm:block" />
          {t("login.button")}
          <ChevronDown aria-hidden size={16} />
        </>
      }
    >
      <ul aria-label={t("login.menuLabel")} data-testid="login-options">
        <li>
          <a href="#myaccount" className="menu-item">
            {t("login.asCustomer")}
          </a>
        </li>
        <li>
          <Link to={href("/uj-business?popup=1")} className="menu-item">
            {t("login.asEmployee")}
          </Link>
        </li>
        <li>
          <Link to={href("/sales-grand-prix")} className="menu-item">
            {t("login.salesGrandPrix")}
          </Link>
        </li>
        <li>
          <Link to={href("/partners")} className="menu-item">
            {t("login.partnerWithUs")}
          </Link>
        </li>
      </ul>
    </Dropdown>
  );
}

/** The phone menu: a native modal <dialog>, which traps focus and closes on Escape by itself. */
function MobileNav() {
  const { t } = useTranslation();
  const { href } = useLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  useEffect(() => {
    const element = dialog.current;
    // A click on the backdrop lands on the <dialog> itself, outside its panel: close it.
    const onClick = (event: MouseEvent) => {
      if (event.target === element) element?.close();
    };
    element?.addEventListener("click", onClick);
    return () => element?.removeEventListener("click", onClick);
  }, []);
  return (
    <>
      <button
        type="button"
        className="rounded-md p-2 text-ink hover:bg-brand-50 active:bg-brand-100 lg:hidden"
        aria-label={t("nav.menu")}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        <MenuIcon aria-hidden size={22} />
      </button>
      <dialog ref={dialog} aria-label={t("nav.main")} className="mobile-nav">
        <div className="p-4">
          <div className="flex items-center justify-between">
            <p className="text-lg font-semibold">{t("nav.menu")}</p>
            <button
              type="button"
              onClick={close}
              className="rounded-md p-2 hover:bg-brand-50 active:bg-brand-100"
              aria-label={t("nav.close")}
            >
              <X aria-hidden size={20} />
            </button>
          </div>
          <nav aria-label={t("nav.main")} className="mt-2">
            {NAV_GROUPS.map((group) => (
              <details key={group.label} className="group border-b border-line">
                <summary className="flex cursor-pointer list-none items-center justify-between py-3 font-medium">
                  {t(group.label)}
                  <ChevronDown aria-hidden size={18} className="transition group-open:rotate-180" />
                </summary>
                <ul className="pb-2">
                  {group.items.map((item) => (
                    <li key={item.path}>
                      <Link to={href(item.path)} onClick={close} className="block py-2 pl-3 text-ink-soft">
                        {t(item.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            ))}
          </nav>
        </div>
      </dialog>
    </>
  );
}
