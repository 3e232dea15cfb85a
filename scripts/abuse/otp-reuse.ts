import { call, freshMobile, lastOtp } from "../abuse-support/http.ts";

/** One verified contact OTP used to send ten e-mails. Figure: messages accepted of ten tries. */
export default {
  name: "one verified contact OTP reused",
  async run(baseUrl: string): Promise<string> {
    const mobile = freshMobile("96");
    const from = { from: "127.0.0.9" };
    const sent = await call(
      baseUrl,
      "POST",
      "/api/contact/otp",
      { mobile, retries: 1, type: "contact" },
      from,
    );
    const referenceId = sent.body.data?.id;
    const otp = await lastOtp(baseUrl, mobile);
    await call(baseUrl, "PUT", "/api/contact/otp", { value: { otp }, mobile, referenceId }, from);
    let accepted = 0;
    for (let n = 0; n < 10; n++) {
      const res = await call(
        baseUrl,
        "POST",
        "/api/contact/email",
        {
          name: "Abuse Runner",
          email: "abuse@example.in",
          mobile,
          message: `Reused verification, try ${n + 1}.`,
          referenceId,
        },
        from,
      );
      if (res.status === 200) accepted++;
    }
    return `${accepted} of 10 messages accepted with one verified OTP`;
  },
};
