// §9 "Display" counts and sizes, and the §4 thresholds the UI needs, so no page repeats a number.
export const DISPLAY = {
  /** §4/§9 "FAQ default visible count 5 (configurable)": first 5 shown, View More shows all. */
  faqVisible: 5,
  /** §9 "options FAQ shows 4". */
  optionsFaqVisible: 4,
  /** §9 "FAQ page up to 100 items". */
  faqPageMax: 100,
  /** §1/§9 "credit FAQs 10 (8 first)". */
  creditFaqTotal: 10,
  creditFaqVisible: 8,
  /** §1/§9 "EMI FAQs 6" (a calculator FAQ of 6 items, all shown). */
  emiFaqTotal: 6,
  /** §9 "Media news page size 6 on desktop, 5 on mobile". */
  newsPageSizeDesktop: 6,
  newsPageSizeMobile: 5,
  /** §9 "blog recommendations 6 per page". */
  blogRecommendationsPerPage: 6,
  /** §9 "news carousel 3 on desktop, 1 otherwise". */
  newsCarouselDesktop: 3,
  newsCarouselOther: 1,
  /** §9 "Lending partners: 6 per view on desktop; on mobile 1 per view". */
  lendingPartnersDesktop: 6,
  lendingPartnersMobile: 1,
  /** §4/§9 "swipe threshold 5 px": a touch swipe must move more than this. */
  swipeThresholdPx: 5,
  /** §4 "Floating layover changes style once scrolled past 2300 px". */
  layoverScrollPx: 2_300,
  /** §1/§9 "Rating shown 4.8/5". */
  rating: 4.8,
  ratingOutOf: 5,
} as const;
