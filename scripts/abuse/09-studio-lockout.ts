import { DEMO_STUDIO_PASSWORD } from "../../packages/api/src/studio/demo-employees.ts";
import { call } from "../abuse-support/http.ts";

/**
 * Back-office sign-in under attack. (1) Parallel guesses: 30 passwords at once from one address, the
 * correct one sent last; each attempt used to be checked before the earlier ones were counted, so the
 * correct one got through. (2) A stranger who knows a work email: five wrong passwords used to lock its
 * owner out everywhere for 15 minutes. Figures: whether the correct password in the burst was accepted,
 * and what the owner gets from another address right after.
 */
export default {
  name: "studio sign-in: parallel guesses and a stranger's lockout",
  async run(baseUrl: string): Promise<string> {
    const email = "viewer@loansetu.example";
    const stranger = { from: "127.0.0.19" };
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(
          baseUrl,
          "POST",
          "/api/studio/auth/sign-in",
          { email, password: i === 29 ? DEMO_STUDIO_PASSWORD : `wrong password ${i}!` },
          stranger,
        ),
      ),
    );
    const acceptedInBurst = burst.filter((answer) => answer.status === 200).length;
    const owner = await call(
      baseUrl,
      "POST",
      "/api/studio/auth/sign-in",
      { email, password: DEMO_STUDIO_PASSWORD },
      { from: "127.0.0.20" },
    );
    const strangerAfter = await call(
      baseUrl,
      "POST",
      "/api/studio/auth/sign-in",
      { email, password: DEMO_STUDIO_PASSWORD },
      stranger,
    );
    return `30 parallel guesses (correct one last): ${acceptedInBurst} accepted; owner from another address: ${owner.status}; the guessing address with the right password: ${strangerAfter.status}`;
  },
};
