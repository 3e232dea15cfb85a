/** JSON-LD builders for the marketing pages (schema.org). */

export function breadcrumbJsonLd(origin: string, crumbs: { label: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: `${origin}${crumb.path}`,
    })),
  };
}

/** A loan product (schema.org LoanOrCredit) offered through LoanSetu, with its indicative rate range. */
export function loanProductJsonLd(
  origin: string,
  page: {
    name: string;
    description: string;
    path: string;
    minRate?: number;
    maxRate?: number;
    provider?: string;
  },
) {
  return {
    "@context": "https://schema.org",
    "@type": "LoanOrCredit",
    name: page.name,
    description: page.description,
    url: `${origin}${page.path}`,
    currency: "INR",
    ...(page.minRate !== undefined
      ? {
          interestRate: {
            "@type": "QuantitativeValue",
            minValue: page.minRate,
            ...(page.maxRate !== undefined ? { maxValue: page.maxRate } : {}),
            unitText: "percent per annum",
          },
        }
      : {}),
    provider: page.provider
      ? { "@type": "BankOrCreditUnion", name: page.provider }
      : { "@type": "Organization", name: "LoanSetu", url: origin },
  };
}

export function organizationJsonLd(
  origin: string,
  company: { legalName: string; brandName: string },
  email: string,
  phone: string,
) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.brandName,
    legalName: company.legalName,
    url: origin,
    logo: `${origin}/favicon.svg`,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      email,
      telephone: phone,
      areaServed: "IN",
    },
  };
}
