import { AppError } from "@loansetu/api/lib/errors";
import { otpCode, otpReference, signUpFields } from "@loansetu/api/partners/fields";
import { registerPartner, sendPartnerOtp, verifyPartnerOtp } from "@loansetu/api/partners/registration";
import { CheckCircle2 } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { appContext } from "../context.ts";
import { commissionRates } from "../features/partners/commission-rates.server.ts";
import { Field, INPUT, OtpInput } from "../features/partners/form-bits.tsx";
import { assertSameOrigin, fieldErrors, formValues } from "../features/partners/partners.server.ts";
import { translatorFor } from "../i18n/catalog.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import { isLocale, type Locale } from "../i18n/locale.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { pageTitle } from "../ui/page-title.ts";
import { useLocale } from "../ui/use-locale.ts";
import { useFocusFirstInvalid, useReveal } from "../ui/use-reveal.ts";
import type { Route } from "./+types/partners-signup";

// `/partners`: a car dealer or DSA signs up as a channel partner. Two plain form steps (they
// work without JavaScript): the details and "Get OTP", then the OTP; the partner then waits for
// operations to approve them in the studio.

export const handle: I18nHandle = { i18n: ["partners", "payouts"] };

const FIELDS = ["kind", "businessName", "contactName", "mobile", "email", "city", "taxId"] as const;
const localeOf = (lang: string | undefined): Locale => (isLocale(lang) ? lang : "en");

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeOf(params.lang);
  const t = translatorFor(locale);
  const { deps } = context.get(appContext);
  return {
    title: t("partners.signup.metaTitle"),
    description: t("partners.signup.metaDescription"),
    // What a partner earns is the first thing a dealer asks: shown before they give any details.
    commission: await commissionRates(deps, locale),
  };
}

type Step = "details" | "otp" | "done";
interface ActionResult {
  step: Step;
  values: Record<string, string>;
  errors: Record<string, true>;
  referenceId?: string;
  message?: string;
}

export async function action({ params, request, context }: Route.ActionArgs): Promise<ActionResult> {
  const locale = localeOf(params.lang);
  const { deps, clientIp, requestId } = context.get(appContext);
  assertSameOrigin(request, deps);
  const form = await request.formData();
  const values = formValues(form, FIELDS);
  const ip = clientIp ?? "127.0.0.1";
  const parsed = signUpFields.safeParse(values);
  if (!parsed.success) return { step: "details", values, errors: fieldErrors(parsed.error) };
  try {
    if (form.get("intent") === "otp") {
      const { id } = await sendPartnerOtp(deps, parsed.data.mobile, ip, locale);
      return { step: "otp", values, errors: {}, referenceId: id };
    }
    const referenceId = otpReference.safeParse(form.get("referenceId"));
    const otp = otpCode.safeParse(String(form.get("otp") ?? "").trim());
    if (!referenceId.success) return { step: "details", values, errors: {} };
    if (!otp.success) return { step: "otp", values, errors: { otp: true }, referenceId: referenceId.data };
    await verifyPartnerOtp(
      deps,
      { referenceId: referenceId.data, code: otp.data, mobile: parsed.data.mobile },
      ip,
      locale,
    );
    await registerPartner(deps, parsed.data, { referenceId: referenceId.data }, { ip, requestId }, locale);
    return { step: "done", values: {}, errors: {} };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const referenceId = String(form.get("referenceId") ?? "");
    const otpStep = form.get("intent") === "verify" && error.code.startsWith("OTP_INCORRECT");
    return {
      step: otpStep ? "otp" : "details",
      values,
      errors: {},
      message: error.message,
      ...(otpStep ? { referenceId } : {}),
    };
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title ?? "Partners") },
  { name: "description", content: loaderData?.description },
];

