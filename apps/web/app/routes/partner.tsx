import { AppError } from "@loansetu/api/lib/errors";
import {
  bankDetailsFields,
  partnerBankDetails,
  savePartnerBankDetails,
} from "@loansetu/api/partners/bank-details";
import { mobileField, otpCode, otpReference } from "@loansetu/api/partners/fields";
import { partnerMessage } from "@loansetu/api/partners/messages";
import { partnerLeads } from "@loansetu/api/partners/partner-leads";
import { sendPartnerOtp, verifyPartnerOtp } from "@loansetu/api/partners/registration";
import { approvedPartnerId, endPartnerSession, startPartnerSession } from "@loansetu/api/partners/sessions";
import {
  startApplicationForCustomer,
  startForCustomerFields,
} from "@loansetu/api/partners/start-for-customer";
import { formatDate } from "@loansetu/domain/format";
import { LogOut, Share2, Trophy } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { appContext } from "../context.ts";
import { Field, INPUT, OtpInput } from "../features/partners/form-bits.tsx";
import {
  assertSameOrigin,
  fieldErrors,
  formValues,
  partnerSessionCookies,
  publicOrigin,
} from "../features/partners/partners.server.ts";
import { partnerPayoutsView } from "../features/payouts/partner-payouts.server.ts";
import { PartnerPayouts } from "../features/payouts/partner-payouts.tsx";
import { translatorFor } from "../i18n/catalog.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import { isLocale, type Locale, localePath } from "../i18n/locale.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { EmptyState } from "../ui/empty-state.tsx";
import { pageTitle } from "../ui/page-title.ts";
import { useLocale } from "../ui/use-locale.ts";
import { useReveal } from "../ui/use-reveal.ts";
import type { Route } from "./+types/partner";

// `/partner`: an approved partner's area. Signed out, it is the mobile OTP log-in (its own
// `ls_partner` cookie, never the customer's session). Signed in: the partner's code and share links with a
// WhatsApp button, starting an application for a customer (who gets an SMS link and consents themselves),
// the partner's leads (the customer masked unless the partner started the application), the bank account
// payouts go to, and the payouts section.

export const handle: I18nHandle = { i18n: ["partners", "payouts"] };

const SHARED_PRODUCTS = ["used-car-loan", "new-car-loan", "personal-loan", "two-wheeler-loan"] as const;
const START_PRODUCTS = [
  "used-car-loan",
  "new-car-loan",
  "personal-loan",
  "two-wheeler-loan",
  "ev-loan",
  "refinance",
  "business-loan",
] as const;
const localeOf = (lang: string | undefined): Locale => (isLocale(lang) ? lang : "en");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params.lang);
  const t = translatorFor(locale);
  const { deps, partner } = context.get(appContext);
  const title = t("partners.portal.metaTitle");
  if (!partner) return { title, partner: null };
  const origin = publicOrigin(deps, request);
  const [leads, payouts, bank] = await Promise.all([
    partnerLeads(deps.database.db, partner.id),
    partnerPayoutsView(deps, partner.id, locale),
    partnerBankDetails(deps.database.db, partner.id),
  ]);
  return {
    title,
    partner: {
      code: partner.code,
      businessName: partner.businessName,
      contactName: partner.contactName,
      city: partner.city,
    },
    links: [
      { key: "home", url: `${origin}/?ref=${partner.code}` },
      ...SHARED_PRODUCTS.map((slug) => ({ key: slug, url: `${origin}/apply/${slug}?ref=${partner.code}` })),
    ],
    leads: leads.map((lead) => ({ ...lead, started: formatDate(new Date(lead.createdAt), locale) })),
    payouts,
    bank: bank && { ...bank, updated: formatDate(new Date(bank.updatedAt), locale) },
  };
}

