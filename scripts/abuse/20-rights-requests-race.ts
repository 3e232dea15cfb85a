import { call, freshMobile, loggedInAs } from "../abuse-support/http.ts";

/**
 * Rights requests under a burst: 12 corrections and 4 erasures posted at once by one customer used to file
 * 9 (the cap is 5 a day) and 4 open erasures (the policy is one). Figure: how many of each were filed.
 */
export default {
  name: "rights requests posted in parallel",
  async run(baseUrl: string): Promise<string> {
    const mobile = freshMobile("95");
    const as = await loggedInAs(baseUrl, mobile, "127.0.0.41");
    const corrections = Array.from({ length: 12 }, (_, i) =>
      call(baseUrl, "POST", "/api/my-data/requests", { kind: "correction", details: `Spelling ${i}` }, as),
    );
    const erasures = Array.from({ length: 4 }, () =>
      call(baseUrl, "POST", "/api/my-data/requests", { kind: "erasure" }, as),
    );
    const answers = await Promise.all([...corrections, ...erasures]);
    const filed = answers.slice(0, 12).filter((answer) => answer.status === 200).length;
    const erased = answers.slice(12).filter((answer) => answer.status === 200).length;
    return `filed ${filed + erased} of 16 (${filed} corrections, ${erased} erasures open; caps 5 a day and 1 open erasure)`;
  },
};
