import { call, freshMobile, lastOtp } from "../abuse-support/http.ts";

/**
 * The distributed case: ten addresses spend the mobile's day cap of wrong codes and its
 * hour of sends. Figure: can the customer still log in from the browser they logged in with before (its
 * known-device cookie), and is a fresh browser refused (the guessing cap, odds ≤ 0.1 % a day)?
 */
export default {
  name: "OTP lockout by a botnet (known device)",
  async run(baseUrl: string): Promise<string> {
    const mobile = freshMobile("96");
    const phone = { from: "127.0.0.20", cookie: "" };
    const first = await call(baseUrl, "POST", "/api/otp-v2", { mobile, type: "login" }, phone);
    const firstOtp = await lastOtp(baseUrl, mobile);
    const loggedIn = await call(
      baseUrl,
      "POST",
      "/api/verify",
      { mobile, referenceId: first.body.data?.id, value: { otp: firstOtp }, client: "app" },
      phone,
    );
    phone.cookie = loggedIn.cookies.find((c) => c.startsWith("ls_kd=")) ?? "";

    let checked = 0;
    for (let round = 0; round < 2; round++) {
      const sent = await call(
        baseUrl,
        "POST",
        "/api/otp-v2",
        { mobile, type: "login" },
        { from: `127.0.1.${round + 1}` },
      );
      const wrong = String((Number(await lastOtp(baseUrl, mobile)) + 1) % 10_000).padStart(4, "0");
      for (let n = 0; n < 5; n++) {
        const res = await call(
          baseUrl,
          "POST",
          "/api/verify",
          { mobile, referenceId: sent.body.data?.id, value: { otp: wrong }, client: "app" },
          { from: `127.0.2.${round * 5 + n + 1}` },
        );
        if (res.body.code === "OTP_INCORRECT") checked++;
      }
    }
    const fresh = await call(
      baseUrl,
      "POST",
      "/api/otp-v2",
      { mobile, type: "login" },
      { from: "127.0.0.21" },
    );
    const again = await call(baseUrl, "POST", "/api/otp-v2", { mobile, type: "login" }, phone);
    let login = again.status;
    if (again.status === 200) {
      const otp = await lastOtp(baseUrl, mobile);
      login = (
        await call(
          baseUrl,
          "POST",
          "/api/verify",
          { mobile, referenceId: again.body.data?.id, value: { otp }, client: "app" },
          phone,
        )
      ).status;
    }
    return `${checked} wrong codes checked from 10 addresses; a fresh browser: ${fresh.status}; the customer's known browser: login ${login === 200 ? "OK (200)" : `refused (${login})`}`;
  },
};