interface ActionResult {
  step: "mobile" | "otp" | "started" | "bank";
  values: Record<string, string>;
  errors: Record<string, true>;
  referenceId?: string;
  message?: string;
  ok?: boolean;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params.lang);
  const { deps, partner, clientIp, requestId } = context.get(appContext);
  assertSameOrigin(request, deps);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const ip = clientIp ?? "127.0.0.1";
  const home = localePath(locale, "/partner");
  try {
    if (intent === "signout") {
      if (partner) await endPartnerSession(deps.database.db, partner.sessionId, deps.clock());
      return redirect(home, { headers: partnerSessionCookies(deps, request, null) });
    }
    if (intent === "bank") {
      if (!partner) return redirect(home);
      // The account is always the signed-in partner's own: the partner id comes from the session only.
      const values = formValues(form, ["accountNumber", "confirmAccountNumber", "ifsc", "holderName"]);
      const parsed = bankDetailsFields.safeParse(values);
      if (!parsed.success)
        return data<ActionResult>(
          { step: "bank", values, errors: fieldErrors(parsed.error) },
          { status: 400 },
        );
      await savePartnerBankDetails(deps, partner.id, parsed.data, { ip, requestId, locale });
      return {
        step: "bank",
        values: {},
        errors: {},
        ok: true,
        message: partnerMessage("bankSaved", locale),
      } satisfies ActionResult;
    }
    if (intent === "start") {
      if (!partner) return redirect(home);
      const values = formValues(form, ["mobile", "name", "product"]);
      const parsed = startForCustomerFields.safeParse(values);
      if (!parsed.success)
        return data<ActionResult>(
          { step: "started", values, errors: fieldErrors(parsed.error) },
          { status: 400 },
        );
      const { reference } = await startApplicationForCustomer(
        deps,
        partner,
        parsed.data,
        { ip, requestId, origin: publicOrigin(deps, request) },
        locale,
      );
      return {
        step: "started",
        values: {},
        errors: {},
        ok: true,
        message: `${partnerMessage("applicationStarted", locale)} (${reference})`,
      } satisfies ActionResult;
    }
    const values = formValues(form, ["mobile"]);
    const mobile = mobileField.safeParse(values.mobile);
    if (!mobile.success) return { step: "mobile", values, errors: { mobile: true } } satisfies ActionResult;
    if (intent === "otp") {
      const { id } = await sendPartnerOtp(deps, mobile.data, ip, locale);
      return { step: "otp", values, errors: {}, referenceId: id } satisfies ActionResult;
    }
    const referenceId = otpReference.safeParse(form.get("referenceId"));
    const otp = otpCode.safeParse(String(form.get("otp") ?? "").trim());
    if (!referenceId.success) return { step: "mobile", values, errors: {} } satisfies ActionResult;
    if (!otp.success)
      return {
        step: "otp",
        values,
        errors: { otp: true },
        referenceId: referenceId.data,
      } satisfies ActionResult;
    await verifyPartnerOtp(
      deps,
      { referenceId: referenceId.data, code: otp.data, mobile: mobile.data },
      ip,
      locale,
    );
    const db = deps.database.db;
    const approved = await approvedPartnerId(db, mobile.data);
    if (approved === undefined)
      return {
        step: "mobile",
        values,
        errors: {},
        message: partnerMessage("notApproved", locale),
      } satisfies ActionResult;
    const { token } = await startPartnerSession(
      db,
      approved,
      { ip, userAgent: request.headers.get("user-agent") ?? undefined },
      deps.clock(),
    );
    return redirect(home, { headers: partnerSessionCookies(deps, request, token) });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (intent === "bank")
      return data<ActionResult>(
        { step: "bank", values: {}, errors: {}, message: error.message },
        { status: error.status },
      );
    const values = formValues(form, ["mobile", "name", "product"]);
    if (intent === "start")
      return data<ActionResult>(
        { step: "started", values, errors: {}, message: error.message },
        { status: error.status },
      );
    const otpStep = intent === "login" && error.code === "OTP_INCORRECT";
    return {
      step: otpStep ? "otp" : "mobile",
      values,
      errors: {},
      message: error.message,
      ...(otpStep ? { referenceId: String(form.get("referenceId") ?? "") } : {}),
    } satisfies ActionResult;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title ?? "Partner") },
  { name: "robots", content: "noindex, nofollow" },
];

export default function PartnerArea({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.partner) return <PartnerLogin result={actionData as ActionResult | undefined} />;
  return (
    <PartnerHome
      data={loaderData as Required<typeof loaderData>}
      result={actionData as ActionResult | undefined}
    />
  );
}

