import { call, freshMobile, lastOtp } from "../abuse-support/http.ts";

/**
 * A stranger's 12 quick requests (two sends, ten wrong codes) used to lock the customer out
 * until midnight. Figure: can the customer, from another network, still log in right after?
 */
export default {
  name: "OTP lockout by a stranger",
  async run(baseUrl: string): Promise<string> {
    const mobile = freshMobile("97");
    const stranger = { from: "127.0.0.7" };
    const customer = { from: "127.0.0.8" };
    const started = performance.now();
    let checked = 0;
    for (let round = 0; round < 2; round++) {
      const sent = await call(baseUrl, "POST", "/api/otp-v2", { mobile, type: "login" }, stranger);
      const referenceId =
        (sent.body.data?.id as string | undefined) ?? "00000000-0000-4000-8000-000000000000";
      const wrong =
        sent.status === 200
          ? String((Number(await lastOtp(baseUrl, mobile)) + 1) % 10_000).padStart(4, "0")
          : "0000";
      for (let i = 0; i < 5; i++) {
        const res = await call(
          baseUrl,
          "POST",
          "/api/verify",
          { mobile, referenceId, value: { otp: wrong }, client: "app" },
          stranger,
        );
        if (res.body.code === "OTP_INCORRECT") checked++;
      }
    }
    const burstMs = Math.round(performance.now() - started);
    const sent = await call(baseUrl, "POST", "/api/otp-v2", { mobile, type: "login" }, customer);
    let login = sent.status;
    if (sent.status === 200) {
      const otp = await lastOtp(baseUrl, mobile);
      login = (
        await call(
          baseUrl,
          "POST",
          "/api/verify",
          { mobile, referenceId: sent.body.data?.id, value: { otp }, client: "app" },
          customer,
        )
      ).status;
    }
    const held = await call(baseUrl, "POST", "/api/otp-v2", { mobile, type: "login" }, stranger);
    return `12 stranger requests in ${burstMs} ms (${checked} wrong codes checked); customer from another source: login ${login === 200 ? "OK (200)" : `refused (${login})`}; stranger's source: ${held.status}`;
  },
};
