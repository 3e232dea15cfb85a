import { request } from "node:http";

export interface Answer {
  status: number;
  body: { status?: boolean; message?: string; code?: string; data?: Record<string, unknown> };
  ms: number;
  /** The cookies the answer set, as `name=value` pairs. */
  cookies: string[];
}

/**
 * One JSON request from a chosen source address: the server sees it as that IP (any 127.x.y.z address is
 * this machine's loopback), so one runner can play a stranger and a customer on different networks.
 */
export function call(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  options: { from?: string; locale?: string; cookie?: string } = {},
): Promise<Answer> {
  const url = new URL(path, baseUrl);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        localAddress: options.from,
        headers: {
          ...(payload
            ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
            : {}),
          "x-locale": options.locale ?? "en",
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (res) => {
        let raw = "";
        res.on("data", (chunk: Buffer) => (raw += chunk.toString()));
        res.on("end", () => {
          let parsed: Answer["body"] = {};
          try {
            parsed = JSON.parse(raw);
          } catch {}
          const cookies = (res.headers["set-cookie"] ?? []).map((line) => line.split(";")[0] ?? "");
          resolve({ status: res.statusCode ?? 0, body: parsed, ms: performance.now() - started, cookies });
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

/** The newest OTP texted to a mobile, read from the development outbox. */
export async function lastOtp(baseUrl: string, mobile: string): Promise<string> {
  const res = await fetch(new URL(`/dev/outbox.json?to=${mobile}`, baseUrl));
  const rows = ((await res.json()) as { data: { channel: string; body: string }[] }).data;
  const code = /\b(\d{4})\b/.exec(rows.find((r) => r.channel === "sms")?.body ?? "")?.[1];
  if (!code) throw new Error(`no OTP in the dev outbox for ${mobile}`);
  return code;
}

/** A mobile number no earlier run used (the limits are per mobile and per day). */
export function freshMobile(prefix: string): string {
  return `${prefix}${String(Date.now() % 10 ** (10 - prefix.length)).padStart(10 - prefix.length, "0")}`;
}

/**
 * Logs a fresh customer in from a chosen source address through the OTP calls (reading the code from the
 * development outbox), and answers the options that make later calls as that customer.
 */
export async function loggedInAs(
  baseUrl: string,
  mobile: string,
  from: string,
): Promise<{ from: string; cookie: string }> {
  const sent = await call(baseUrl, "POST", "/api/otp-v2", { mobile, type: "login" }, { from });
  const otp = await lastOtp(baseUrl, mobile);
  const verified = await call(
    baseUrl,
    "POST",
    "/api/verify",
    { mobile, referenceId: sent.body.data?.id, value: { otp }, client: "web" },
    { from },
  );
  return { from, cookie: verified.cookies.join("; ") };
}
