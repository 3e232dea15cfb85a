/** The site's menus, as data: the header and the footer both render from here. */
export interface NavItem {
  label: string;
  path: string;
}
export interface NavGroup {
  label: string;
  items: NavItem[];
}

export const LOAN_PRODUCTS = [
  { key: "personal", path: "/personal-loan", apply: "personal-loan" },
  { key: "usedCar", path: "/used-car-loan", apply: "used-car-loan" },
  { key: "newCar", path: "/new-car-loan", apply: "new-car-loan" },
  { key: "twoWheeler", path: "/two-wheeler-loan", apply: "two-wheeler-loan" },
  { key: "ev", path: "/ev-loan", apply: "ev-loan" },
  { key: "refinance", path: "/refinance", apply: "refinance" },
  { key: "business", path: "/business-loan", apply: "business-loan" },
  { key: "balanceTransfer", path: "/bt-calculator", apply: "balance-transfer" },
] as const;

export const NAV_GROUPS: NavGroup[] = [
  { label: "nav.loans", items: LOAN_PRODUCTS.map((p) => ({ label: `loans.${p.key}`, path: p.path })) },
  {
    label: "nav.calculators",
    items: [
      { label: "calculators.emi", path: "/emi-calculator" },
      { label: "calculators.twoWheeler", path: "/two-wheeler-calculator" },
      { label: "calculators.bt", path: "/bt-calculator" },
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
