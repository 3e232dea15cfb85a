// The application journey's fixed lists, in a module of its own with no imports, so a page can
// read them without loading the field rules.

/** The journey's steps in order; "login" is skipped for a logged-in customer. */
export const JOURNEY_STEPS = ["login", "details", "product", "consents", "offers"] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];

/** The lead's stages (§3 stage name and isComplete), in the order a loan goes through them. */
export const LEAD_STAGES = [
  "Application submitted",
  "Documents",
  "Credit assessment",
  "Offer accepted",
  "Sanctioned",
  "Disbursed",
] as const;
export type LeadStageName = (typeof LEAD_STAGES)[number];

/** The consents of the consent step: separate, explicit, unticked (DPDP Act 2023). */
export const CONSENT_PURPOSES = ["bureauCheck", "shareWithLenders", "contact"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
/** Offers need the soft bureau check and sharing with lenders; contact by WhatsApp or phone is a free choice. */
export const REQUIRED_CONSENTS: readonly ConsentPurpose[] = ["bureauCheck", "shareWithLenders"];
/** The version of the consent texts shown; stored with each consent. Change it whenever a text changes. */
export const CONSENT_TEXT_VERSION = "2026-11-v2";

/**
 * The optional consent shown only when a partner's link brought the customer: to share their name and the
 * application's status with that partner. Its text names the partner and has its own version, stored with it,
 * so the journey's consent texts (CONSENT_TEXT_VERSION) are unchanged for everyone else.
 */
export const PARTNER_CONSENT = "shareWithPartner";
export const PARTNER_CONSENT_TEXT_VERSION = "2026-11-partner-v1";

export const BUSINESS_TYPES = ["proprietorship", "partnership", "private-limited", "llp"] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/**
 * The tenures (months) the loan details step offers for a product's range: every 6 months up to a
 * 48-month maximum, else every 12 months, from the minimum.
 */
export function tenureChoices({ min, max }: { readonly min: number; readonly max: number }): number[] {
  const step = max <= 48 ? 6 : 12;
  const choices: number[] = [];
  for (let months = min; months <= max; months += step) choices.push(months);
  return choices;
}
