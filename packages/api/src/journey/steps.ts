import {
  applicantDetails,
  applicationConsents,
  applications,
  creditChecks,
  users,
} from "@loansetu/db/schema";
import { and, desc, eq, isNull, ne } from "@loansetu/db/sql";
import {
  CONSENT_PURPOSES,
  CONSENT_TEXT_VERSION,
  checkApplicantDetails,
  checkConsents,
  checkProductDetails,
  type Form,
  firstIncompleteStep,
  type JourneyProgress,
  kolkataDate,
  leadStages,
  maskPan,
} from "@loansetu/domain/application";
import { LEAD_STATUS_AT_CREATION } from "@loansetu/domain/journey";
import { PARTNER_CONSENT, PARTNER_CONSENT_TEXT_VERSION } from "@loansetu/domain/journey-steps";
import type { ApiLocale } from "../auth/messages.ts";
import type { User } from "../auth/session-service.ts";
import { CHATBOT_PRODUCTS_ID } from "../chatbot/constants.ts";
import { attributionFor } from "../partners/attribution.ts";
import { freeScoreConsentWithdrawn } from "../privacy/withdrawals.ts";
import type { JourneyContext } from "./context.ts";
import type { DetailsPrefill, JourneyState, SaveResult, StartInput, StoredProductDetails } from "./model.ts";
import { decryptPan, encryptPan } from "./pan-crypto.ts";
import { vehiclesFor } from "./vehicles.ts";

