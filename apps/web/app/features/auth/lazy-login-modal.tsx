import { lazy, Suspense, useEffect, useState } from "react";
import { LOGIN_HASH } from "./login-hash.ts";

// The login modal's code (forms, validation, the resend timer: ~6 kB gzip) is not needed to read a page: it
// loads on the first interaction (a press, a key, a focus), which comes before the click on "Log in" that
// opens it, or at once when the address asks for it (#myaccount). Issue 23.
const LoginModal = lazy(() => import("./login-modal.tsx").then((module) => ({ default: module.LoginModal })));

const FIRST_INTERACTION = ["pointerdown", "keydown", "focusin", "hashchange"] as const;

/** The login modal of every page, loaded when it may be wanted. */
export function LazyLoginModal() {
  const [wanted, setWanted] = useState(false);
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
  return wanted ? (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  ) : null;
}
