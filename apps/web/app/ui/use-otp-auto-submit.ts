import { OTP_LENGTH, otpInputValue } from "@loansetu/domain/otp";
import { type FormEvent, type RefObject, useEffect, useRef } from "react";

/**
 * Submits the OTP's form by itself the moment the fourth digit is in (typed, pasted or filled from the
 * SMS), so nobody has to look for the Verify button with the keyboard open. It fires on a change that leaves
 * four digits: a wrong code stays in the box with its error and is not sent again by itself; the next try
 * goes when the person has corrected a digit or pasted another code. Attach the returned ref to the <form>
 * that verifies the code.
 */
export function useOtpAutoSubmit(otp: string): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  const previous = useRef(otp);
  useEffect(() => {
    const was = previous.current;
    previous.current = otp;
    // After the render, so the form's submit handler already sees the four digits.
    if (otp.length === OTP_LENGTH && otp !== was) form.current?.requestSubmit();
  }, [otp]);
  return form;
}

/**
 * A guard for a submit handler that talks to the server: while one verification is on its way, a tap on
 * Verify (or Enter) right after the automatic submit is ignored instead of sending the code twice. A ref,
 * not state: it holds from the first instant, before React has re-rendered the disabled button.
 */
export function useOneAtATime() {
  const running = useRef(false);
  return function oneAtATime<A extends unknown[]>(handler: (...args: A) => Promise<unknown>) {
    return async (...args: A) => {
      const event = args[0] as FormEvent | undefined;
      if (running.current) {
        event?.preventDefault?.();
        return;
      }
      running.current = true;
      try {
        await handler(...args);
      } finally {
        running.current = false;
      }
    };
  };
}

/**
 * The same for an uncontrolled OTP input in a server form (the partner pages): on the fourth digit its
 * form is submitted. The form's own guard keeps a second submit out while the first is under way.
 */
export function submitOnFourthDigit(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const digits = otpInputValue(input.value);
  if (digits !== input.value) input.value = digits;
  // Through the form's own submit button, so its name and value (the step's intent) travel as on a tap.
  const button = input.form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (digits.length === OTP_LENGTH) input.form?.requestSubmit(button ?? null);
}
