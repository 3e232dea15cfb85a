import { useEffect, useState } from "react";
import { useLoadedComponent } from "../../ui/use-loaded-component.ts";
import { LOGIN_HASH } from "./login-hash.ts";

// The login modal's code (forms, validation, the resend timer: ~6 kB gzip) is not needed to read a page: it
// loads on the first interaction (a press, a key, a focus), which comes before the click on "Log in" that
// opens it, or at once when the address asks for it (#myaccount). Loaded into state rather than through
// React.lazy and Suspense, which would hold the modal back at least 300 ms after its code arrived.
const loadLoginModal = () => import("./login-modal.tsx").then((module) => module.LoginModal);

const FIRST_INTERACTION = ["pointerdown", "keydown", "focusin", "hashchange"] as const;

/** The login modal of every page, loaded when it may be wanted. */
export function LazyLoginModal() {
  const [wanted, setWanted] = useState(false);
  const LoginModal = useLoadedComponent(wanted, loadLoginModal);
  useEffect(() => {
    if (wanted) return;
    if (window.location.hash === LOGIN_HASH) return setWanted(true);
    const want = () => setWanted(true);
    for (const name of FIRST_INTERACTION)
      window.addEventListener(name, want, { capture: true, passive: true });
    return () => {
      for (const name of FIRST_INTERACTION) window.removeEventListener(name, want, { capture: true });
    };
  }, [wanted]);
  return LoginModal ? <LoginModal /> : null;
}
