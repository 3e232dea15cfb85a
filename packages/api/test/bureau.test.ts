import { describe, expect, it } from "vitest";
import { createBureau, SANDBOX_SCORE_RANGE, sandboxScore } from "../src/adapters/bureau.ts";
import { loadConfig } from "../src/config.ts";

describe("credit bureau adapter", () => {
  it("defaults to the sandbox", () => {
    expect(loadConfig({}).BUREAU_PROVIDER).toBe("sandbox");
    expect(createBureau(loadConfig({})).name).toBe("sandbox");
  });

  it("gives the same score for the same PAN and mobile, any case of PAN", async () => {
    const bureau = createBureau({ BUREAU_PROVIDER: "sandbox" });
    const request = {
      pan: "ABCDE1234F",
      mobile: "9876543210",
      fullName: "Asha Verma",
      dateOfBirth: "1994-05-10",
    };
    const first = await bureau.softCheck(request);
    expect(await bureau.softCheck({ ...request, pan: "abcde1234f" })).toEqual(first);
    expect(first.score).toBe(sandboxScore("ABCDE1234F", "9876543210"));
  });

  it("spreads scores over 560-900 with some people new to credit", () => {
    const scores = Array.from({ length: 2000 }, (_, n) =>
      sandboxScore(`ABCDE${1000 + (n % 9000)}F`, `98${n}`),
    );
    const known = scores.filter((s): s is number => s !== null);
    expect(known.every((s) => s >= SANDBOX_SCORE_RANGE.min && s <= SANDBOX_SCORE_RANGE.max)).toBe(true);
    expect(scores.filter((s) => s === null).length).toBeGreaterThan(60);
    expect(known.some((s) => s >= 750)).toBe(true);
    expect(known.some((s) => s < 650)).toBe(true);
  });

  it("fails loudly when a real bureau is selected but not configured", async () => {
    const bureau = createBureau(loadConfig({ BUREAU_PROVIDER: "cic-http" }));
    expect(bureau.name).toBe("cic-http");
    await expect(
      bureau.softCheck({ pan: "ABCDE1234F", mobile: "9876543210", fullName: "A", dateOfBirth: "1990-01-01" }),
    ).rejects.toThrow(/not configured/);
  });
});
