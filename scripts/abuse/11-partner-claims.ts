import { call, lastOtp } from "../abuse-support/http.ts";

/**
 * A partner can type any mobile. Starting an application for a stranger's mobile once attributed it to the
 * partner at once and, for 30 days, every application the stranger then made on their own. Figure: of five
 * strangers' mobiles the partner started applications for (each stranger then applying on their own too,
 * no answer to the partner's question), how many applications the partner's list shows as theirs with a stage.
 */
export default {
  name: "partner claims on strangers",
  async run(baseUrl: string): Promise<string> {
    const from = { from: "127.0.0.41" };
    // The demo partner Sharma Motors signs in.
    const partnerMobile = "9000000201";
    const sent = await call(baseUrl, "POST", "/api/partners/otp", { mobile: partnerMobile }, from);
    const signedIn = await call(
      baseUrl,
      "POST",
      "/api/partner/sign-in",
      { mobile: partnerMobile, referenceId: sent.body.data?.id, otp: await lastOtp(baseUrl, partnerMobile) },
      from,
    );
    if (signedIn.status !== 200) throw new Error(`partner sign-in answered ${signedIn.status}`);
    const partner = { ...from, cookie: signedIn.cookies.join("; ") };

    const base = 9_500_000_000 + (Date.now() % 10_000_000) * 10;
    const strangers = Array.from({ length: 5 }, (_, i) => String(base + i));
    for (const [i, mobile] of strangers.entries()) {
      const started = await call(
        baseUrl,
        "POST",
        "/api/partner/applications",
        { mobile, name: "Typed Name", product: "used-car-loan" },
        partner,
      );
      if (started.status !== 200) throw new Error(`start answered ${started.status}`);
      // The stranger applies on their own for another loan, never opening the partner's link.
      const customer = { from: `127.0.1.${50 + i}` };
      const otp = await call(baseUrl, "POST", "/api/otp-v2", { mobile, type: "login" }, customer);
      const verified = await call(
        baseUrl,
        "POST",
        "/api/verify",
        {
          mobile,
          referenceId: otp.body.data?.id,
          value: { otp: await lastOtp(baseUrl, mobile) },
          client: "web",
        },
        customer,
      );
      const own = await call(
        baseUrl,
        "POST",
        "/api/journey/start",
        { product: "personal-loan" },
        { ...customer, cookie: verified.cookies.join("; ") },
      );
      if (own.status !== 200) throw new Error(`the stranger's own start answered ${own.status}`);
    }
    const leads = await call(baseUrl, "GET", "/api/partner/leads", undefined, partner);
    const items = (leads.body.data?.items ?? []) as { customerMobile: string; stage: string | null }[];
    // Shown in full (started by the partner) or masked (98XXXXXX12, the customer's own).
    const shown = new Set(strangers.flatMap((m) => [m, `${m.slice(0, 2)}XXXXXX${m.slice(-2)}`]));
    const claimed = items.filter((item) => item.stage !== null && shown.has(item.customerMobile)).length;
    return `applications of a stranger's mobile attributed to a partner: ${claimed} (of ${strangers.length * 2})`;
  },
};
