import { OTP_RESEND_SECONDS } from "@loansetu/domain/timing";
import { useEffect, useState } from "react";

/**
 * Spec §4: a resend timer counting down from 30 s. Counted against a deadline, so a phone that throttles a
 * background tab still shows the right time when it comes back. `start()` (re)starts it; `seconds` is 0 when
 * the 'Resend OTP' link should show.
 */
export function useResendTimer(active: boolean) {
  const [resendAt, setResendAt] = useState(0);
  const [seconds, setSeconds] = useState(OTP_RESEND_SECONDS);
  useEffect(() => {
    if (!active || resendAt === 0) return;
    const tick = () => setSeconds(Math.max(0, Math.ceil((resendAt - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [active, resendAt]);
  return {
    seconds,
    start() {
      setSeconds(OTP_RESEND_SECONDS);
      setResendAt(Date.now() + OTP_RESEND_SECONDS * 1000);
    },
  };
}
