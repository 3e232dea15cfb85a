import type { createApi } from "../../src/app.ts";
import type { ApiDeps } from "../../src/lib/types.ts";

export type Api = ReturnType<typeof createApi>;

export const post = (api: Api, path: string, body: unknown, headers: Record<string, string> = {}) =>
  api.request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost", ...headers },
    body: JSON.stringify(body),
  });

/**
 * The newest OTP sent by SMS to a mobile, read from the outbox as a person would read their phone: the
 * newest OTP message, not the newest SMS (an EMI reminder sent at the same moment holds four-digit figures,
 * and two messages of one instant may come back in either order).
 */
export async function lastOtp(deps: ApiDeps, mobile: string): Promise<string> {
  const rows = await deps.outbox.list(50);
  const sms = rows.find(
    (r) =>
      r.channel === "sms" &&
      r.recipient === mobile &&
      /^\d{4} (is your .* OTP\.|आपका .* ओटीपी है।)/u.test(r.body),
  );
  const code = /^(\d{4}) /.exec(sms?.body ?? "")?.[1];
  if (!code) throw new Error(`no OTP in the outbox for ${mobile}`);
  return code;
}

export const wrongOtp = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, "0");

export async function sendOtp(api: Api, mobile: string): Promise<string> {
  const res = await post(api, "/api/otp-v2", { mobile, product: "usedcar", retries: 1, type: "login" });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`send failed: ${JSON.stringify(body)}`);
  return body.data.id;
}

/** A full OTP login as an app client; answers the tokens. */
export async function loginApp(api: Api, deps: ApiDeps, mobile: string) {
  const referenceId = await sendOtp(api, mobile);
  const res = await post(api, "/api/verify", {
    value: { otp: await lastOtp(deps, mobile) },
    mobile,
    referenceId,
    product: "usedcar",
    client: "app",
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`verify failed: ${JSON.stringify(body)}`);
  return body.data as { token: string; refreshToken: string; sessionToken: string; user: { mobile: string } };
}
