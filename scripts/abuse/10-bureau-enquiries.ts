import { CONSENT_TEXT_VERSION } from "../../packages/domain/src/journey-steps.ts";
import { call, freshMobile, loggedInAs } from "../abuse-support/http.ts";

/**
 * Each soft bureau check of the journey is an enquiry on someone's credit file. Changing the PAN on the
 * details step asks the bureau again: one account once ran 30 enquiries for random PANs in 0.8 s. Figure:
 * how many of 30 PAN changes each followed by the offers got a bureau check.
 */
export default {
  name: "bureau enquiries from one account",
  async run(baseUrl: string): Promise<string> {
    const mobile = freshMobile("96");
    const as = await loggedInAs(baseUrl, mobile, "127.0.0.31");
    const start = await call(baseUrl, "POST", "/api/journey/start", { product: "personal-loan" }, as);
    const reference = start.body.data?.reference as string;
    const details = (pan: string) => ({
      fullName: "Ravi Kumar",
      email: "ravi@example.in",
      dateOfBirth: "1996-01-15",
      pan,
      pincode: "560001",
      employment: "salaried",
      netMonthlyIncome: 80_000,
    });
    await call(baseUrl, "PUT", `/api/journey/${reference}/details`, details("BQRPK3000M"), as);
    await call(
      baseUrl,
      "PUT",
      `/api/journey/${reference}/product`,
      { amount: 300_000, tenureMonths: 36 },
      as,
    );
    await call(
      baseUrl,
      "PUT",
      `/api/journey/${reference}/consents`,
      { bureauCheck: true, shareWithLenders: true, contact: false, textVersion: CONSENT_TEXT_VERSION },
      as,
    );
    const started = performance.now();
    let checked = 0;
    let refused = 0;
    for (let i = 0; i < 30; i++) {
      await call(baseUrl, "PUT", `/api/journey/${reference}/details`, details(`BQRPK${3001 + i}M`), as);
      const offers = await call(baseUrl, "GET", `/api/journey/${reference}/offers`, undefined, as);
      if (offers.status === 200) checked++;
      if (offers.status === 429) refused++;
    }
    return `30 PAN changes in ${Math.round(performance.now() - started)} ms: ${checked} bureau checks, ${refused} refused (429)`;
  },
};
