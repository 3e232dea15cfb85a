import { rateFactors } from "@loansetu/domain/credit-report";
import { describe, expect, it } from "vitest";
import { createBureau, SANDBOX_SCORE_RANGE, sandboxReport, sandboxScore } from "../src/adapters/bureau.ts";
import { loadConfig } from "../src/lib/config.ts";

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

  it("answers a deterministic report per PAN beside the score", async () => {
    const bureau = createBureau({ BUREAU_PROVIDER: "sandbox" });
    const asOf = new Date("2026-06-15T00:00:00Z");
    const request = {
      pan: "ABCDE1234F",
      mobile: "9876543210",
      fullName: "A",
      dateOfBirth: "1990-01-01",
      asOf,
    };
    const first = await bureau.softCheck({ ...request, consentReference: "c-1" });
    expect(first.report).toEqual(sandboxReport("ABCDE1234F", first.score, asOf));
    expect(await bureau.softCheck({ ...request, pan: "abcde1234f" })).toEqual(first);
    for (const enquiry of first.report.enquiries) {
      expect(enquiry.date < "2026-06-15" && enquiry.date >= "2025-06-15").toBe(true);
    }
  });

  it("varies the reports: no history, thin files, clean and troubled files", () => {
    const asOf = new Date("2026-06-15T00:00:00Z");
    const reports = Array.from({ length: 400 }, (_, n) => {
      const pan = `ABCDE${String(1000 + n)}F`;
      const score = sandboxScore(pan, "9876543210");
      return { score, report: sandboxReport(pan, score, asOf) };
    });
    const none = reports.filter((r) => r.score === null && r.report.accounts.length === 0);
    const thinNa = reports.filter((r) => r.score === null && r.report.accounts.length === 1);
    const thinScored = reports.filter((r) => r.score !== null && r.report.accounts.length === 1);
    expect(none.length).toBeGreaterThan(3);
    expect(thinNa.length).toBeGreaterThan(3);
    expect(thinScored.length).toBeGreaterThan(3);
    const ratings = new Set(reports.flatMap((r) => rateFactors(r.report).map((f) => `${f.id}:${f.rating}`)));
    for (const id of ["paymentHistory", "utilisation", "creditAge", "enquiries"]) {
      for (const rating of ["excellent", "poor"]) expect(ratings).toContain(`${id}:${rating}`);
    }
    for (const { report } of reports) {
      for (const account of report.accounts) {
        expect(account.balance).toBeLessThanOrEqual(account.sanctioned);
        expect(account.daysPastDue.length).toBeLessThanOrEqual(12);
      }
      expect(report.enquiries.length).toBeLessThanOrEqual(8);
      // Only the last 12 months' enquiries are reported.
      expect(report.enquiries.every((e) => e.date >= "2025-06-15" && e.date < "2026-06-15")).toBe(true);
    }
  });
});
