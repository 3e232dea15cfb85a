import { randomInt } from "node:crypto";
import {
  applicantDetails,
  applicationConsents,
  applications,
  lenderConsents,
  users,
} from "@loansetu/db/schema";
import { eq } from "@loansetu/db/sql";
import {
  CONSENT_PURPOSES,
  CONSENT_TEXT_VERSION,
  journeyProduct,
  maskPan,
} from "@loansetu/domain/application";
import { LENDER_CONSENT_TERMS_VERSION } from "@loansetu/domain/lender-consent";
import { matchOffers } from "@loansetu/domain/offers";
import { LEAD_STATUS, stagesUpTo } from "@loansetu/domain/pipeline";
import { fileDemoDocuments } from "../../borrower-documents/demo-documents.ts";
import { encryptPan } from "../../journey/pan-crypto.ts";
import { voucherFrom } from "../../journey/service.ts";
import type { ApiDeps } from "../../lib/types.ts";

// Development only (never in production): applicants in every stage of the pipeline, so the studio's
// leads list has something to filter — several products, lenders, cities (by PIN code), sources and
// statuses. Their offers come from the real offer engine; PANs are encrypted like the journey's.

export interface DemoLead {
  reference: string;
  mobile: string;
  name: string;
  product: string;
  completed: number;
  status?: string;
  pincode: string;
  source: string | null;
  score: number;
  income: number;
  amount: number;
  tenureMonths: number;
  daysAgo: number;
  cancelReason?: string;
}

const DEMO_LEADS: DemoLead[] = [
  {
    reference: "LS2611000101",
    mobile: "7000000101",
    name: "Rohit Sharma",
    product: "personal-loan",
    completed: 1,
    pincode: "110017",
    source: "google",
    score: 781,
    income: 90_000,
    amount: 400_000,
    tenureMonths: 36,
    daysAgo: 1,
  },
  {
    reference: "LS2611000102",
    mobile: "7000000102",
    name: "Priya Nair",
    product: "personal-loan",
    completed: 2,
    pincode: "400050",
    source: "facebook",
    score: 742,
    income: 70_000,
    amount: 300_000,
    tenureMonths: 24,
    daysAgo: 2,
  },
  {
    reference: "LS2611000103",
    mobile: "7000000103",
    name: "Imran Khan",
    product: "business-loan",
    completed: 3,
    pincode: "560034",
    source: null,
    score: 720,
    income: 150_000,
    amount: 900_000,
    tenureMonths: 48,
    daysAgo: 3,
  },
  {
    reference: "LS2611000104",
    mobile: "7000000104",
    name: "Meena Iyer",
    product: "personal-loan",
    completed: 4,
    pincode: "600020",
    source: "google",
    score: 805,
    income: 120_000,
    amount: 600_000,
    tenureMonths: 48,
    daysAgo: 4,
  },
  {
    reference: "LS2611000105",
    mobile: "7000000105",
    name: "Arjun Das",
    product: "personal-loan",
    completed: 5,
    pincode: "700019",
    source: "partner",
    score: 768,
    income: 85_000,
    amount: 350_000,
    tenureMonths: 36,
    daysAgo: 6,
  },
  {
    reference: "LS2611000106",
    mobile: "7000000106",
    name: "Kavita Rao",
    product: "personal-loan",
    completed: 6,
    status: LEAD_STATUS.completed,
    pincode: "500081",
    source: "google",
    score: 790,
    income: 95_000,
    amount: 500_000,
    tenureMonths: 48,
    daysAgo: 12,
  },
  {
    reference: "LS2611000107",
    mobile: "7000000107",
    name: "Sunil Patil",
    product: "personal-loan",
    completed: 2,
    status: LEAD_STATUS.cancelled,
    pincode: "411001",
    source: null,
    score: 701,
    income: 60_000,
    amount: 200_000,
    tenureMonths: 24,
    daysAgo: 9,
    cancelReason: "You asked us to stop this application.",
  },
  {
    reference: "LS2611000108",
    mobile: "7000000108",
    name: "Neha Gupta",
    product: "personal-loan",
    completed: 1,
    pincode: "380015",
    source: "facebook",
    score: 755,
    income: 75_000,
    amount: 250_000,
    tenureMonths: 24,
    daysAgo: 0,
  },
  {
    reference: "LS2611000109",
    mobile: "7000000109",
    name: "Vikram Singh",
    product: "business-loan",
    completed: 2,
    pincode: "302001",
    source: "partner",
    score: 735,
    income: 200_000,
    amount: 1_200_000,
    tenureMonths: 60,
    daysAgo: 5,
  },
  {
    reference: "LS2611000110",
    mobile: "7000000110",
    name: "Farah Ali",
    product: "personal-loan",
    completed: 3,
    pincode: "226010",
    source: "google",
    score: 812,
    income: 110_000,
    amount: 700_000,
    tenureMonths: 60,
    daysAgo: 7,
  },
];

const DAY_MS = 86_400_000;

function demoPan(reference: string): string {
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const n = Number(reference.slice(-3));
  return `ABC${letters[n % 26]}P${String(1000 + n).padStart(4, "0")}${letters[(n * 7) % 26]}`;
}

