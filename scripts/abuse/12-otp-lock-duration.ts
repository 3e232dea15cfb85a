import { call, freshMobile, lastOtp } from "../abuse-support/http.ts";

/**
 * Two addresses and 14 requests (two sends, ten wrong codes, then two more tries) spend the mobile's shared
 * budget of wrong codes, and the customer on a new browser (the lender-consent step opened on a laptop) is
 * refused. Before, until midnight in India (up to 24 hours); now for at most 6 hours. Figure: how long the
 * new browser stays locked out, tried every 15 minutes of the server's development clock (put back after).
 */
export default {
  name: "OTP lock on a new browser after a two-address burst",
  async run(baseUrl: string): Promise<string> {
    const mobile = freshMobile("96");
    const customer = { from: "127.0.0.31" };
    for (const source of ["127.0.0.29", "127.0.0.30"]) {
      const sent = await call(baseUrl, "POST", "/api/otp-v2", { mobile, type: "login" }, { from: source });
      const wrong = String((Number(await lastOtp(baseUrl, mobile)) + 1) % 10_000).padStart(4, "0");
      for (let i = 0; i < 6; i++) {
        await call(
          baseUrl,
          "POST",
          "/api/verify",
          { mobile, referenceId: sent.body.data?.id, value: { otp: wrong }, client: "app" },
          { from: source },
        );
      }
    }
    const login = async () => {
      const sent = await call(baseUrl, "POST", "/api/otp-v2", { mobile, type: "login" }, customer);
      if (sent.status !== 200) return sent.status;
      const otp = await lastOtp(baseUrl, mobile);
      const verified = await call(
        baseUrl,
        "POST",
        "/api/verify",
        { mobile, referenceId: sent.body.data?.id, value: { otp }, client: "app" },
        customer,
      );
      return verified.status;
    };
    const clock = (seconds: number) =>
      fetch(new URL(`/dev/clock?seconds=${seconds}`, baseUrl), { method: "POST" });
    // Minutes until midnight in India (the old lock's end), for reading the figure.
    const ist = new Date(Date.now() + 5.5 * 3600_000);
    const toMidnight = 24 * 60 - (ist.getUTCHours() * 60 + ist.getUTCMinutes());
    try {
      const atOnce = await login();
      // Steps of 15 minutes until the new browser gets in (only an accepted send counts against limits).
      let minutes = 0;
      let status = atOnce;
      while (status !== 200 && minutes < 25 * 60) {
        minutes += 15;
        await clock(minutes * 60);
        status = await login();
      }
      const locked = status === 200 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : "over 25 h";
      return `new browser's login at once: ${atOnce}; locked out for about ${locked} (Indian midnight was ${Math.floor(toMidnight / 60)} h ${toMidnight % 60} min away; a lock until midnight lasts up to 24 h)`;
    } finally {
      await clock(0);
    }
  },
};
