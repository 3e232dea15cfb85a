import { ChevronDown, Menu as MenuIcon, UserRound, X } from "lucide-react";
import {
  Button,
  Dialog,
  DialogTrigger,
  Disclosure,
  DisclosurePanel,
  Heading,
  Menu,
  MenuItem,
  MenuTrigger,
  Modal,
  ModalOverlay,
  Popover,
} from "react-aria-components";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { switchLocalePath } from "../i18n/locale.ts";
import { Logo } from "./logo.tsx";
import { NAV_GROUPS, type NavGroup } from "./site-nav.ts";
import { useLocale } from "./use-locale.ts";

export function SiteHeader() {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const location = useLocation();
  const other = locale === "en" ? "hi" : "en";
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <a href="#main" className="skip-link">
        {t("skipToContent")}
      </a>
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-3 sm:px-4">
        <Link to={href("/")} className="flex shrink-0 items-center" aria-label={t("brand")}>
          <Logo />
        </Link>
        <nav aria-label={t("nav.main")} className="ml-4 hidden items-center gap-1 lg:flex">
          {NAV_GROUPS.map((group) => (
            <NavMenu key={group.label} group={group} />
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <Link
            to={`${switchLocalePath(location.pathname, other)}${location.search}`}
            hrefLang={other}
            lang={other}
            aria-label={t("language.switchLabel")}
            className="rounded-md px-2 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            data-testid="language-toggle"
          >
            {t("language.switchTo")}
          </Link>
          <LoginMenu />
          <MobileNav />
        </div>
      </div>
    </header>
  );
}

function NavMenu({ group }: { group: NavGroup }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <MenuTrigger>
      <Button className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-brand-50 pressed:bg-brand-100">
        {t(group.label)}
        <ChevronDown aria-hidden size={16} />
      </Button>
      <Popover placement="bottom start" className="menu-popover">
        <Menu className="menu-list">
          {group.items.map((item) => (
            <MenuItem key={item.path} href={href(item.path)} className="menu-item">
              {t(item.label)}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/** Spec §4: the visitor dropdown offers the three entry points and closes on an outside click. */
function LoginMenu() {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <MenuTrigger>
      <Button className="btn-primary flex items-center gap-1 !px-3 !py-2 text-sm" data-testid="login-button">
        <UserRound aria-hidden size={16} />
        {t("login.button")}
        <ChevronDown aria-hidden size={16} />
      </Button>
      <Popover placement="bottom end" className="menu-popover">
        <Menu className="menu-list" aria-label={t("login.menuLabel")}>
          <MenuItem href="#myaccount" className="menu-item">
            {t("login.asCustomer")}
          </MenuItem>
          <MenuItem href={href("/uj-business?popup=1")} className="menu-item">
            {t("login.asEmployee")}
          </MenuItem>
          <MenuItem href={href("/sales-grand-prix")} className="menu-item">
            {t("login.salesGrandPrix")}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

function MobileNav() {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <DialogTrigger>
      <Button className="rounded-md p-2 text-ink hover:bg-brand-50 lg:hidden" aria-label={t("nav.menu")}>
        <MenuIcon aria-hidden size={22} />
      </Button>
      <ModalOverlay isDismissable className="fixed inset-0 z-40 bg-black/40">
        <Modal className="fixed inset-y-0 right-0 w-[min(20rem,90vw)] overflow-y-auto bg-white shadow-xl">
          <Dialog className="outline-none" aria-label={t("nav.main")}>
            {({ close }) => (
              <div className="p-4">
                <div className="flex items-center justify-between">
                  <Heading slot="title" className="text-lg font-semibold">
                    {t("nav.menu")}
                  </Heading>
                  <Button
                    onPress={close}
                    className="rounded-md p-2 hover:bg-brand-50"
                    aria-label={t("nav.close")}
                  >
                    <X aria-hidden size={20} />
                  </Button>
                </div>
                <nav aria-label={t("nav.main")} className="mt-2">
                  {NAV_GROUPS.map((group) => (
                    <Disclosure key={group.label} className="border-b border-line">
                      <Heading level={3}>
                        <Button
                          slot="trigger"
                          className="flex w-full items-center justify-between py-3 text-left font-medium"
                        >
                          {t(group.label)}
                          <ChevronDown aria-hidden size={18} />
                        </Button>
                      </Heading>
                      <DisclosurePanel>
                        <ul className="pb-2">
                          {group.items.map((item) => (
                            <li key={item.path}>
                              <Link
                                to={href(item.path)}
                                onClick={close}
                                className="block py-2 pl-3 text-ink-soft"
                              >
                                {t(item.label)}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </DisclosurePanel>
                    </Disclosure>
                  ))}
                </nav>
              </div>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