function PartnerLogin({ result }: { result: ActionResult | undefined }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const state = useNavigation().state;
  const busy = state !== "idle";
  // Only a post on its way holds a second one back (see partners-signup.tsx).
  const submitting = state === "submitting";
  const otpStep = result?.step === "otp";
  const mobile = result?.values.mobile ?? "";
  const message = useReveal<HTMLParagraphElement>(result?.message ? result : null);
  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-950">{t("partners.portal.loginTitle")}</h1>
      <p className="mt-2 text-ink-soft">{t("partners.portal.loginIntro")}</p>
      <Form
        method="post"
        // One submission at a time: the OTP box submits itself, and a tap on the button right after
        // must not send the code a second time.
        onSubmit={(event) => submitting && event.preventDefault()}
        className="card mt-4 space-y-4"
        data-testid="partner-login"
      >
        <Field
          id="pl-mobile"
          label={t("partners.signup.mobile")}
          error={result?.errors.mobile ? t("partners.signup.errors.mobile") : undefined}
        >
          {(aria) => (
            <input
              {...aria}
              id="pl-mobile"
              name="mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              defaultValue={mobile}
              readOnly={otpStep}
              required
              className={INPUT}
            />
          )}
        </Field>
        {otpStep ? (
          <>
            <input type="hidden" name="referenceId" value={result?.referenceId ?? ""} />
            <p className="text-sm text-ink-soft" role="status">
              {t("partners.signup.otpSent", { mobile })}
            </p>
            <OtpInput id="pl-otp" error={result?.errors.otp ? t("partners.signup.errors.otp") : undefined} />
          </>
        ) : null}
        <p
          ref={message}
          role="alert"
          className="min-h-5 text-sm text-danger"
          data-testid="partner-login-message"
        >
          {result?.message ?? ""}
        </p>
        <button
          type="submit"
          name="intent"
          value={otpStep ? "login" : "otp"}
          className="btn-primary w-full"
          disabled={busy}
        >
          {busy
            ? t("partners.signup.working")
            : otpStep
              ? t("partners.portal.login")
              : t("partners.signup.getOtp")}
        </button>
      </Form>
      <p className="mt-4">
        <Link to={href("/partners")} className="font-semibold text-brand-800 underline">
          {t("partners.portal.notPartner")}
        </Link>
      </p>
    </div>
  );
}

type HomeData = Extract<Route.ComponentProps["loaderData"], { links: unknown }>;

