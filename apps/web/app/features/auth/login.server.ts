import { pageDeviceOf } from "@loansetu/api/auth/known-device";
import { sessionCookieValues } from "@loansetu/api/auth/middleware";
import { createOtpService } from "@loansetu/api/auth/otp-service";
import { createSessionService } from "@loansetu/api/auth/session-service";
import type { ApiDeps } from "@loansetu/api/lib/types";
import type { Locale } from "../../i18n/locale.ts";

// The login page's work on the server (routes/login.tsx): the same OTP and session services as the API's
// /api/otp-v2 and /api/verify, for a form posted before (or without) the page's script. Its answer carries
// the session cookies itself, as the API's would.

interface Caller {
  deps: ApiDeps;
  request: Request;
  ip: string;
  locale: Locale;
}

const secureFor = ({ deps, request }: Caller) =>
  new URL(deps.config.PUBLIC_URL ?? request.url).protocol === "https:";

function loginCaller(caller: Caller, mobile: string) {
  const device = pageDeviceOf(caller.request.headers.get("cookie"), caller.deps.config, secureFor(caller));
  return {
    device,
    who: {
      mobile,
      ip: caller.ip,
      locale: caller.locale,
      purpose: "login" as const,
      knownDevice: device.known(mobile),
    },
  };
}

/** Sends the login OTP; the reference id goes into the OTP form. */
export async function sendLoginOtp(caller: Caller, mobile: string): Promise<string> {
  const { id } = await createOtpService(caller.deps).send(loginCaller(caller, mobile).who);
  return id;
}

/** Sends the OTP again under the same reference (the service refuses before 30 s). */
export async function resendLoginOtp(caller: Caller, mobile: string, referenceId: string) {
  await createOtpService(caller.deps).resend(referenceId, loginCaller(caller, mobile).who);
}

/** Verifies the OTP and starts a session: the Set-Cookie values the answer must carry. */
export async function verifyLoginOtp(
  caller: Caller,
  mobile: string,
  referenceId: string,
  code: string,
): Promise<Headers> {
  const { device, who } = loginCaller(caller, mobile);
  await createOtpService(caller.deps).verify(referenceId, code, who);
  device.remember(mobile);
  const { tokens } = await createSessionService(caller.deps).loginWithOtp(mobile, {
    ip: caller.ip,
    userAgent: caller.request.headers.get("user-agent") ?? undefined,
  });
  const headers = new Headers();
  for (const cookie of sessionCookieValues(tokens, secureFor(caller), caller.deps.clock()))
    headers.append("Set-Cookie", cookie);
  const remembered = device.cookie();
  if (remembered) headers.append("Set-Cookie", remembered);
  return headers;
}

/**
 * Where to go after logging in: a path of this site only (never `//host` or a scheme), else the
 * dashboard in the page's language.
 */
export function safeNext(next: string | null, fallback: string): string {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  // A control character (a tab or newline a browser would drop) could turn the path into `//host`.
  if ([...next].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  return next;
}
