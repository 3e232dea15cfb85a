import {
  BALANCE_TRANSFER_JOURNEY,
  CAR_CALCULATOR_JOURNEY,
  DEFAULT_JOURNEY,
  type JourneyIds,
  NEW_CAR_JOURNEY,
  REFINANCE_JOURNEY,
  TWO_WHEELER_CALCULATOR_JOURNEY,
} from "@loansetu/domain/journey";

/** The site's menus, as data: the header and the footer both render from here. */
export interface NavItem {
  label: string;
  path: string;
}
export interface NavGroup {
  label: string;
  items: NavItem[];
}

/** The ids alone: a calculator's back slug is not where a home or menu link comes from. */
const ids = ({ productsId, vendorsId }: JourneyIds): JourneyIds => ({ productsId, vendorsId });

/**
 * The loans, each with its page and its journey (`/apply/{apply}` with the §7 ids the journey uses for it
 * when an entry point sends none; a unit test holds them to packages/domain's JOURNEY_PRODUCTS).
 */
export const LOAN_PRODUCTS = [
  { key: "personal", path: "/personal-loan", apply: "personal-loan", ids: DEFAULT_JOURNEY },
  { key: "usedCar", path: "/used-car-loan", apply: "used-car-loan", ids: CAR_CALCULATOR_JOURNEY },
  { key: "newCar", path: "/new-car-loan", apply: "new-car-loan", ids: ids(NEW_CAR_JOURNEY) },
  {
    key: "twoWheeler",
    path: "/two-wheeler-loan",
    apply: "two-wheeler-loan",
    ids: TWO_WHEELER_CALCULATOR_JOURNEY,
  },
  { key: "ev", path: "/ev-loan", apply: "ev-loan", ids: DEFAULT_JOURNEY },
  { key: "refinance", path: "/refinance", apply: "refinance", ids: ids(REFINANCE_JOURNEY) },
  { key: "business", path: "/business-loan", apply: "business-loan", ids: DEFAULT_JOURNEY },
  {
    key: "commercialVehicle",
    path: "/commercial-vehicle-loan",
    apply: "commercial-vehicle-loan",
    ids: DEFAULT_JOURNEY,
  },
  {
    key: "balanceTransfer",
    path: "/bt-calculator",
    apply: "balance-transfer",
    ids: BALANCE_TRANSFER_JOURNEY,
  },
] as const;

/** Product pages that are not a loan of their own (they apply for a personal loan): in the menus too. */
const MORE_LOAN_PAGES: NavItem[] = [{ label: "loans.instant", path: "/instant-loan" }];

export const NAV_GROUPS: NavGroup[] = [
  {
    label: "nav.loans",
    items: [...LOAN_PRODUCTS.map((p) => ({ label: `loans.${p.key}`, path: p.path })), ...MORE_LOAN_PAGES],
  },
  {
    label: "nav.calculators",
    items: [
      { label: "calculators.emi", path: "/emi-calculator" },
      { label: "calculators.twoWheeler", path: "/two-wheeler-calculator" },
      { label: "calculators.bt", path: "/bt-calculator" },
      { label: "calculators.refinance", path: "/refinance-calculator" },
      { label: "calculators.personalEmi", path: "/what-is-a-personal-loan-emi" },
    ],
  },
  {
    label: "nav.creditScore",
    items: [
      { label: "credit.cibil", path: "/cibil-score" },
      { label: "credit.experian", path: "/experian-score" },
      { label: "credit.check", path: "/cibil-score-check" },
    ],
  },
  {
    label: "nav.resources",
    items: [
      { label: "resources.articles", path: "/resources" },
      { label: "resources.faq", path: "/resources/faq" },
      { label: "resources.personalRates", path: "/personal-loan-interest-rate" },
    ],
  },
];

export const LEGAL_LINKS: NavItem[] = [
  { label: "footer.privacy", path: "/privacy-policy" },
  { label: "footer.terms", path: "/terms-and-conditions" },
  { label: "footer.consent", path: "/consent-declaration" },
  { label: "footer.cic", path: "/certified-CIC" },
  { label: "footer.partners", path: "/lending-partners" },
  { label: "footer.grievance", path: "/grievance-redressal" },
  { label: "footer.contact", path: "/contact" },
];