function PartnerHome({ data: loaded, result }: { data: HomeData; result: ActionResult | undefined }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { partner, links, leads } = loaded;
  const started = result?.step === "started" ? result : undefined;
  const startMessage = useReveal<HTMLParagraphElement>(started?.message ? started : null);
  const linkLabel = (key: string) =>
    key === "home"
      ? t("partners.portal.shareHome")
      : t("partners.portal.shareApply", { product: t(`partners.products.${key}`) });
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-950" data-testid="partner-welcome">
            {t("partners.portal.welcome", { name: partner.contactName })}
          </h1>
          <p className="text-ink-soft">
            {t("partners.portal.business", { business: partner.businessName, city: partner.city })}
          </p>
        </div>
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value="signout"
            className="btn-secondary inline-flex items-center gap-2"
          >
            <LogOut aria-hidden size={18} />
            {t("partners.portal.signOut")}
          </button>
        </Form>
      </div>

      <section className="card" aria-labelledby="share-title">
        <p className="text-sm text-ink-soft">{t("partners.portal.codeLabel")}</p>
        <p className="font-mono text-2xl font-bold tracking-widest" data-testid="partner-code">
          {partner.code}
        </p>
        <h2 id="share-title" className="mt-4 text-lg font-semibold">
          {t("partners.portal.shareTitle")}
        </h2>
        <p className="text-sm text-ink-soft">{t("partners.portal.shareIntro")}</p>
        <ul className="mt-3 space-y-3">
          {links.map((link) => (
            <li key={link.key} className="rounded-lg border border-line p-3">
              <p className="text-sm font-semibold">{linkLabel(link.key)}</p>
              <p className="break-all font-mono text-sm" data-testid={`share-link-${link.key}`}>
                {link.url}
              </p>
              <a
                className="btn-primary mt-2 inline-flex items-center gap-2"
                href={`https://wa.me/?text=${encodeURIComponent(t("partners.portal.whatsappText", { link: link.url }))}`}
                target="_blank"
                rel="noopener noreferrer"
                data-testid={`whatsapp-${link.key}`}
              >
                <Share2 aria-hidden size={18} />
                {t("partners.portal.whatsapp")}
                <span className="sr-only">: {linkLabel(link.key)}</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-ink-soft">{t("partners.portal.copyHint")}</p>
      </section>

      <section className="card" aria-labelledby="start-title">
        <h2 id="start-title" className="text-lg font-semibold">
          {t("partners.portal.startTitle")}
        </h2>
        <p className="text-sm text-ink-soft">{t("partners.portal.startIntro")}</p>
        <Form method="post" className="mt-3 grid gap-4 md:grid-cols-3" data-testid="partner-start-form">
          <Field
            id="ps-mobile"
            label={t("partners.portal.customerMobile")}
            error={started?.errors.mobile ? t("partners.signup.errors.mobile") : undefined}
          >
            {(aria) => (
              <input
                {...aria}
                id="ps-mobile"
                name="mobile"
                type="tel"
                inputMode="numeric"
                maxLength={10}
                defaultValue={started?.ok ? "" : started?.values.mobile}
                required
                className={INPUT}
              />
            )}
          </Field>
          <Field
            id="ps-name"
            label={t("partners.portal.customerName")}
            error={started?.errors.name ? t("partners.signup.errors.name") : undefined}
          >
            {(aria) => (
              <input
                {...aria}
                id="ps-name"
                name="name"
                maxLength={80}
                defaultValue={started?.ok ? "" : started?.values.name}
                required
                className={INPUT}
              />
            )}
          </Field>
          <Field
            id="ps-product"
            label={t("partners.portal.product")}
            error={started?.errors.product ? t("partners.signup.errors.product") : undefined}
          >
            {(aria) => (
              <select
                {...aria}
                id="ps-product"
                name="product"
                defaultValue={started?.values.product || "used-car-loan"}
                className={INPUT}
              >
                {START_PRODUCTS.map((slug) => (
                  <option key={slug} value={slug}>
                    {t(`partners.products.${slug}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="md:col-span-3">
            <p
              ref={startMessage}
              role={started?.ok ? "status" : "alert"}
              className={`min-h-5 text-sm ${started?.ok ? "font-semibold text-brand-800" : "text-danger"}`}
              data-testid="partner-start-message"
            >
              {started?.message ?? ""}
            </p>
            <button
              type="submit"
              name="intent"
              value="start"
              className="btn-primary mt-2 w-full sm:w-auto"
              disabled={busy}
            >
              {busy ? t("partners.signup.working") : t("partners.portal.startSubmit")}
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="leads-title">
        <h2 id="leads-title" className="text-lg font-semibold">
          {t("partners.portal.leadsTitle")}
        </h2>
        <p className="text-sm text-ink-soft">{t("partners.portal.leadsIntro")}</p>
        {leads.length === 0 ? (
          <EmptyState
            className="mt-3"
            text={t("partners.portal.leadsEmpty")}
            next={{ to: "#share-title", label: t("emptyList.shareLink") }}
            testId="partner-leads-empty"
          />
        ) : (
          <ul className="mt-3 grid gap-3 md:grid-cols-2" data-testid="partner-leads">
            {leads.map((lead) => (
              <li
                key={lead.reference}
                className="card"
                data-testid="partner-lead"
                data-reference={lead.reference}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-mono font-semibold">{lead.reference}</p>
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-900">
                    {t(`partners.status.${lead.waiting ? "waiting" : lead.status}`)}
                  </span>
                </div>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-ink-soft">{t("partners.portal.customer")}</dt>
                  <dd data-testid="partner-lead-name">{lead.customerName}</dd>
                  <dt className="text-ink-soft">{t("partners.portal.customerMobileShort")}</dt>
                  <dd data-testid="partner-lead-mobile">{lead.customerMobile}</dd>
                  <dt className="text-ink-soft">{t("partners.portal.loan")}</dt>
                  <dd>{t(`partners.products.${lead.product}`)}</dd>
                  {/* A lead waiting for its customer's confirmation shows no stage: nothing of the customer's yet. */}
                  {lead.stage ? (
                    <>
                      <dt className="text-ink-soft">{t("partners.portal.stageLabel")}</dt>
                      <dd data-testid="partner-lead-stage">{t(`partners.stage.${lead.stage}`)}</dd>
                    </>
                  ) : null}
                  <dt className="text-ink-soft">{t("partners.portal.started")}</dt>
                  <dd>{lead.started}</dd>
                  <dt className="text-ink-soft">{t("partners.portal.sourceLabel")}</dt>
                  <dd>{t(`partners.portal.source.${lead.source}`)}</dd>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>

      <BankDetails saved={loaded.bank} result={result?.step === "bank" ? result : undefined} busy={busy} />

      <section className="card" aria-labelledby="payouts-title" data-testid="partner-payouts">
        <h2 id="payouts-title" className="text-lg font-semibold">
          {t("partners.portal.payoutsTitle")}
        </h2>
        <PartnerPayouts view={loaded.payouts} />
      </section>

      <p>
        <Link
          to={href("/sales-grand-prix")}
          className="inline-flex items-center gap-2 font-semibold text-brand-800 underline"
        >
          <Trophy aria-hidden size={18} />
          {t("partners.portal.grandPrix")}
        </Link>
      </p>
    </div>
  );
}

const BANK_FIELDS = [
  { name: "accountNumber", id: "pb-account", autoComplete: "off", inputMode: "numeric" },
  { name: "confirmAccountNumber", id: "pb-confirm", autoComplete: "off", inputMode: "numeric" },
  { name: "ifsc", id: "pb-ifsc", autoComplete: "off", inputMode: "text" },
  { name: "holderName", id: "pb-holder", autoComplete: "name", inputMode: "text" },
] as const;

/**
 * Where payouts are paid: the saved account (number masked) and the form to give or change it. Finance cannot
 * mark a payout paid until it is there, so the section says so while it is missing.
 */
function BankDetails({
  saved,
  result,
  busy,
}: {
  saved: HomeData["bank"];
  result: ActionResult | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const failed = result && !result.ok;
  return (
    <section className="card" aria-labelledby="bank-title" data-testid="partner-bank">
      <h2 id="bank-title" className="text-lg font-semibold">
        {t("partners.bank.title")}
      </h2>
      {saved ? (
        <dl
          className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm"
          data-testid="partner-bank-saved"
        >
          <dt className="text-ink-soft">{t("partners.bank.accountNumber")}</dt>
          <dd className="font-mono" data-testid="partner-bank-account">
            {saved.accountMasked}
          </dd>
          <dt className="text-ink-soft">{t("partners.bank.ifsc")}</dt>
          <dd className="font-mono">{saved.ifsc}</dd>
          <dt className="text-ink-soft">{t("partners.bank.holderName")}</dt>
          <dd>{saved.holderName}</dd>
          <dt className="text-ink-soft">{t("partners.bank.updated")}</dt>
          <dd>{saved.updated}</dd>
        </dl>
      ) : (
        <p className="mt-1 text-sm font-semibold text-danger" data-testid="partner-bank-missing">
          {t("partners.bank.missing")}
        </p>
      )}
      <details className="mt-3" open={!saved || failed}>
        <summary className="cursor-pointer font-semibold text-brand-800">
          {saved ? t("partners.bank.change") : t("partners.bank.add")}
        </summary>
        <Form method="post" className="mt-3 grid gap-4 md:grid-cols-2" data-testid="partner-bank-form">
          {BANK_FIELDS.map((field) => (
            <Field
              key={field.name}
              id={field.id}
              label={t(`partners.bank.${field.name}`)}
              hint={field.name === "ifsc" ? t("partners.bank.ifscHint") : undefined}
              error={result?.errors[field.name] ? t(`partners.bank.errors.${field.name}`) : undefined}
            >
              {(aria) => (
                <input
                  {...aria}
                  id={field.id}
                  name={field.name}
                  autoComplete={field.autoComplete}
                  inputMode={field.inputMode}
                  maxLength={field.name === "holderName" ? 100 : 40}
                  defaultValue={
                    failed && field.name !== "confirmAccountNumber" ? result.values[field.name] : ""
                  }
                  required
                  className={field.name === "ifsc" ? `${INPUT} uppercase` : INPUT}
                />
              )}
            </Field>
          ))}
          <div className="md:col-span-2">
            <button
              type="submit"
              name="intent"
              value="bank"
              className="btn-primary w-full sm:w-auto"
              disabled={busy}
            >
              {busy ? t("partners.signup.working") : t("partners.bank.save")}
            </button>
          </div>
        </Form>
      </details>
      <p
        role={result?.ok ? "status" : "alert"}
        className={`mt-2 min-h-5 text-sm ${result?.ok ? "font-semibold text-brand-800" : "text-danger"}`}
        data-testid="partner-bank-message"
      >
        {result?.message ?? ""}
      </p>
    </section>
  );
}
