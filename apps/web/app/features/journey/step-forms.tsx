import type { DetailsPrefill, SavedDetails, StoredProductDetails } from "@loansetu/api/journey/service";
import { formatIndianNumber, formatRupees, formatTextVersion } from "@loansetu/domain/format";
import {
  BUSINESS_TYPES,
  CONSENT_PURPOSES,
  CONSENT_TEXT_VERSION,
  type ConsentPurpose,
  PARTNER_CONSENT,
  PARTNER_CONSENT_TEXT_VERSION,
  tenureChoices,
} from "@loansetu/domain/journey-steps";
import { type ReactNode, useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { useTranslation } from "../../i18n/i18n.ts";
import { useLocale } from "../../ui/use-locale.ts";
import { LOGIN_HASH } from "../auth/login-hash.ts";
import { MobileLoginForm } from "../auth/mobile-login-form.tsx";
import { pushJourneyEvent } from "./analytics.ts";
import { ApplicantFields } from "./applicant-fields.tsx";
import { Field, type FieldErrors } from "./fields.tsx";

/** What the step forms need to know of the product. */
export interface ProductInfo {
  slug: string;
  key: string;
  vehicle: "car" | "two-wheeler" | "electric" | null;
  asksVehicleValue: boolean;
  asksCurrentLoan: boolean;
  asksBusiness: boolean;
  tenure: { min: number; max: number; default: number };
  defaultAmount: number;
}

export interface VehicleGroupData {
  label: string;
  options: { value: number; label: string; price: number }[];
}

/** The submitted values and errors of the last failed save of a step. */
export interface StepFeedback {
  errors: FieldErrors;
  values: Record<string, string>;
  message?: string | undefined;
}

function SaveButton() {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  return (
    <button type="submit" className="btn-primary mt-6 w-full sm:w-auto" disabled={busy}>
      {busy ? t("journey.saving") : t("journey.save")}
    </button>
  );
}

/** A step's form: posts to the page's action, works without JavaScript, reports the submit to the data layer. */
function StepForm({
  intent,
  reference,
  source,
  feedback,
  children,
}: {
  intent: string;
  reference: string;
  source: string;
  feedback: StepFeedback | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const errors = feedback?.errors;
  const hasErrors = errors !== undefined && Object.keys(errors).length > 0;
  // After a failed save (a new errors object from the action), take the person to the first field to correct.
  useEffect(() => {
    if (errors && Object.keys(errors).length > 0) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [errors]);
  return (
    <Form
      ref={form}
      method="post"
      noValidate
      className="card mt-4 sm:p-6"
      onSubmit={() => pushJourneyEvent("journey_step_submit", source, { step: intent })}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="reference" value={reference} />
      {hasErrors ? (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-danger">
          {t("journey.errors.summary")}
        </p>
      ) : null}
      {feedback?.message ? (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-danger">
          {feedback.message}
        </p>
      ) : null}
      {children}
      <SaveButton />
    </Form>
  );
}

/**
 * The login step: the mobile-number form, server-rendered so that a tap before the script arrives is not
 * lost (it posts to the login page, which comes back here after the OTP). Once the script has run, the
 * login dialog (#myaccount) opens over it and brings the person back here, unless the person is already
 * typing into the form: then the form stays theirs.
 */
export function LoginStep({ prefillMobile = null }: { prefillMobile?: string | null }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const location = useLocation();
  useEffect(() => {
    if (window.location.hash === LOGIN_HASH) return;
    const typed = document.querySelector<HTMLInputElement>("#journey-login-mobile");
    if (typed && (typed.value !== (prefillMobile ?? "") || document.activeElement === typed)) return;
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}${window.location.search}${LOGIN_HASH}`,
    );
    window.dispatchEvent(new HashChangeEvent("hashchange"));
  }, [prefillMobile]);
  const next = `${location.pathname}${location.search}`;
  return (
    <div className="card mt-4 sm:p-6" data-prefill-mobile={prefillMobile ?? undefined}>
      <MobileLoginForm
        action={`${href("/login")}?next=${encodeURIComponent(next)}`}
        mobile={prefillMobile ?? ""}
        inputId="journey-login-mobile"
        heading={<h2 className="text-xl font-bold text-brand-950">{t("journey.login.title")}</h2>}
        intro={t("journey.login.text")}
      />
    </div>
  );
}

const value = (feedback: StepFeedback | undefined, name: string, saved: string | number | undefined | null) =>
  feedback?.values[name] ?? (saved === undefined || saved === null ? "" : String(saved));

export function DetailsStep({
  reference,
  source,
  saved,
  prefill = null,
  feedback,
  business,
}: {
  reference: string;
  source: string;
  saved: SavedDetails | null;
  /** The free credit score check's details, for an application with none saved yet. */
  prefill?: DetailsPrefill | null;
  feedback: StepFeedback | undefined;
  business: boolean;
}) {
  const { t } = useTranslation();
  const errors = feedback?.errors ?? {};
  const text = (name: string, saved: string | number | undefined | null) => value(feedback, name, saved);
  const given = saved ?? prefill;
  return (
    <StepForm intent="details" reference={reference} source={source} feedback={feedback}>
      <h2 className="text-xl font-bold text-brand-950">{t("journey.details.title")}</h2>
      <p className="mt-1 text-sm text-ink-soft">{t("journey.details.intro")}</p>
      {!saved && prefill ? (
        <p className="mt-2 text-sm text-ink" data-testid="details-prefilled">
          {t(
            prefill.source === "partner" ? "journey.details.prefilledByPartner" : "journey.details.prefilled",
          )}
        </p>
      ) : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <ApplicantFields
          value={(name) => text(name, name === "pan" ? given?.panMasked : given?.[name])}
          errors={errors}
          panHint={
            saved
              ? t("journey.details.panKept", { masked: saved.panMasked })
              : prefill
                ? t("journey.details.panFromScore", { masked: prefill.panMasked })
                : t("journey.details.panHint")
          }
        />
        <Field name="pincode" label={t("journey.details.pincode")} error={errors.pincode}>
          {(props) => (
            <input
              {...props}
              name="pincode"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              defaultValue={text("pincode", saved?.pincode)}
            />
          )}
        </Field>
        <Field name="employment" label={t("journey.details.employment")} error={errors.employment}>
          {(props) => (
            <select {...props} name="employment" defaultValue={text("employment", saved?.employment)}>
              <option value="">{t("journey.details.choose")}</option>
              <option value="salaried">{t("journey.details.salaried")}</option>
              <option value="self-employed">{t("journey.details.selfEmployed")}</option>
            </select>
          )}
        </Field>
        <Field
          name="netMonthlyIncome"
          label={t("journey.details.netMonthlyIncome")}
          hint={t("journey.details.incomeHint")}
          error={errors.netMonthlyIncome}
        >
          {(props) => (
            <input
              {...props}
              name="netMonthlyIncome"
              inputMode="numeric"
              defaultValue={text(
                "netMonthlyIncome",
                saved ? formatIndianNumber(saved.netMonthlyIncome) : undefined,
              )}
            />
          )}
        </Field>
        {business ? (
          <>
            <Field name="businessType" label={t("journey.details.businessType")} error={errors.businessType}>
              {(props) => (
                <select
                  {...props}
                  name="businessType"
                  defaultValue={text("businessType", saved?.business?.type)}
                >
                  <option value="">{t("journey.details.choose")}</option>
                  {BUSINESS_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`journey.details.businessTypes.${type}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              name="businessYears"
              label={t("journey.details.businessYears")}
              error={errors.businessYears}
            >
              {(props) => (
                <input
                  {...props}
                  name="businessYears"
                  inputMode="numeric"
                  defaultValue={text("businessYears", saved?.business?.years)}
                />
              )}
            </Field>
            <Field
              name="annualTurnover"
              label={t("journey.details.annualTurnover")}
              error={errors.annualTurnover}
            >
              {(props) => (
                <input
                  {...props}
                  name="annualTurnover"
                  inputMode="numeric"
                  defaultValue={text(
                    "annualTurnover",
                    saved?.business ? formatIndianNumber(saved.business.annualTurnover) : undefined,
                  )}
                />
              )}
            </Field>
          </>
        ) : null}
      </div>
    </StepForm>
  );
}

export function ProductStep({
  reference,
  source,
  product,
  saved,
  vehicles,
  feedback,
  prefill = {},
}: {
  reference: string;
  source: string;
  product: ProductInfo;
  saved: StoredProductDetails | null;
  /** Amount and tenure the journey was started with (the home quick start), already validated. */
  prefill?: { amount?: number; tenureMonths?: number };
  vehicles: VehicleGroupData[];
  feedback: StepFeedback | undefined;
}) {
  const { t } = useTranslation();
  const errors = feedback?.errors ?? {};
  const text = (name: string, savedValue: string | number | undefined | null) =>
    value(feedback, name, savedValue);
  const loan = saved?.currentLoan;
  const vehicleLabel =
    product.vehicle === "two-wheeler"
      ? t("journey.product.twoWheeler")
      : product.vehicle === "electric"
        ? t("journey.product.electric")
        : t("journey.product.vehicle");
  return (
    <StepForm intent="product" reference={reference} source={source} feedback={feedback}>
      <h2 className="text-xl font-bold text-brand-950">{t("journey.product.title")}</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {product.vehicle !== null ? (
          <div className="sm:col-span-2">
            <Field
              name="variantId"
              label={vehicleLabel}
              hint={product.asksVehicleValue ? undefined : t("journey.product.vehiclePriceNote")}
              error={errors.variantId}
            >
              {(props) => (
                <select
                  {...props}
                  name="variantId"
                  defaultValue={text("variantId", saved?.vehicle?.variantId)}
                >
                  <option value="">{t("journey.product.vehicleChoose")}</option>
                  {vehicles.map((group) => (
                    <optgroup key={group.label} label={group.label}>
                      {group.options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {product.asksVehicleValue
                            ? `${group.label} ${option.label}`
                            : `${group.label} ${option.label} (${formatRupees(option.price)})`}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              )}
            </Field>
          </div>
        ) : null}
        {product.asksVehicleValue ? (
          <Field
            name="vehicleValue"
            label={t("journey.product.vehicleValue")}
            hint={t("journey.product.vehicleValueHint")}
            error={errors.vehicleValue}
          >
            {(props) => (
              <input
                {...props}
                name="vehicleValue"
                inputMode="numeric"
                defaultValue={text(
                  "vehicleValue",
                  saved?.vehicle ? formatIndianNumber(saved.vehicle.value) : undefined,
                )}
              />
            )}
          </Field>
        ) : null}
        <Field
          name="amount"
          label={t("journey.product.amount")}
          hint={t("journey.product.amountHint")}
          error={errors.amount}
        >
          {(props) => (
            <input
              {...props}
              name="amount"
              inputMode="numeric"
              defaultValue={text(
                "amount",
                formatIndianNumber(saved?.amount ?? prefill.amount ?? product.defaultAmount),
              )}
            />
          )}
        </Field>
        <Field name="tenureMonths" label={t("journey.product.tenure")} error={errors.tenureMonths}>
          {(props) => (
            <select
              {...props}
              name="tenureMonths"
              defaultValue={text(
                "tenureMonths",
                saved?.tenureMonths ?? prefill.tenureMonths ?? product.tenure.default,
              )}
            >
              {tenureChoices(product.tenure).map((months) => (
                <option key={months} value={months}>
                  {t("journey.product.months", { count: months })}
                </option>
              ))}
            </select>
          )}
        </Field>
        {product.asksCurrentLoan ? (
          <>
            {product.slug === "refinance" ? (
              <fieldset className="sm:col-span-2">
                <legend className="text-sm font-semibold">{t("journey.product.hasRunningLoan")}</legend>
                <div className="mt-2 flex gap-6">
                  {(["yes", "no"] as const).map((answer) => (
                    <label key={answer} className="flex items-center gap-2">
                      <input
                        type="radio"
                        name="hasRunningLoan"
                        value={answer}
                        className="size-5 accent-brand-700"
                        defaultChecked={
                          text("hasRunningLoan", loan ? (loan.hasRunningLoan ? "yes" : "no") : undefined) ===
                          answer
                        }
                      />
                      {t(`journey.product.${answer}`)}
                    </label>
                  ))}
                </div>
                {errors.hasRunningLoan ? (
                  <p className="mt-1 text-sm text-danger" data-testid="error-hasRunningLoan">
                    {t(`validation.${errors.hasRunningLoan.id}`)}
                  </p>
                ) : null}
              </fieldset>
            ) : null}
            <Field
              name="currentLender"
              label={t("journey.product.currentLender")}
              error={errors.currentLender}
            >
              {(props) => (
                <input {...props} name="currentLender" defaultValue={text("currentLender", loan?.lender)} />
              )}
            </Field>
            <Field name="outstanding" label={t("journey.product.outstanding")} error={errors.outstanding}>
              {(props) => (
                <input
                  {...props}
                  name="outstanding"
                  inputMode="numeric"
                  defaultValue={text(
                    "outstanding",
                    loan?.outstanding ? formatIndianNumber(loan.outstanding) : undefined,
                  )}
                />
              )}
            </Field>
            <Field name="emisPaid" label={t("journey.product.emisPaid")} error={errors.emisPaid}>
              {(props) => (
                <input
                  {...props}
                  name="emisPaid"
                  inputMode="numeric"
                  defaultValue={text("emisPaid", loan?.hasRunningLoan ? loan.emisPaid : undefined)}
                />
              )}
            </Field>
          </>
        ) : null}
      </div>
    </StepForm>
  );
}

export function ConsentsStep({
  reference,
  source,
  given,
  partner,
  feedback,
}: {
  reference: string;
  source: string;
  /** Consents in force, when the step was saved before; otherwise every box starts unticked. */
  given: (Partial<Record<ConsentPurpose, boolean>> & { shareWithPartner?: boolean }) | null;
  /** The partner whose link brought the customer: one more optional box, naming them. */
  partner: string | null;
  feedback: StepFeedback | undefined;
}) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const errors = feedback?.errors ?? {};
  return (
    <StepForm intent="consents" reference={reference} source={source} feedback={feedback}>
      <h2 className="text-xl font-bold text-brand-950">{t("journey.consents.title")}</h2>
      <p className="mt-1 text-sm text-ink-soft">{t("journey.consents.intro")}</p>
      <input type="hidden" name="textVersion" value={CONSENT_TEXT_VERSION} />
      <ul className="mt-4 space-y-3">
        {CONSENT_PURPOSES.map((purpose) => {
          const error = errors[purpose];
          const ticked = feedback ? feedback.values[purpose] === "on" : given?.[purpose] === true;
          return (
            <li key={purpose} className="rounded-lg border border-line p-3">
              <label className="flex gap-3">
                <input
                  type="checkbox"
                  name={purpose}
                  className="mt-0.5 size-5 shrink-0 accent-brand-700"
                  defaultChecked={ticked}
                  aria-invalid={error !== undefined}
                  aria-describedby={error ? `consent-${purpose}-error` : undefined}
                  data-testid={`consent-${purpose}`}
                />
                <span className="text-sm">{t(`journey.consents.${purpose}`)}</span>
              </label>
              {error ? (
                <p id={`consent-${purpose}-error`} className="mt-1 pl-8 text-sm text-danger">
                  {t(`validation.${error.id}`)}
                </p>
              ) : null}
            </li>
          );
        })}
        {partner ? (
          // Optional and unticked: only this box lets the partner see the customer's name (decision 0057).
          <li className="rounded-lg border border-line p-3">
            <input type="hidden" name="partnerTextVersion" value={PARTNER_CONSENT_TEXT_VERSION} />
            <label className="flex gap-3">
              <input
                type="checkbox"
                name={PARTNER_CONSENT}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
                defaultChecked={
                  feedback ? feedback.values[PARTNER_CONSENT] === "on" : given?.shareWithPartner === true
                }
                data-testid={`consent-${PARTNER_CONSENT}`}
              />
              <span className="text-sm">{t("journey.consents.shareWithPartner", { partner })}</span>
            </label>
          </li>
        ) : null}
      </ul>
      <p className="mt-3 text-xs text-ink-soft">
        {t("journey.consents.required")}{" "}
        {t("journey.consents.version", { version: formatTextVersion(CONSENT_TEXT_VERSION, locale) })} ·{" "}
        <Link to={href("/privacy-policy")} className="underline">
          {t("journey.consents.privacy")}
        </Link>
      </p>
    </StepForm>
  );
}
