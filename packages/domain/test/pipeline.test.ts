import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { aprForLoan, roundApr } from "../src/apr.ts";
import { calculateEmi } from "../src/emi.ts";
import type { OfferLender } from "../src/offers.ts";
import {
  completedStages,
  disbursalStages,
  madeOffer,
  maskMobileForStaff,
  PIPELINE_STAGE_KEYS,
  pipelineStageKey,
  sanctionStages,
  stagesUpTo,
  stepBack,
  stepForward,
} from "../src/pipeline.ts";

const lenders = (
  JSON.parse(readFileSync(new URL("../../../data/lenders.json", import.meta.url), "utf8")) as {
    lenders: OfferLender[];
  }
).lenders;

const names = (stages: { name: string; isComplete: boolean }[]) =>
  stages.filter((s) => s.isComplete).map((s) => s.name);

describe("pipeline stage moves", () => {
  it("counts completed stages from the first", () => {
    expect(completedStages(stagesUpTo(0))).toBe(0);
    expect(completedStages(stagesUpTo(3))).toBe(3);
    expect(completedStages(stagesUpTo(6))).toBe(6);
  });

  it("moves forward only through the back office's own stages", () => {
    expect(stepForward(stagesUpTo(0))).toEqual({ ok: false, reason: "customerStage" });
    const documents = stepForward(stagesUpTo(1));
    expect(documents.ok && documents.stage).toBe("Documents");
    expect(documents.ok && names(documents.stages)).toEqual(["Application submitted", "Documents"]);
    expect(stepForward(stagesUpTo(2))).toMatchObject({ ok: true, stage: "Credit assessment" });
    expect(stepForward(stagesUpTo(3))).toEqual({ ok: false, reason: "customerStage" });
    expect(stepForward(stagesUpTo(4))).toEqual({ ok: false, reason: "useSanction" });
    expect(stepForward(stagesUpTo(5))).toEqual({ ok: false, reason: "useDisbursal" });
    expect(stepForward(stagesUpTo(6))).toEqual({ ok: false, reason: "lastStage" });
  });

  it("moves back only from a stage the back office completed", () => {
    expect(stepBack(stagesUpTo(0))).toEqual({ ok: false, reason: "atStart" });
    expect(stepBack(stagesUpTo(1))).toEqual({ ok: false, reason: "atStart" });
    expect(stepBack(stagesUpTo(2))).toMatchObject({ ok: true, stage: "Application submitted" });
    expect(stepBack(stagesUpTo(3))).toMatchObject({ ok: true, stage: "Documents" });
    expect(stepBack(stagesUpTo(4))).toEqual({ ok: false, reason: "cannotUndo" });
  });

  it("sanctions after the customer's acceptance, once, and disburses after the sanction", () => {
    expect(sanctionStages(stagesUpTo(3))).toEqual({ ok: false, reason: "notAccepted" });
    expect(sanctionStages(stagesUpTo(4))).toMatchObject({ ok: true, stage: "Sanctioned" });
    expect(sanctionStages(stagesUpTo(5))).toEqual({ ok: false, reason: "alreadySanctioned" });
    expect(disbursalStages(stagesUpTo(4))).toEqual({ ok: false, reason: "notSanctioned" });
    const disbursed = disbursalStages(stagesUpTo(5));
    expect(disbursed.ok && completedStages(disbursed.stages)).toBe(6);
    expect(disbursalStages(stagesUpTo(6))).toEqual({ ok: false, reason: "lastStage" });
  });
});

describe("an offer the back office makes", () => {
  it("works out EMI, GST on the entered fee, net disbursed and APR like the offer engine", () => {
    const lender = lenders.find((l) => l.products.personal)!;
    const product = lender.products.personal!;
    const offer = madeOffer(lender, product, {
      product: "personal",
      creditBand: "750-900",
      amount: 500_000,
      ratePercent: 11.5,
      tenureMonths: 36,
      processingFeeBase: 5000,
    });
    expect(offer.emi).toBe(calculateEmi({ principal: 500_000, annualRatePercent: 11.5, months: 36 }));
    expect(offer.processingFeeBase).toBe(5000);
    expect(offer.processingFee).toBe(5900);
    expect(offer.netDisbursed).toBe(500_000 - offer.totalDeductions);
    expect(offer.apr).toBe(
      roundApr(
        aprForLoan({ principal: 500_000, annualRatePercent: 11.5, months: 36, fees: offer.totalDeductions })!,
      ),
    );
    expect(offer.apr).toBeGreaterThan(11.5);
    expect(offer).toMatchObject({ lenderId: lender.id, amount: 500_000, tenureMonths: 36 });
  });
});

describe("pipeline display rules", () => {
  it("names the current stage for the filter", () => {
    expect(pipelineStageKey(stagesUpTo(0))).toBe("started");
    expect(pipelineStageKey(stagesUpTo(3))).toBe("assessment");
    expect(pipelineStageKey(stagesUpTo(6))).toBe("disbursed");
    expect(PIPELINE_STAGE_KEYS).toHaveLength(7);
  });

  it("masks a mobile as 98XXXXXX10", () => {
    expect(maskMobileForStaff("9876543210")).toBe("98XXXXXX10");
    expect(maskMobileForStaff("12")).toBe("XXXXXXXXXX");
  });
});
