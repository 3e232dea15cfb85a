/**
 * Zod schemas for the reference data files in `data/` (repository root).
 * Each file is `{ asOf, note, ... }`: figures are indicative, dated by `asOf`, and never an offer.
 * The schemas also check what a consumer relies on: unique ids and slugs, rate ranges within the
 * ROI cap (0–30 % a year), min ≤ max, and cross-references inside one file. Cross-file checks
 * (a rate row's lender exists, catalogue cities exist in cities.json) live in the data-files test.
 */
import { z } from "zod";

// ---------------------------------------------------------------------------------------------
// Shared vocabulary
// ---------------------------------------------------------------------------------------------

/** Loan products, as keys of lender product blocks, rate tables and city lists. */
export const PRODUCT_KEYS = [
  "personal",
  "usedCar",
  "newCar",
  "twoWheeler",
  "ev",
  "refinance",
  "balanceTransfer",
  "business",
  "commercialVehicle",
] as const;
export const productKeySchema = z.enum(PRODUCT_KEYS);
export type ProductKey = z.infer<typeof productKeySchema>;

/** Credit score bands, best first. "NA" = no bureau history (new to credit). */
export const CREDIT_BANDS = ["750-900", "700-749", "650-699", "600-649", "NA"] as const;
export const creditBandSchema = z.enum(CREDIT_BANDS);
export type CreditBand = z.infer<typeof creditBandSchema>;

/** Interest rates are capped at 30 % a year (spec §5 ROI rule, §9 calculators). */
export const ROI_MAX = 30;

const isoDate = z.iso.date();
const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lower-case kebab-case slug");
const idSchema = z.number().int().positive();
const rupees = z.number().int().nonnegative();
const nonEmpty = z.string().trim().min(1);
const devanagari = z.string().regex(/[\u0900-\u097F]/, "must contain Hindi (Devanagari) text");
const imagePath = z
  .string()
  .regex(/^\/images\/[a-z0-9/_-]+\.(?:svg|png|webp|jpg)$/, "must be an /images/... path");