export default function PartnersSignUp({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  // Only a post on its way holds a second one back: the pages' data reloading after the OTP was sent must
  // not swallow the code's automatic submit (it is typed the moment the box appears).
  const submitting = navigation.state === "submitting";
  const result = actionData;
  const step: Step = result?.step ?? "details";
  const values = result?.values ?? {};
  const errors = result?.errors ?? {};
  const err = (field: string) => (errors[field] ? t(`partners.signup.errors.${field}`) : undefined);
  // Each answer is brought into view: the waiting card that replaces the form takes the focus its button
  // had; a message is scrolled to; field errors put the focus on the first field to fix.
  const waiting = useReveal<HTMLDivElement>(step === "done" ? result : null, { focus: true });
  const message = useReveal<HTMLParagraphElement>(result?.message ? result : null);
  const form = useFocusFirstInvalid<HTMLFormElement>(
    result && !result.message && Object.keys(errors).length ? result : null,
  );

  if (step === "done") {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <div ref={waiting} tabIndex={-1} className="card" role="status" data-testid="partner-waiting">
          <CheckCircle2 aria-hidden className="text-brand-700" size={36} />
          <h1 className="mt-2 text-2xl font-bold text-brand-950">{t("partners.signup.waitingTitle")}</h1>
          <p className="mt-2 text-ink-soft">{t("partners.signup.waitingText")}</p>
        </div>
      </div>
    );
  }

  const locked = step === "otp";
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 md:grid-cols-[3fr_2fr]">
      <div>
        <h1 className="text-3xl font-bold text-brand-950">{t("partners.signup.title")}</h1>
        <p className="mt-2 mb-6 text-ink-soft">{t("partners.signup.intro")}</p>
        <Form
          ref={form}
          method="post"
          // One submission at a time: the OTP box submits itself, and a tap on the button right after
          // must not send the code a second time.
          onSubmit={(event) => submitting && event.preventDefault()}
          className="card space-y-4"
          data-testid="partner-signup-form"
        >
          <fieldset disabled={locked} className="space-y-4">
            <fieldset>
              <legend className="text-sm font-semibold">{t("partners.signup.kind")}</legend>
              <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
                {(["dealer", "dsa"] as const).map((kind) => (
                  <label key={kind} className="flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      name="kind"
                      value={kind}
                      defaultChecked={(values.kind || "dealer") === kind}
                      className="size-5"
                    />
                    {t(`partners.signup.${kind}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <Field id="p-business" label={t("partners.signup.businessName")} error={err("businessName")}>
              {(aria) => (
                <input
                  {...aria}
                  id="p-business"
                  name="businessName"
                  defaultValue={values.businessName}
                  autoComplete="organization"
                  maxLength={120}
                  required
                  className={INPUT}
                />
              )}
            </Field>
            <Field id="p-contact" label={t("partners.signup.contactName")} error={err("contactName")}>
              {(aria) => (
                <input
                  {...aria}
                  id="p-contact"
                  name="contactName"
                  defaultValue={values.contactName}
                  autoComplete="name"
                  maxLength={80}
                  required
                  className={INPUT}
                />
              )}
            </Field>
            <Field id="p-mobile" label={t("partners.signup.mobile")} error={err("mobile")}>
              {(aria) => (
                <input
                  {...aria}
                  id="p-mobile"
                  name="mobile"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={10}
                  defaultValue={values.mobile}
                  required
                  className={INPUT}
                />
              )}
            </Field>
            <Field id="p-email" label={t("partners.signup.email")} error={err("email")}>
              {(aria) => (
                <input
                  {...aria}
                  id="p-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  maxLength={254}
                  defaultValue={values.email}
                  required
                  className={INPUT}
                />
              )}
            </Field>
            <Field id="p-city" label={t("partners.signup.city")} error={err("city")}>
              {(aria) => (
                <input
                  {...aria}
                  id="p-city"
                  name="city"
                  autoComplete="address-level2"
                  maxLength={60}
                  defaultValue={values.city}
                  required
                  className={INPUT}
                />
              )}
            </Field>
            <Field
              id="p-tax"
              label={t("partners.signup.taxId")}
              hint={t("partners.signup.taxIdHint")}
              error={err("taxId")}
            >
              {(aria) => (
                <input
                  {...aria}
                  id="p-tax"
                  name="taxId"
                  autoCapitalize="characters"
                  maxLength={20}
                  defaultValue={values.taxId}
                  required
                  className={`${INPUT} uppercase`}
                />
              )}
            </Field>
          </fieldset>
          {locked ? (
            <>
              {/* The locked details travel again with the OTP (a disabled field is not posted). */}
              {Object.entries(values).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <input type="hidden" name="referenceId" value={result?.referenceId ?? ""} />
              <p className="text-sm text-ink-soft" role="status">
                {t("partners.signup.otpSent", { mobile: values.mobile })}
              </p>
              <OtpInput id="p-otp" error={err("otp")} />
            </>
          ) : null}
          <p
            ref={message}
            role="alert"
            className="min-h-5 text-sm text-danger"
            data-testid="partner-signup-message"
          >
            {result?.message ?? ""}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              name="intent"
              value={locked ? "verify" : "otp"}
              className="btn-primary w-full sm:w-auto"
              disabled={busy}
            >
              {busy
                ? t("partners.signup.working")
                : locked
                  ? t("partners.signup.submit")
                  : t("partners.signup.getOtp")}
            </button>
            {locked ? (
              <Link to={href("/partners")} className="font-semibold text-brand-800 underline" reloadDocument>
                {t("partners.signup.changeDetails")}
              </Link>
            ) : null}
          </div>
        </Form>
      </div>
      <aside className="space-y-3 md:pt-14">
        <ul className="space-y-3">
          {(["benefit1", "benefit2", "benefit3"] as const).map((key) => (
            <li key={key} className="flex gap-2">
              <CheckCircle2 aria-hidden className="mt-0.5 shrink-0 text-brand-700" size={20} />
              <span>{t(`partners.signup.${key}`)}</span>
            </li>
          ))}
        </ul>
        <p>
          <Link to={href("/partner")} className="font-semibold text-brand-800 underline">
            {t("partners.signup.haveAccount")}
          </Link>
        </p>
        <CommissionTable commission={loaderData.commission} />
      </aside>
    </div>
  );
}

function CommissionTable({ commission }: { commission: Route.ComponentProps["loaderData"]["commission"] }) {
  const { t } = useTranslation();
  if (commission.rows.length === 0) return null;
  return (
    <section className="card" aria-labelledby="commission-title" data-testid="partner-commission">
      <h2 id="commission-title" className="text-lg font-semibold text-brand-950">
        {t("partners.signup.commissionTitle")}
      </h2>
      <table className="mt-2 w-full text-sm">
        <thead>
          <tr className="text-left text-ink-soft">
            <th scope="col" className="py-1 pr-2 font-semibold">
              {t("partners.signup.commissionLoan")}
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-semibold">
              {t("partners.signup.commissionRate")}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {t("partners.signup.commissionCap")}
            </th>
          </tr>
        </thead>
        <tbody>
          {commission.rows.map((row) => (
            <tr key={row.product} className="border-t border-line" data-testid="commission-row">
              <th scope="row" className="py-1 pr-2 text-left font-normal">
                {t(`payouts.product.${row.product}`)}
              </th>
              <td className="py-1 pr-2 text-right tabular-nums">{row.rate}</td>
              <td className="py-1 text-right tabular-nums">{row.cap}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-ink-soft" data-testid="commission-note">
        {t("partners.signup.commissionNote", { date: commission.asOf })}
      </p>
    </section>
  );
}
