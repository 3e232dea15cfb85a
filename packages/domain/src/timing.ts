// §9 "Chat and timing" and the timers of §4 and §9 "Display", in milliseconds, so the web app and the
// API read one number each. Named for what waits, with the spec's words beside each.
export const TIMING_MS = {
  /** §9 "widget inactivity 30 s": the widget auto-closes after 30 s of page inactivity (§4). */
  chatWidgetInactivity: 30_000,
  /** §9 "inactivity prompt 120 s": 'Is there anything else I can assist you with?' (§4). */
  chatInactivityPrompt: 120_000,
  /** §9 "session end 60 s more": no answer within 60 s more shows the away message and closes (§4). */
  chatSessionEnd: 60_000,
  /** §9 "request timeout 25 s": the chatbot-v2 call (§7). */
  chatRequestTimeout: 25_000,
  /** §9 "close delay 60 s": the chat window is dismissed 60 s after a close event (§4). */
  chatCloseDelay: 60_000,
  /** §9 "resend timer 30 s": the login OTP resend countdown (§4). */
  otpResend: 30_000,
  /** §9 "Journey loader poll 250 ms" (§4). */
  journeyPoll: 250,
  /** §9 "social share fallback 500 ms" (§4). */
  socialShareFallback: 500,
  /** §9 "consent ckyc delay 1500 ms" after approval (§4). */
  ckycDelayApproved: 1_500,
  /** §9 "(500 ms on reject)" (§4). */
  ckycDelayRejected: 500,
  /** §9 "opt-out modal closes after 3 s" (§4). */
  optOutModalClose: 3_000,
  /** §9 "Carousel auto-advance default 4500 ms". */
  carouselAutoAdvance: 4_500,
  /** §9 "(5000 ms on city lists)". */
  cityCarouselAutoAdvance: 5_000,
  /** §9 "on mobile 1 per view auto-sliding every 5000 ms" (lending partners). */
  lendingPartnersMobileSlide: 5_000,
} as const;

/** The resend countdown is shown in whole seconds: 30, 29, … 0 (§4). */
export const OTP_RESEND_SECONDS = TIMING_MS.otpResend / 1000;
