import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { useLocale } from "../../ui/use-locale.ts";
import { postJson } from "./api-client.ts";

/**
 * Spec §4 auto-login via link (`/?userToken={token}#myaccount`): check the link; expired → /expired-link;
 * verified → log in (single use) and reload without the token (or open `next`, a path on this site, such as
 * the loan details a back-office notice links to); any failure → the home page login anchor.
 */
export function AutoLogin() {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const [working, setWorking] = useState(false);
  // The link is single use: a second run of this effect (a re-render gives `href` a new identity) would
  // find it used and send the customer to the login, racing the first run's redirect. Run it once.
  const started = useRef(false);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const userToken = params.get("userToken");
    if (!userToken || started.current) return;
    started.current = true;
    const userMobile = params.get("userMobile") ?? undefined;
    setWorking(true);
    (async () => {
      const check = await postJson<{ isExpired: boolean; isVerified: boolean }>(
        "/api/checkTokenExpiry",
        { userToken, userMobile, origin: "web" },
        locale,
      );
      if (check?.data?.isExpired) return window.location.replace(href("/expired-link"));
      if (check?.data?.isVerified) {
        const login = await postJson("/api/autoLogin", { userToken, userMobile }, locale);
        if (login?.status) {
          // A notice's link names the page it is about (the loan's details); only a path on this site.
          const next = params.get("next");
          if (next && /^\/(?![/\\])[\w\-/]*$/.test(next)) return window.location.replace(next);
          params.delete("userToken");
          params.delete("userMobile");
          const query = params.toString();
          return window.location.replace(`${window.location.pathname}${query ? `?${query}` : ""}`);
        }
      }
      window.location.replace(`${href("/")}#myaccount`);
    })();
  }, [locale, href]);

  if (!working) return null;
  return (
    <p role="status" className="fixed inset-x-0 top-14 z-40 bg-brand-700 py-2 text-center text-sm text-white">
      {t("account.autoLogin.checking")}
    </p>
  );
}
