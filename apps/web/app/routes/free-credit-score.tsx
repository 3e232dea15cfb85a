import { CREDIT_BUREAUS, findBureau } from "@loansetu/api/content/bureaus";
import { kolkataDate } from "@loansetu/domain/application";
import { CREDIT_SCORE_JOURNEY, creditScoreBackSlug } from "@loansetu/domain/journey";
import { ArrowLeft, ShieldCheck } from "lucide-react";
import { Form, Link, redirect, useNavigation } from "react-router";
import type { LoginHandle } from "../features/auth/login-hash.ts";
import { controlCharacterRefusal, creditCheckContext } from "../features/credit-score/credit-check.server.ts";
import { localeOf } from "../features/dashboard/dashboard.server.ts";
import { ApplicantFields } from "../features/journey/applicant-fields.tsx";
import type { FieldErrors } from "../features/journey/fields.tsx";
import { isAppError } from "../features/journey/journey.server.ts";
import { LoginStep } from "../features/journey/step-forms.tsx";
import { translatorFor } from "../i18n/catalog.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import { localePath } from "../i18n/locale.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { pageTitle } from "../ui/page-title.ts";
import { useLocale } from "../ui/use-locale.ts";
import type { Route } from "./+types/free-credit-score";

// The free credit score journey (spec §7 credit score product 17, back slug /{bureau}-score-check):
// the existing OTP login, then name, email, date of birth and PAN (the loan journey's applicant fields),
// then one unticked soft-enquiry consent. A returning customer finds what is known filled in; a score under
// 30 days old is shown at once on the insights page, without asking the bureau again. A plain form posting
// to this route: works without JS.

export const handle: LoginHandle & I18nHandle = {
  loginReturnsHere: true,
  i18n: ["score", "journey", "dashboard"],
};

function bureauOf(params: { bureau?: string }) {
  const bureau = findBureau(params.bureau ?? CREDIT_BUREAUS[0]!.slug);
  if (!bureau) throw new Response("Not Found", { status: 404 });
  return bureau;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const t = translatorFor(locale);
  const bureau = bureauOf(params);
  const { customer, service, deps } = creditCheckContext(context);
  const base = {
    title: t("score.check.title", { bureau: bureau.name[locale] }),
    bureau: { slug: bureau.slug, name: bureau.name[locale] },
    back: creditScoreBackSlug(bureau.slug),
    productsId: CREDIT_SCORE_JOURNEY.productsId,
  };
  if (!customer) return { ...base, view: "login" as const };
  const current = await service.current(customer.user);
  if (current && !current.isScoreExpire) throw redirect(localePath(locale, "/credit-insights"));
  return {
    ...base,
    view: "form" as const,
    known: await service.known(customer.user),
    refresh: current !== null,
    today: kolkataDate(deps.clock()),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  const bureau = bureauOf(params);
  const { customer, service, clientIp, requestId } = creditCheckContext(context);
  if (!customer) throw redirect(localePath(locale, `/free-credit-score/${bureau.slug}`));
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const values = {
    fullName: text("fullName") ?? "",
    email: text("email") ?? "",
    dateOfBirth: text("dateOfBirth") ?? "",
    pan: text("pan") ?? "",
  };
  // A control character (a NUL) in any field is refused here, as the API refuses it.
  const refused = controlCharacterRefusal(Object.values(values), locale);
  if (refused) return { errors: {} as FieldErrors, values, message: refused, panConflict: false };
  try {
    const result = await service.check(
      customer.user,
      {
        bureau: bureau.slug,
        ...values,
        consent: form.get("consent") === "on",
        confirmPanChange: form.get("confirmPanChange") === "on",
      },
      locale,
      { ip: clientIp ?? "unknown", requestId },
    );
    if (!result.ok) {
      const errors: FieldErrors = Object.fromEntries(
        Object.entries(result.errors).map(([name, e]) => [name, { id: e.id, params: { ...e.params } }]),
      );
      return { errors, values, message: null, panConflict: false };
    }
  } catch (error) {
    if (!isAppError(error)) throw error;
    return {
      errors: {} as FieldErrors,
      values,
      message: error.message,
      panConflict: error.code === "CONFLICT",
    };
  }
  throw redirect(localePath(locale, "/credit-insights"));
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title) },
  { name: "robots", content: "noindex" },
];

export default function FreeCreditScore({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const navigation = useNavigation();
  const data = loaderData;
  const errors: FieldErrors = actionData?.errors ?? {};
  const value = (name: keyof NonNullable<typeof actionData>["values"], saved: string | null | undefined) =>
    actionData?.values[name] ?? saved ?? "";
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <Link
        to={href(data.back)}
        className="inline-flex items-center gap-1 py-1 text-sm font-semibold text-brand-800"
      >
        <ArrowLeft aria-hidden size={16} />
        {t("journey.back")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-brand-950 sm:text-3xl">{data.title}</h1>
      <p className="mt-1 text-ink-soft">{t("score.check.intro")}</p>
      {data.view === "login" ? (
        <LoginStep />
      ) : (
        <Form method="post" className="card mt-4 sm:p-6" data-testid="score-check-form" noValidate>
          <h2 className="text-xl font-bold text-brand-950">
            {data.refresh ? t("score.check.refreshTitle") : t("score.check.detailsTitle")}
          </h2>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <ApplicantFields
              value={(name) => value(name, name === "pan" ? data.known.panMasked : data.known[name])}
              errors={errors}
              panHint={
                data.known.panMasked
                  ? t("journey.details.panKept", { masked: data.known.panMasked })
                  : t("journey.details.panHint")
              }
            />
          </div>
          <label className="mt-5 flex items-start gap-3 rounded-lg border border-line bg-brand-50 p-3">
            <input
              type="checkbox"
              name="consent"
              className="mt-1 size-5 shrink-0"
              data-testid="score-consent"
            />
            <span className="text-sm">{t("score.check.consent", { bureau: data.bureau.name })}</span>
          </label>
          {actionData?.panConflict ? (
            <label className="mt-3 flex items-start gap-3 rounded-lg border border-amber-500 bg-amber-50 p-3">
              <input
                type="checkbox"
                name="confirmPanChange"
                className="mt-1 size-5 shrink-0"
                data-testid="confirm-pan"
              />
              <span className="text-sm">{t("score.check.confirmPan")}</span>
            </label>
          ) : null}
          {actionData?.message ? (
            <p role="alert" className="mt-3 text-sm font-semibold text-danger" data-testid="score-error">
              {actionData.message}
            </p>
          ) : null}
          <button
            type="submit"
            className="btn-primary mt-5 w-full sm:w-auto"
            disabled={navigation.state === "submitting"}
            data-testid="score-submit"
          >
            <ShieldCheck aria-hidden size={18} />
            {t("score.check.submit")}
          </button>
          <p className="mt-2 text-xs text-ink-soft">{t("score.check.soft")}</p>
        </Form>
      )}
    </div>
  );
}