const hexColor = z.string().regex(/^#[0-9A-Fa-f]{6}$/, "must be a #RRGGBB colour");
const httpsUrl = z.url({ protocol: /^https$/ });
const email = z.email();
const phone = z.string().regex(/^\+?[0-9][0-9 -]{5,16}[0-9]$/, "must be a phone number");
const roi = z.number().min(0).max(ROI_MAX);

const fileMeta = {
  asOf: isoDate,
  note: z.string().min(40),
};

function duplicatesOf(values: readonly unknown[]): unknown[] {
  const seen = new Set<unknown>();
  const dup = new Set<unknown>();
  for (const v of values) {
    if (seen.has(v)) dup.add(v);
    seen.add(v);
  }
  return [...dup];
}

// ---------------------------------------------------------------------------------------------
// data/car-catalogue.json
// ---------------------------------------------------------------------------------------------

export const FUEL_TYPES = ["petrol", "diesel", "cng", "electric", "hybrid"] as const;
export const CAR_BODY_TYPES = ["hatchback", "sedan", "compact-suv", "suv", "mpv"] as const;
export const TWO_WHEELER_BODY_TYPES = ["motorcycle", "scooter"] as const;

export const priceCitySchema = z.strictObject({
  id: idSchema,
  slug: slugSchema,
  name: nonEmpty,
  /** Multiplier on the Delhi base price (state tax and logistics differences). */
  priceFactor: z.number().min(0.97).max(1.04),
});
export type PriceCity = z.infer<typeof priceCitySchema>;

export const carVariantSchema = z.strictObject({
  id: idSchema,
  slug: slugSchema,
  name: nonEmpty,
  fuel: z.enum(FUEL_TYPES),
  transmission: z.enum(["manual", "automatic"]),
  /** Indicative ex-showroom price in Delhi, rupees. */
  exShowroomPrice: rupees.min(100_000),
});
export type CarVariant = z.infer<typeof carVariantSchema>;

export const carModelSchema = z.strictObject({
  id: idSchema,
  slug: slugSchema,
  name: nonEmpty,
  bodyType: z.enum(CAR_BODY_TYPES),
  /** Whether the model is traded used (offered in used-car and refinance asset lookups). */
  used: z.boolean(),
  modelImage: imagePath,
  variants: z.array(carVariantSchema).min(2).max(4),
});
export type CarModel = z.infer<typeof carModelSchema>;

export const carBrandSchema = z.strictObject({
  id: idSchema,
  slug: slugSchema,
  name: nonEmpty,
  models: z.array(carModelSchema).min(1),
});
export type CarBrand = z.infer<typeof carBrandSchema>;

export const twoWheelerVariantSchema = z.strictObject({
  id: idSchema,
  slug: slugSchema,
  name: nonEmpty,
  fuel: z.enum(["petrol", "electric", "cng"]),
  exShowroomPrice: rupees.min(30_000),
});
export type TwoWheelerVariant = z.infer<typeof twoWheelerVariantSchema>;

export const twoWheelerModelSchema = z.strictObject({
  id: idSchema,
  slug: slugSchema,
  name: nonEmpty,
  bodyType: z.enum(TWO_WHEELER_BODY_TYPES),
  used: z.boolean(),
  modelImage: imagePath,
  variants: z.array(twoWheelerVariantSchema).min(2).max(4),
});
export type TwoWheelerModel = z.infer<typeof twoWheelerModelSchema>;

export const twoWheelerBrandSchema = z.strictObject({
  id: idSchema,
  slug: slugSchema,
  name: nonEmpty,
  models: z.array(twoWheelerModelSchema).min(1),
});
export type TwoWheelerBrand = z.infer<typeof twoWheelerBrandSchema>;

export const carCatalogueSchema = z
  .strictObject({
    ...fileMeta,
    currency: z.literal("INR"),
    pricing: z.strictObject({ baseCitySlug: slugSchema, roundTo: z.literal(1000) }),
    cities: z.array(priceCitySchema).min(20),
    brands: z.array(carBrandSchema).min(15),
    twoWheelerBrands: z.array(twoWheelerBrandSchema).min(6),
  })
  .superRefine((cat, ctx) => {
    const fail = (message: string, path: PropertyKey[] = []) =>
      ctx.addIssue({ code: "custom", message, path });
    const allBrands: {
      id: number;
      slug: string;
      models: { id: number; slug: string; variants: { id: number; slug: string }[] }[];
    }[] = [...cat.brands, ...cat.twoWheelerBrands];
    const allModels = allBrands.flatMap((b) => b.models);
    const allVariants = allModels.flatMap((m) => m.variants);
    const checks: [string, unknown[], PropertyKey[]][] = [
      ["city id", cat.cities.map((c) => c.id), ["cities"]],
      ["city slug", cat.cities.map((c) => c.slug), ["cities"]],
      ["brand id (makeId)", allBrands.map((b) => b.id), ["brands"]],
      ["car brand slug", cat.brands.map((b) => b.slug), ["brands"]],
      ["two-wheeler brand slug", cat.twoWheelerBrands.map((b) => b.slug), ["twoWheelerBrands"]],
      ["model id (modelId)", allModels.map((m) => m.id), ["brands"]],
      ["variant id (variantId)", allVariants.map((v) => v.id), ["brands"]],
    ];
    for (const [label, values, path] of checks) {
      for (const d of duplicatesOf(values)) fail(`duplicate ${label}: ${String(d)}`, path);
    }
    for (const b of allBrands) {
      for (const d of duplicatesOf(b.models.map((m) => m.slug)))
        fail(`duplicate model slug ${String(d)} in ${b.slug}`);
      for (const m of b.models) {
        for (const d of duplicatesOf(m.variants.map((v) => v.slug))) {
          fail(`duplicate variant slug ${String(d)} in ${b.slug}/${m.slug}`);
        }
      }
    }
    const base = cat.cities.find((c) => c.slug === cat.pricing.baseCitySlug);
    if (!base) fail(`base city ${cat.pricing.baseCitySlug} is not in cities`, ["pricing", "baseCitySlug"]);
    else if (base.priceFactor !== 1)
      fail("the base city must have priceFactor 1", ["pricing", "baseCitySlug"]);
  });
export type CarCatalogue = z.infer<typeof carCatalogueSchema>;

// ---------------------------------------------------------------------------------------------
// data/lenders.json
// ---------------------------------------------------------------------------------------------

/** [min, max] interest rate in % a year, reducing balance. */
export const rateRangeSchema = z
  .tuple([roi, roi])
  .refine(([min, max]) => min <= max, { message: "rate range min must not exceed max" });
export type RateRange = z.infer<typeof rateRangeSchema>;

/** Rate range per credit band; the top band is always served, a missing band is not served. */
export const interestRateByBandSchema = z.strictObject({
  "750-900": rateRangeSchema,
  "700-749": rateRangeSchema.optional(),
  "650-699": rateRangeSchema.optional(),
  "600-649": rateRangeSchema.optional(),
  NA: rateRangeSchema.optional(),
});
export type InterestRateByBand = z.infer<typeof interestRateByBandSchema>;

export const processingFeeSchema = z
  .strictObject({
    /** Percent of the loan amount, before GST. */
    percent: z.number().min(0).max(5),
    minRupees: rupees,
    maxRupees: rupees,
  })
  .refine((f) => f.minRupees <= f.maxRupees, {
    message: "processing fee minRupees must not exceed maxRupees",
  });
export type ProcessingFee = z.infer<typeof processingFeeSchema>;

export const ltvSchema = z.strictObject({
  percent: z.number().gt(0).max(100),
  basis: z.enum(["ex-showroom", "on-road", "valuation"]),
});

export const maxAmountSchema = z
  .strictObject({
    /** Times the applicant's net monthly income. */
    incomeMultiple: z.number().positive(),
    capRupees: rupees.positive(),
    minRupees: rupees.positive(),
    /** Vehicle loans: at most this percent of the vehicle's value on the given basis. */
    ltv: ltvSchema.optional(),
  })
  .refine((a) => a.minRupees < a.capRupees, { message: "maxAmount minRupees must be below capRupees" });

export const chargeSchema = z.strictObject({
  name: nonEmpty,
  text: nonEmpty,
  /** Fixed amount in rupees (before GST) when the charge is a flat fee. */
  rupees: rupees.optional(),
});
export type Charge = z.infer<typeof chargeSchema>;

export const foreclosureSchema = z.strictObject({
  /** EMIs that must be paid before foreclosure is allowed. */
  minEmisBefore: z.number().int().nonnegative(),
  /** Percent of the principal outstanding, before GST. */
  chargePercent: z.number().min(0).max(10),
  partPrepaymentAllowed: z.boolean(),
  text: nonEmpty,
});

export const lenderProductSchema = z
  .strictObject({
    rateType: z.enum(["fixed", "floating"]),
    secured: z.boolean(),
    interestRateByBand: interestRateByBandSchema,
    /** Lower both ends of the band's range by rateDeltaPct (≤ 0) at or above this income; apply the largest. */
    incomeRateAdjustments: z.array(
      z.strictObject({ minNetMonthlyIncome: rupees, rateDeltaPct: z.number().min(-2).max(0) }),
    ),
    processingFee: processingFeeSchema,
    maxAmount: maxAmountSchema,
    tenureMonths: z
      .strictObject({ min: z.number().int().min(1), max: z.number().int().max(120) })
      .refine((t) => t.min <= t.max, { message: "tenure min must not exceed max" }),
    minAge: z.number().int().min(18).max(70),
    maxAgeAtMaturity: z.number().int().max(80),
    minNetMonthlyIncome: rupees,
    employmentTypes: z.array(z.enum(["salaried", "self-employed"])).min(1),
    vehicleTypes: z
      .array(z.enum(["car", "two-wheeler"]))
      .min(1)
      .optional(),
    minEmisPaid: z.number().int().positive().optional(),
    minBusinessVintageYears: z.number().positive().optional(),
    minAnnualTurnoverRupees: rupees.optional(),
    otherCharges: z.array(chargeSchema),
    penalCharges: z.string().min(10),
    foreclosure: foreclosureSchema,
    notes: z.string().optional(),
  })
  .superRefine((p, ctx) => {
    const fail = (message: string, path: PropertyKey[] = []) =>
      ctx.addIssue({ code: "custom", message, path });
    if (p.minAge >= p.maxAgeAtMaturity) fail("minAge must be below maxAgeAtMaturity", ["minAge"]);
    // A worse scored band never starts cheaper than a better one.
    let prev: number | undefined;
    for (const band of ["750-900", "700-749", "650-699", "600-649"] as const) {
      const range = p.interestRateByBand[band];
      if (!range) continue;
      if (prev !== undefined && range[0] < prev)
        fail(`band ${band} starts below a better band`, ["interestRateByBand"]);
      prev = range[0];
    }
    if (p.rateType === "floating" && p.foreclosure.chargePercent !== 0) {
      fail("floating-rate loans to individuals carry no foreclosure charge", [
        "foreclosure",
        "chargePercent",
      ]);
    }
  });
export type LenderProduct = z.infer<typeof lenderProductSchema>;

export const RBI_REGISTRATION_TYPES = [
  "Scheduled Commercial Bank",
  "Small Finance Bank",
  "NBFC-ICC",
  "NBFC-MFI",
  "Housing Finance Company",
] as const;

export const lenderSchema = z
  .strictObject({
    id: idSchema,
    slug: slugSchema,
    /** Legal name. */
    name: nonEmpty,
    /** Display name used in tables and as `bankname`. */
    shortName: nonEmpty,
    /** Monogram letters for the SVG logo. */
    initials: z.string().regex(/^[A-Z&]{2,5}$/),
    /** Monogram background; the badge's initials (white or dark, domain lender-badge) keep at least 4.5:1 on it. */
    color: hexColor,
    /** Path where the web app serves the SVG monogram (drawn from initials and color). */
    logo: imagePath,
    rbiRegistrationType: z.enum(RBI_REGISTRATION_TYPES),
    /**
     * The lender's RBI registration: a bank's banking licence or an NBFC's certificate of registration.
     * `placeholder` while the number is a stand-in (as of the file's registrationsAsOf), not yet taken from
     * RBI's published lists; the About page says so beside it.
     */
    rbiRegistration: z.strictObject({
      kind: z.enum(["bankLicence", "certificateOfRegistration"]),
      number: z.string().regex(/^[A-Z0-9][A-Z0-9.\-/: ]{2,40}$/),
      placeholder: z.boolean(),
    }),
    bankSector: z.enum(["public", "private"]).optional(),
    /** Layer under RBI's scale-based regulation of NBFCs. */
    nbfcLayer: z.enum(["Base", "Middle", "Upper", "Top"]).optional(),
    headquarters: nonEmpty,
    website: httpsUrl,
    customerCareContact: phone,
    customerCareEmail: email,
    /** Show customerCareEmail as a mailto link (false when the lender prefers its web form). */
    showMailtoLink: z.boolean(),
    customerFeedbackLink: httpsUrl,
    privacyPolicyLink: httpsUrl,
    grievanceOfficer: z.strictObject({
      /** null until taken from the lender's published grievance page; show the designation instead. */
      name: nonEmpty.nullable(),
      designation: nonEmpty,
      email,
      phone,
    }),
    /** Date the contact details were last checked against the lender's site; null = not yet verified. */
    contactsVerifiedOn: isoDate.nullable(),
    /** Cooling-off period (days) in which the borrower may exit by repaying principal and proportionate APR. */
    coolingOffDays: z.number().int().min(1),
    /**
     * Hours the lender promises for each step it owes on a shared application (decision from the sharing,
     * sanction from the borrower's acceptance, disbursal from the sanction); `placeholder` while it is
     * LoanSetu's assumption (as of the file's promisedHoursAsOf), not the lender's agreement.
     * `noDuesCertificate` runs from the lender's report that the loan is closed (My loan offers a
     * grievance in one tap once it has passed without a certificate).
     */
    promisedHours: z.strictObject({
      decision: z.number().int().min(1).max(720),
      sanction: z.number().int().min(1).max(720),
      disbursal: z.number().int().min(1).max(720),
      noDuesCertificate: z.number().int().min(1).max(720),
      placeholder: z.boolean(),
    }),
    products: z.partialRecord(productKeySchema, lenderProductSchema),
  })
  .superRefine((l, ctx) => {
    if (Object.keys(l.products).length === 0) {
      ctx.addIssue({ code: "custom", message: "a lender offers at least one product", path: ["products"] });
    }
    const isBank = l.rbiRegistrationType.endsWith("Bank");
    if (isBank !== (l.rbiRegistration.kind === "bankLicence")) {
      ctx.addIssue({
        code: "custom",
        message: "a bank holds a banking licence, any other lender a certificate of registration",
        path: ["rbiRegistration", "kind"],
      });
    }
    if (isBank && !l.bankSector)
      ctx.addIssue({ code: "custom", message: "banks need bankSector", path: ["bankSector"] });
    if (!isBank && l.bankSector) {
      ctx.addIssue({ code: "custom", message: "bankSector is for banks only", path: ["bankSector"] });
    }
  });
export type Lender = z.infer<typeof lenderSchema>;

export const lendersFileSchema = z
  .strictObject({
    ...fileMeta,
    /** The date the lenders' RBI registration numbers were last checked (or set as placeholders). */
    registrationsAsOf: isoDate,
    /** The date the lenders' promised times per step were last set (placeholders until agreements say). */
    promisedHoursAsOf: isoDate,
    gstPercent: z.number().min(0).max(28),
    creditBands: z.array(creditBandSchema).min(1),
    products: z.array(productKeySchema).min(1),
    lenders: z.array(lenderSchema).min(12),
  })
  .superRefine((file, ctx) => {
    for (const [label, values] of [
      ["lender id", file.lenders.map((l) => l.id)],
      ["lender slug", file.lenders.map((l) => l.slug)],
      ["lender shortName", file.lenders.map((l) => l.shortName)],
    ] as const) {
      for (const d of duplicatesOf(values)) {
        ctx.addIssue({ code: "custom", message: `duplicate ${label}: ${String(d)}`, path: ["lenders"] });
      }
    }
  });
export type LendersFile = z.infer<typeof lendersFileSchema>;

// ---------------------------------------------------------------------------------------------
// data/interest-rates.json
// ---------------------------------------------------------------------------------------------

/** A bank rate row (spec §3: logo, bankname, interest, pf) plus the lender it belongs to. */
export const interestRateRowSchema = z.strictObject({
  lenderId: idSchema,
  bankname: nonEmpty,
  logo: imagePath,
  /** Starting rate, % a year (the lender's 750-900 band minimum). */
  interest: roi,
  /** Processing fee, % of the loan amount before GST. */
  pf: z.number().min(0).max(5),
});
export type InterestRateRow = z.infer<typeof interestRateRowSchema>;

export const interestRateTableSchema = z
  .strictObject({
    product: productKeySchema,
    rows: z.array(interestRateRowSchema).min(1),
  })
  .superRefine((t, ctx) => {
    for (const d of duplicatesOf(t.rows.map((r) => r.lenderId))) {
      ctx.addIssue({
        code: "custom",
        message: `lender ${String(d)} appears twice in ${t.product}`,
        path: ["rows"],
      });
    }
  });
export type InterestRateTable = z.infer<typeof interestRateTableSchema>;

export const interestRatesFileSchema = z
  .strictObject({
    ...fileMeta,
    interestRateTables: z.array(interestRateTableSchema).min(1),
  })
  .superRefine((file, ctx) => {
    for (const d of duplicatesOf(file.interestRateTables.map((t) => t.product))) {
      ctx.addIssue({
        code: "custom",
        message: `duplicate table for ${String(d)}`,
        path: ["interestRateTables"],
      });
    }
  });
export type InterestRatesFile = z.infer<typeof interestRatesFileSchema>;

// ---------------------------------------------------------------------------------------------
// data/cities.json
// ---------------------------------------------------------------------------------------------

export const citySchema = z.strictObject({
  id: idSchema,
  slug: slugSchema,
  name: nonEmpty,
  nameHi: devanagari,
  state: nonEmpty,
  stateHi: devanagari,
  imgUrl: imagePath,
});
export type City = z.infer<typeof citySchema>;

export const citiesFileSchema = z
  .strictObject({
    ...fileMeta,
    cities: z.array(citySchema).min(20),
    /** City slugs where each product is offered (every product must be listed). */
    products: z.record(productKeySchema, z.array(slugSchema).min(1)),
  })
  .superRefine((file, ctx) => {
    for (const d of duplicatesOf(file.cities.map((c) => c.id))) {
      ctx.addIssue({ code: "custom", message: `duplicate city id ${String(d)}`, path: ["cities"] });
    }
    for (const d of duplicatesOf(file.cities.map((c) => c.slug))) {
      ctx.addIssue({ code: "custom", message: `duplicate city slug ${String(d)}`, path: ["cities"] });
    }
    const known = new Set(file.cities.map((c) => c.slug));
    for (const [product, slugs] of Object.entries(file.products)) {
      for (const s of slugs) {
        if (!known.has(s))
          ctx.addIssue({ code: "custom", message: `unknown city ${s}`, path: ["products", product] });
      }
      for (const d of duplicatesOf(slugs)) {
        ctx.addIssue({ code: "custom", message: `duplicate city ${String(d)}`, path: ["products", product] });
      }
    }
  });
export type CitiesFile = z.infer<typeof citiesFileSchema>;

// ---------------------------------------------------------------------------------------------
// data/site.json
// ---------------------------------------------------------------------------------------------

export const siteSchema = z.strictObject({
  ...fileMeta,
  support: z.strictObject({ email, phone, whatsapp: phone, hours: nonEmpty, hoursHi: devanagari }),
  grievanceOfficer: z.strictObject({
    name: nonEmpty,
    designation: nonEmpty,
    email,
    phone,
    address: nonEmpty,
    hours: nonEmpty,
    hoursHi: devanagari,
    acknowledgeWithinDays: z.number().int().positive(),
    resolveWithinDays: z.number().int().positive(),
    escalation: z.strictObject({
      afterDays: z.number().int().positive(),
      name: nonEmpty,
      nameHi: devanagari,
      url: httpsUrl,
      text: nonEmpty,
      textHi: devanagari,
    }),
  }),
  company: z.strictObject({
    legalName: nonEmpty,
    brandName: nonEmpty,
    /** Placeholder (listed in `placeholders`) until the company is registered. */
    cin: z.string().regex(/^[UL]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/, "must look like a CIN"),
    registeredAddress: nonEmpty,
    registeredAddressHi: devanagari,
    website: httpsUrl,
    role: nonEmpty,
    roleHi: devanagari,
    /** How the offers list is ordered: the About page states it and the chatbot answers from it. */
    ranking: nonEmpty,
    rankingHi: devanagari,
  }),
  /** Dotted paths of values that are stand-ins to replace before launch. */
  placeholders: z.array(nonEmpty),
});
export type Site = z.infer<typeof siteSchema>;

// ---------------------------------------------------------------------------------------------
// data/news.json (testimonials are customer reviews in the database)
// ---------------------------------------------------------------------------------------------

export const newsItemSchema = z.strictObject({
  id: idSchema,
  /** Publication. */
  name: nonEmpty,
  date: isoDate,
  /** Headline. */
  content: nonEmpty,
  contentHi: devanagari,
  url: httpsUrl,
  imgname: imagePath,
  gtmAction: z.string().regex(/^[a-z0-9_]+$/),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsFileSchema = z.strictObject({
  ...fileMeta,
  /** Real coverage only (decision 0044): empty until there is some, never a sample. */
  news: z.array(
    newsItemSchema.refine((item) => !/(^|\.)example\.(com|org|net)$/.test(new URL(item.url).hostname), {
      message: "Press items link to the real article, never a sample address",
    }),
  ),
});
export type NewsFile = z.infer<typeof newsFileSchema>;

// ---------------------------------------------------------------------------------------------
// data/product-pages.json (product pages' content in English and Hindi)
// ---------------------------------------------------------------------------------------------

const listBlockSchema = z.strictObject({
  title: nonEmpty,
  /** Sub-lists, e.g. salaried and self-employed; a block with one group shows no group heading. */
  groups: z.array(z.strictObject({ title: nonEmpty.optional(), items: z.array(nonEmpty).min(1) })).min(1),
});

export const productPageTextSchema = z.strictObject({
  metaTitle: nonEmpty,
  metaDescription: z.string().min(50).max(170),
  /** Breadcrumb label. */
  crumb: nonEmpty,
  heading: nonEmpty,
  tag: nonEmpty,
  subHeading: nonEmpty,
  cta: nonEmpty,
  intro: z.array(nonEmpty).min(1),
  eligibility: listBlockSchema.optional(),
  documents: listBlockSchema.optional(),
  /** The step-by-step guide. */
  guide: z.array(z.strictObject({ title: nonEmpty, text: nonEmpty })).min(3),
  /** Refinance's layover block: a short offer that floats at the bottom. */
  layover: z.strictObject({ title: nonEmpty, text: nonEmpty }).optional(),
  /** Commercial vehicle foreclosure cards. */
  foreclosure: z.array(z.strictObject({ title: nonEmpty, text: nonEmpty })).optional(),
});
export type ProductPageText = z.infer<typeof productPageTextSchema>;

export const productPageSchema = z
  .strictObject({
    slug: slugSchema,
    /** The lender data's product key: the rate table and the city list. */
    product: productKeySchema,
    /** The `/apply/{product}` slug the journey button goes to. */
    apply: slugSchema,
    /** FAQ category of content/{en,hi}/faq shown as the options FAQ. */
    faqCategory: slugSchema,
    /** Blocks this page shows beyond the common ones. */
    blocks: z.array(z.enum(["emiFormula", "blogForm", "layover", "foreclosure", "businessBanner"])),
    en: productPageTextSchema,
    hi: productPageTextSchema,
  })
  .superRefine((page, ctx) => {
    for (const field of ["heading", "subHeading", "cta"] as const) {
      if (!/[\u0900-\u097F]/.test(page.hi[field]))
        ctx.addIssue({ code: "custom", message: "must be Hindi", path: ["hi", field] });
    }
  });
export type ProductPage = z.infer<typeof productPageSchema>;

export const productPagesFileSchema = z
  .strictObject({ ...fileMeta, pages: z.array(productPageSchema).min(1) })
  .superRefine((file, ctx) => {
    for (const d of duplicatesOf(file.pages.map((p) => p.slug))) {
      ctx.addIssue({ code: "custom", message: `duplicate page ${String(d)}`, path: ["pages"] });
    }
  });
export type ProductPagesFile = z.infer<typeof productPagesFileSchema>;

// ---------------------------------------------------------------------------------------------
// data/payout-grid.json
// ---------------------------------------------------------------------------------------------

/** One cell of the payout grid: a lender's product pays `rateBps` of the disbursed amount, at most the cap. */
export const payoutGridRowSchema = z.strictObject({
  lenderId: idSchema,
  product: productKeySchema,
  /** Basis points of the disbursed amount (100 = 1 %), at most 10 %. */
  rateBps: z.number().int().min(0).max(1000),
  /** The most one loan pays, before GST and TDS. */
  capRupees: rupees.max(10_000_000),
});
export type PayoutGridRow = z.infer<typeof payoutGridRowSchema>;

export const payoutGridFileSchema = z
  .strictObject({ ...fileMeta, rows: z.array(payoutGridRowSchema).min(1) })
  .superRefine((file, ctx) => {
    for (const d of duplicatesOf(file.rows.map((r) => `${r.lenderId}/${r.product}`))) {
      ctx.addIssue({ code: "custom", message: `duplicate grid row ${String(d)}`, path: ["rows"] });
    }
  });
export type PayoutGridFile = z.infer<typeof payoutGridFileSchema>;

// ---------------------------------------------------------------------------------------------
// File name → schema
// ---------------------------------------------------------------------------------------------

// Sales Grand Prix: prize tiers by month.
const grandPrixTierSchema = z.strictObject({
  id: z.enum(["bronze", "silver", "gold"]),
  /** Rupees disbursed in the month to reach the tier. */
  minAmount: rupees,
  prize: nonEmpty,
  prizeHi: devanagari,
});
export const salesGrandPrixFileSchema = z.strictObject({
  ...fileMeta,
  months: z
    .array(
      z.strictObject({
        month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
        tiers: z.array(grandPrixTierSchema).min(1).max(5),
      }),
    )
    .min(1),
});
export type GrandPrixTier = z.infer<typeof grandPrixTierSchema>;

// data/document-checklist.json: the documents each product needs (and a lender's own additions), dated and
// marked indicative, since a lender's list is its own and changes.
export const DOCUMENT_KINDS = [
  "pan",
  "addressProof",
  "salarySlips",
  "bankStatement",
  "itr",
  "businessProof",
  "vehicleQuotation",
  "vehicleRc",
  "loanStatement",
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
const documentKindList = z.array(z.enum(DOCUMENT_KINDS)).max(DOCUMENT_KINDS.length);
export const documentChecklistFileSchema = z.strictObject({
  ...fileMeta,
  indicative: z.literal(true),
  products: z.record(
    productKeySchema,
    z.strictObject({ required: documentKindList.min(1), optional: documentKindList }),
  ),
  lenders: z.array(
    z.strictObject({
      lenderId: z.number().int().positive(),
      product: productKeySchema,
      required: documentKindList.min(1),
    }),
  ),
});
export type DocumentChecklistFile = z.infer<typeof documentChecklistFileSchema>;

export const DATA_FILE_SCHEMAS = {
  "document-checklist.json": documentChecklistFileSchema,
  "car-catalogue.json": carCatalogueSchema,
  "lenders.json": lendersFileSchema,
  "interest-rates.json": interestRatesFileSchema,
  "cities.json": citiesFileSchema,
  "site.json": siteSchema,
  "news.json": newsFileSchema,
  "product-pages.json": productPagesFileSchema,
  "sales-grand-prix.json": salesGrandPrixFileSchema,
  "payout-grid.json": payoutGridFileSchema,
} as const;
export type DataFileName = keyof typeof DATA_FILE_SCHEMAS;
export type DataFile<N extends DataFileName> = z.infer<(typeof DATA_FILE_SCHEMAS)[N]>;
