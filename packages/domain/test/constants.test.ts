import { describe, expect, it } from "vitest";
import { DISPLAY } from "../src/display.ts";
import {
  BALANCE_TRANSFER_JOURNEY,
  CAR_CALCULATOR_JOURNEY,
  CAR_CREDIT_SCORE_JOURNEY,
  CHATBOT_LEAD,
  CREDIT_SCORE_JOURNEY,
  creditScoreBackSlug,
  DASHBOARD_PATH,
  DEFAULT_JOURNEY,
  LEAD_STATUS_AT_CREATION,
  LOGIN_OTP_PRODUCT,
  NEW_CAR_JOURNEY,
  OTHER_PRODUCT_VENDOR_PAIRS,
  REFINANCE_JOURNEY,
  RESUME_FORM_SOURCE,
  RESUME_PRODUCT_ID,
  RESUME_VENDOR_IDS,
  TWO_WHEELER_CALCULATOR_JOURNEY,
} from "../src/journey.ts";
import { OTP_RESEND_SECONDS, TIMING_MS } from "../src/timing.ts";

describe("journey-start ids (§7) and back slugs (§2)", () => {
  it("uses the spec's product and vendor ids", () => {
    expect(DEFAULT_JOURNEY).toEqual({ productsId: 5, vendorsId: 5 });
    expect(BALANCE_TRANSFER_JOURNEY.productsId).toBe(3);
    expect(CAR_CALCULATOR_JOURNEY).toEqual({ productsId: 2, vendorsId: 5 });
    expect(TWO_WHEELER_CALCULATOR_JOURNEY).toEqual({ productsId: 7, vendorsId: 7 });
    expect([CREDIT_SCORE_JOURNEY.productsId, CAR_CREDIT_SCORE_JOURNEY.productsId]).toEqual([17, 2]);
    expect(NEW_CAR_JOURNEY).toMatchObject({ productsId: 1, backBtnSlug: "/emi-calculator" });
    expect(REFINANCE_JOURNEY).toMatchObject({ productsId: 3, backBtnSlug: "/refinance" });
    expect([RESUME_PRODUCT_ID, ...RESUME_VENDOR_IDS]).toEqual([2, 5, 6]);
    expect(RESUME_FORM_SOURCE).toBe("userDashboard");
    expect(DASHBOARD_PATH).toBe("/dashboard");
    expect(CHATBOT_LEAD).toEqual({ productsId: 26, vendorsId: 5 });
    expect(OTHER_PRODUCT_VENDOR_PAIRS).toEqual([
      { productsId: 9, vendorsId: 5 },
      { productsId: 7, vendorsId: 7 },
    ]);
    expect(LEAD_STATUS_AT_CREATION).toBe("active");
    expect(LOGIN_OTP_PRODUCT).toBe("usedcar");
  });

  it("sends credit journeys back to /{bureau}-score-check", () => {
    expect(creditScoreBackSlug("cibil")).toBe("/cibil-score-check");
  });
});

describe("timing (§9 Chat and timing, §4)", () => {
  it("uses the spec's seconds and milliseconds", () => {
    expect(TIMING_MS).toEqual({
      chatWidgetInactivity: 30_000,
      chatInactivityPrompt: 120_000,
      chatSessionEnd: 60_000,
      chatRequestTimeout: 25_000,
      chatCloseDelay: 60_000,
      otpResend: 30_000,
      journeyPoll: 250,
      socialShareFallback: 500,
      ckycDelayApproved: 1500,
      ckycDelayRejected: 500,
      optOutModalClose: 3000,
      carouselAutoAdvance: 4500,
      cityCarouselAutoAdvance: 5000,
      lendingPartnersMobileSlide: 5000,
    });
    expect(OTP_RESEND_SECONDS).toBe(30);
  });
});

describe("display (§9 Display)", () => {
  it("uses the spec's counts", () => {
    expect(DISPLAY).toEqual({
      faqVisible: 5,
      optionsFaqVisible: 4,
      faqPageMax: 100,
      creditFaqTotal: 10,
      creditFaqVisible: 8,
      emiFaqTotal: 6,
      newsPageSizeDesktop: 6,
      newsPageSizeMobile: 5,
      blogRecommendationsPerPage: 6,
      newsCarouselDesktop: 3,
      newsCarouselOther: 1,
      lendingPartnersDesktop: 6,
      lendingPartnersMobile: 1,
      swipeThresholdPx: 5,
      layoverScrollPx: 2300,
      rating: 4.8,
      ratingOutOf: 5,
    });
  });
});