/** The journey's steps: start or resume, the draft, applicant details, product details and consents. */
export function createJourneySteps(ctx: JourneyContext) {
  const {
    deps,
    db,
    now,
    key,
    fail,
    productOf,
    newReference,
    nameIfUnnamed,
    owned,
    detailsOf,
    stateOf,
    assertOpen,
    touch,
  } = ctx;

  /**
   * The customer's newest free credit score check, whose details (name, date of birth, PAN, email) start a
   * new application's details step, unless its consent was withdrawn on My data.
   */
  async function freeScoreCheckOf(user: User) {
    const [check] = await db
      .select()
      .from(creditChecks)
      .where(eq(creditChecks.userId, user.id))
      .orderBy(desc(creditChecks.fetchedAt))
      .limit(1);
    if (!check || (await freeScoreConsentWithdrawn(db, user.id))) return undefined;
    return check;
  }

  /**
   * The full PAN behind a pre-filled mask: a details form that sends back the free score check's mask (the
   * page never holds the PAN itself) means that PAN. Anything else is the PAN as typed.
   */
  async function panOf(user: User, typed: string | undefined): Promise<string | undefined> {
    const masked = typed?.trim().toUpperCase();
    if (!masked?.includes("X")) return typed;
    const check = await freeScoreCheckOf(user);
    return check && check.panMasked === masked ? decryptPan(check.panEncrypted, key, check.id) : typed;
  }

  /** The application a start resumes: the one named, else the latest open one of the product. */
  async function resumable(user: User, input: StartInput, locale: ApiLocale) {
    const product = productOf(input.product, locale);
    if (input.reference) {
      const row = await owned(user, input.reference, locale);
      if (row.product !== product.slug) throw fail("NOT_FOUND", "notFound", locale);
      return { product, row, utm: {} };
    }
    const [open] = await db
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.userId, user.id),
          eq(applications.product, product.slug),
          ne(applications.productsId, CHATBOT_PRODUCTS_ID),
          isNull(applications.submittedAt),
          eq(applications.status, LEAD_STATUS_AT_CREATION),
        ),
      )
      .orderBy(desc(applications.createdAt))
      .limit(1);
    const utm = Object.fromEntries(
      Object.entries(input.utm ?? {}).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
    if (!open) return { product, row: undefined, utm };
    // First touch wins: a resumed application keeps the campaign that started it.
    const fresh = Object.keys(open.utm).length === 0 && Object.keys(utm).length > 0;
    return { product, row: fresh ? await touch(open, { utm }) : open, utm };
  }

  const service = {
    /** Resumes the customer's open application for the product (or the one named), or starts one. */
    async start(user: User, input: StartInput, locale: ApiLocale): Promise<JourneyState> {
      const { product, row: open, utm } = await resumable(user, input, locale);
      if (open) return stateOf(open);
      const at = now();
      const attribution = await attributionFor(db, user.id, input.referral, at);
      const [row] = await db
        .insert(applications)
        .values({
          ...attribution,
          reference: await newReference(),
          userId: user.id,
          product: product.slug,
          productsId: input.productsId ?? product.ids.productsId,
          vendorsId: input.vendorsId ?? product.ids.vendorsId,
          status: LEAD_STATUS_AT_CREATION,
          stages: leadStages(0),
          name: [user.firstName, user.lastName].filter(Boolean).join(" ") || null,
          personalEmail: user.email,
          utm,
          backBtnSlug: input.backBtnSlug ?? null,
          formSource: input.formSource ?? null,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      return stateOf(row!);
    },

    /**
     * What the journey page shows: the application a start would resume, else a draft with no reference
     * that nothing stores. Opening the page (a GET) never creates an application; the first submitted
     * step does (`saveFirstDetails`).
     */
    async open(user: User, input: StartInput, locale: ApiLocale): Promise<JourneyState> {
      const { product, row, utm } = await resumable(user, input, locale);
      if (row) return stateOf(row);
      const at = now().toISOString();
      const progress: JourneyProgress = {
        loggedIn: true,
        details: false,
        product: false,
        consents: false,
        offerChosen: false,
      };
      return {
        reference: "",
        product: product.slug,
        productsId: input.productsId ?? product.ids.productsId,
        vendorsId: input.vendorsId ?? product.ids.vendorsId,
        status: LEAD_STATUS_AT_CREATION,
        stages: leadStages(0),
        backBtnSlug: input.backBtnSlug ?? null,
        utm,
        createdAt: at,
        updatedAt: at,
        submittedAt: null,
        step: firstIncompleteStep(progress),
        progress,
        details: null,
        productDetails: null,
        consents: null,
        referringPartner: null,
        creditScore: null,
        voucher: null,
      };
    },

    /**
     * The details step of a draft: the application is created only once the details are valid, then
     * they are saved on it.
     */
    async saveFirstDetails(
      user: User,
      input: StartInput,
      given: Form,
      locale: ApiLocale,
    ): Promise<SaveResult> {
      const form = { ...given, pan: await panOf(user, given.pan) };
      const product = productOf(input.product, locale);
      const checked = checkApplicantDetails(form, {
        today: kolkataDate(now()),
        business: product.asksBusiness,
      });
      if (!checked.ok) return checked;
      const started = await service.start(user, input, locale);
      return service.saveDetails(user, started.reference, form, locale);
    },

    /**
     * What starts the details step of an application with none saved yet: the free credit score check's
     * name, email, date of birth and PAN, the PAN only as its mask (the full PAN never reaches the page);
     * else, for an application a partner started, the name the partner typed (the customer confirmed the
     * partner before any step opens).
     */
    async detailsPrefill(user: User, reference?: string): Promise<DetailsPrefill | null> {
      const check = await freeScoreCheckOf(user);
      if (check)
        return {
          fullName: check.fullName,
          email: check.email,
          dateOfBirth: check.dateOfBirth,
          panMasked: check.panMasked,
          source: "freeScore",
        };
      if (!reference) return null;
      const row = await owned(user, reference, "en");
      if (row.formSource !== "partner" || !row.name) return null;
      return { fullName: row.name, email: "", dateOfBirth: "", panMasked: "", source: "partner" };
    },

    async state(user: User, reference: string, locale: ApiLocale): Promise<JourneyState> {
      return stateOf(await owned(user, reference, locale));
    },

    /** The applicant details step. A PAN sent back as its mask keeps the stored PAN. */
    async saveDetails(user: User, reference: string, form: Form, locale: ApiLocale): Promise<SaveResult> {
      const row = await owned(user, reference, locale);
      assertOpen(row, locale);
      const product = productOf(row.product, locale);
      const existing = await detailsOf(row);
      const keepPan = existing !== undefined && form.pan?.trim().toUpperCase() === existing.panMasked;
      const pan = keepPan
        ? decryptPan(existing.panEncrypted, key, row.id)
        : existing === undefined
          ? await panOf(user, form.pan)
          : form.pan;
      const checked = checkApplicantDetails(
        { ...form, pan },
        { today: kolkataDate(now()), business: product.asksBusiness },
      );
      if (!checked.ok) return checked;
      const value = checked.value;
      const values = {
        dateOfBirth: value.dateOfBirth,
        panEncrypted: encryptPan(value.pan, key, row.id),
        panMasked: maskPan(value.pan),
        pincode: value.pincode,
        employment: value.employment,
        netMonthlyIncome: value.netMonthlyIncome,
        business: value.business
          ? {
              type: value.business.type,
              years: value.business.years,
              annualTurnover: value.business.annualTurnover,
            }
          : null,
        updatedAt: now(),
      };
      await db
        .insert(applicantDetails)
        .values({ applicationId: row.id, ...values })
        .onConflictDoUpdate({ target: applicantDetails.applicationId, set: values });
      const panChanged =
        existing === undefined || decryptPan(existing.panEncrypted, key, row.id) !== value.pan;
      const updated = await touch(row, {
        name: value.fullName,
        personalEmail: value.email,
        // A new PAN is a new bureau enquiry: the old score is not this person's.
        ...(panChanged ? { creditScore: null, creditBureau: null, creditCheckedAt: null } : {}),
      });
      // The account takes the name and email of its first application (the dashboard greets by name).
      await nameIfUnnamed(user, value.fullName);
      await db
        .update(users)
        .set({ email: value.email, updatedAt: now() })
        .where(and(eq(users.id, user.id), isNull(users.email)));
      return { ok: true, state: await stateOf(updated) };
    },

    /** The product details step (amount, tenure, vehicle, current loan). */
    async saveProduct(user: User, reference: string, form: Form, locale: ApiLocale): Promise<SaveResult> {
      const row = await owned(user, reference, locale);
      assertOpen(row, locale);
      if (!(await stateOf(row)).progress.details) throw fail("BAD_REQUEST", "earlierSteps", locale);
      const product = productOf(row.product, locale);
      const vehicles = product.vehicle ? vehiclesFor(await deps.data.get("car-catalogue.json"), product) : [];
      const checked = checkProductDetails(product, form, (id) => vehicles.find((v) => v.variantId === id));
      if (!checked.ok) return checked;
      const label = vehicles.find((v) => v.variantId === checked.value.vehicle?.variantId)?.label;
      const stored: StoredProductDetails = { ...checked.value, ...(label ? { vehicleLabel: label } : {}) };
      const updated = await touch(row, { steps: { ...row.steps, product: stored } });
      return { ok: true, state: await stateOf(updated) };
    },

    /** The consent step: one row per purpose, given or not, with the text version, language and time. */
    async saveConsents(
      user: User,
      reference: string,
      form: Form & { textVersion?: string; partnerTextVersion?: string },
      locale: ApiLocale,
    ): Promise<SaveResult> {
      const row = await owned(user, reference, locale);
      assertOpen(row, locale);
      const state = await stateOf(row);
      if (!state.progress.details || !state.progress.product)
        throw fail("BAD_REQUEST", "earlierSteps", locale);
      if (form.textVersion !== undefined && form.textVersion !== CONSENT_TEXT_VERSION) {
        throw fail("CONFLICT", "consentVersion", locale);
      }
      if (
        form.partnerTextVersion !== undefined &&
        form.partnerTextVersion !== "" &&
        form.partnerTextVersion !== PARTNER_CONSENT_TEXT_VERSION
      ) {
        throw fail("CONFLICT", "consentVersion", locale);
      }
      const checked = checkConsents(form);
      if (!checked.ok) return checked;
      const givenAt = now();
      // The partner's box is shown (and so recorded, ticked or not) only when a partner's link brought the
      // customer; its answer changes nothing else in the journey.
      const partner = state.referringPartner;
      const partnerTicked = form[PARTNER_CONSENT] === "on" || form[PARTNER_CONSENT] === "true";
      await db.insert(applicationConsents).values([
        ...CONSENT_PURPOSES.map((purpose) => ({
          applicationId: row.id,
          purpose,
          granted: checked.value[purpose],
          textVersion: CONSENT_TEXT_VERSION,
          locale,
          givenAt,
        })),
        ...(partner
          ? [
              {
                applicationId: row.id,
                purpose: PARTNER_CONSENT,
                granted: partnerTicked,
                textVersion: PARTNER_CONSENT_TEXT_VERSION,
                locale,
                givenAt,
              },
            ]
          : []),
      ]);
      return { ok: true, state: await stateOf(await touch(row, {})) };
    },
  };
  return service;
}