/** Inserts one demo applicant's user, application, details and consents; nothing when it exists. */
export async function insertLead(deps: ApiDeps, lead: DemoLead, createdAt: Date): Promise<void> {
  const db = deps.database.db;
  const [first, ...rest] = lead.name.split(" ");
  await db
    .insert(users)
    .values({ mobile: lead.mobile, firstName: first!, lastName: rest.join(" ") || null })
    .onConflictDoNothing({ target: users.mobile });
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, lead.mobile));
  const product = journeyProduct(lead.product)!;
  const lenders = (await deps.data.get("lenders.json")).lenders;
  const submitted = lead.completed > 0;
  const offers = submitted
    ? matchOffers(lenders, {
        age: 34,
        netMonthlyIncome: lead.income,
        employment: "salaried",
        creditScore: lead.score,
        product: product.key,
        amount: lead.amount,
        tenureMonths: lead.tenureMonths,
      }).eligible
    : [];
  const chosen = offers[0];
  const lender = chosen ? lenders.find((l) => l.id === chosen.lenderId) : undefined;
  const [app] = await db
    .insert(applications)
    .values({
      reference: lead.reference,
      userId: user!.id,
      product: product.slug,
      productsId: product.ids.productsId,
      vendorsId: product.ids.vendorsId,
      status: lead.status ?? LEAD_STATUS.active,
      stages: stagesUpTo(lead.completed),
      name: lead.name,
      personalEmail: `${first!.toLowerCase()}@example.in`,
      steps: { product: { amount: lead.amount, tenureMonths: lead.tenureMonths } },
      utm: lead.source ? { utm_source: lead.source } : {},
      creditScore: lead.score,
      creditBureau: "Sandbox bureau",
      creditCheckedAt: createdAt,
      lenderId: lender?.id ?? null,
      voucher: chosen && lender ? voucherFrom(chosen, lender, lead.reference, createdAt) : null,
      submittedAt: submitted ? createdAt : null,
      sanctionedAt: lead.completed >= 5 ? new Date(createdAt.getTime() + DAY_MS) : null,
      disbursedAt: lead.completed >= 6 ? new Date(createdAt.getTime() + 3 * DAY_MS) : null,
      cancelReason: lead.cancelReason ?? null,
      createdAt,
      updatedAt: createdAt,
    })
    .onConflictDoNothing({ target: applications.reference })
    .returning({ id: applications.id });
  if (!app) return;
  const pan = demoPan(lead.reference);
  await db.insert(applicantDetails).values({
    applicationId: app.id,
    dateOfBirth: "1991-06-15",
    panEncrypted: encryptPan(pan, deps.config.PAN_ENCRYPTION_KEY, app.id),
    panMasked: maskPan(pan),
    pincode: lead.pincode,
    employment: "salaried",
    netMonthlyIncome: lead.income,
  });
  if (lead.completed >= 4 && lender) {
    // The customer accepted through a consent link (Offer accepted), so a sanctioned lead has its letter.
    await db.insert(lenderConsents).values({
      applicationId: app.id,
      lenderId: lender.id,
      jti: `demo-${lead.reference}`,
      status: "approved",
      expiresAt: new Date(createdAt.getTime() + DAY_MS),
      otpVerifiedAt: createdAt,
      termsVersion: LENDER_CONSENT_TERMS_VERSION,
      loanInitiatedChecked: true,
      ckyc: true,
      source: "user",
      decidedAt: new Date(createdAt.getTime() + DAY_MS / 2),
      createdAt,
    });
  }
  await db.insert(applicationConsents).values(
    CONSENT_PURPOSES.map((purpose) => ({
      applicationId: app.id,
      purpose,
      granted: true,
      textVersion: CONSENT_TEXT_VERSION,
      locale: "en",
      givenAt: createdAt,
    })),
  );
}

/** The demo pipeline: idempotent, run at every start outside production. */
export async function seedPipelineDemo(deps: ApiDeps): Promise<void> {
  const now = deps.clock().getTime();
  for (const lead of DEMO_LEADS) await insertLead(deps, lead, new Date(now - lead.daysAgo * DAY_MS));
}

/**
 * Development and browser tests: a fresh submitted application (its offer chosen, at "Application
 * submitted") for the customer with this mobile, created now, so a test can take it through the pipeline.
 */
export async function freshPipelineLead(
  deps: ApiDeps,
  mobile: string,
  name = "Asha Verma",
  options: { documents?: boolean } = {},
): Promise<string> {
  const reference = `LS2612${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;
  await insertLead(
    deps,
    {
      reference,
      mobile,
      name,
      product: "personal-loan",
      completed: 1,
      pincode: "110017",
      source: "test",
      score: 790,
      income: 100_000,
      amount: 500_000,
      tenureMonths: 36,
      daysAgo: 0,
    },
    deps.clock(),
  );
  // Its checklist's documents on file, so the back office can start the credit assessment (decision 0074).
  if (options.documents !== false) await fileDemoDocuments(deps, reference);
  return reference;
}
