import { JOURNEY_STEPS } from "@loansetu/domain/journey-steps";
import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, useLocation } from "react-router";
import type { LoginHandle } from "../features/auth/login-hash.ts";
import { pushJourneyEvent } from "../features/journey/analytics.ts";
import { journeyAction, journeyLoader } from "../features/journey/journey.server.ts";
import { DoneStep, OffersStep } from "../features/journey/offers-step.tsx";
import { JourneyProgress } from "../features/journey/progress.tsx";
import {
  ConsentsStep,
  DetailsStep,
  LoginStep,
  ProductStep,
  type StepFeedback,
} from "../features/journey/step-forms.tsx";
import { useTranslation } from "../i18n/i18n.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { pageTitle } from "../ui/page-title.ts";
import { TrustLine } from "../ui/trust-line.tsx";
import { useLocale } from "../ui/use-locale.ts";
import type { Route } from "./+types/apply";

// The application journey: /apply/{product}. Server-rendered forms posting to this route's
// action, so every step works with little or no JavaScript; each step is saved as it is completed, and
// coming back opens the first incomplete one (or the one asked for in ?step=, if the steps before it are done).

/** After login the modal brings the person back to this page instead of the dashboard. */
export const handle: LoginHandle & I18nHandle = { loginReturnsHere: true, i18n: ["journey"] };

export const loader = (args: Route.LoaderArgs) => journeyLoader(args);
export const action = (args: Route.ActionArgs) => journeyAction(args);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title) },
  { name: "description", content: loaderData?.description },
  { name: "robots", content: "noindex" },
];

export default function Apply({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const location = useLocation();
  const journey = loaderData.view === "journey" ? loaderData : null;
  const step = journey ? journey.step : "login";
  const source = loaderData.source;

  useEffect(() => {
    pushJourneyEvent("journey_step_view", source, { step, product: loaderData.product.slug });
  }, [step, source, loaderData.product.slug]);

  const feedback = (intent: string): StepFeedback | undefined =>
    actionData && actionData.intent === intent
      ? { errors: actionData.errors, values: actionData.values, message: actionData.message }
      : undefined;
  const stepHref = (target: string, extra: Record<string, string> = {}) => {
    const search = new URLSearchParams(location.search);
    if (journey?.state.reference) search.set("reference", journey.state.reference);
    search.set("step", target);
    if (target !== "offers") search.delete("sort");
    // The offer being confirmed is shown only by the link that asks for it.
    search.delete("confirm");
    for (const [k, v] of Object.entries(extra)) search.set(k, v);
    return `${location.pathname}?${search}`;
  };
  // The back button: the previous step, or where the journey was started from (§7 backBtnSlug).
  const index = JOURNEY_STEPS.indexOf(step === "done" ? "offers" : step);
  const previous = index > 1 && step !== "done" ? JOURNEY_STEPS[index - 1] : null;
  const back = previous ? stepHref(previous) : href(loaderData.backSlug ?? "/");

  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <Link to={back} className="inline-flex items-center gap-1 py-1 text-sm font-semibold text-brand-800">
        <ArrowLeft aria-hidden size={16} />
        {t("journey.back")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-brand-950 sm:text-3xl">
        {t("journey.heading", { product: loaderData.productName })}
      </h1>
      {journey?.state.reference ? (
        <p className="mt-1 text-sm text-ink-soft" data-testid="journey-reference">
          {t("journey.reference", { reference: journey.state.reference })}
        </p>
      ) : null}
      {actionData?.intent === "partner-confirm" && actionData.message ? (
        <p role="status" className="card mt-4" data-testid="partner-confirm-result">
          {actionData.message}
        </p>
      ) : null}
      {journey?.partnerConfirmation ? (
        <PartnerConfirmation
          reference={journey.state.reference}
          business={journey.partnerConfirmation.business}
        />
      ) : (
        <>
          <JourneyProgress current={step} done={step === "done"} />
          {/* Trust stated where the application starts (its first step: login, or details). */}
          {loaderData.view === "login" || step === "details" ? (
            <TrustLine softCheck className="mt-3" />
          ) : null}

          {loaderData.view === "login" ? <LoginStep prefillMobile={loaderData.prefillMobile} /> : null}
          {journey && step === "details" ? (
            <DetailsStep
              reference={journey.state.reference}
              source={source}
              saved={journey.state.details}
              prefill={journey.detailsPrefill}
              feedback={feedback("details")}
              business={loaderData.product.asksBusiness}
            />
          ) : null}
          {journey && step === "product" ? (
            <ProductStep
              reference={journey.state.reference}
              source={source}
              product={loaderData.product}
              saved={journey.state.productDetails}
              vehicles={journey.vehicles}
              feedback={feedback("product")}
              prefill={journey.prefill}
            />
          ) : null}
          {journey && step === "consents" ? (
            <ConsentsStep
              reference={journey.state.reference}
              source={source}
              given={journey.state.consents}
              partner={journey.state.referringPartner?.business ?? null}
              feedback={feedback("consents")}
            />
          ) : null}
          {journey && step === "offers" ? (
            <>
              {actionData?.message ? (
                <p role="alert" className="card mt-4 text-danger">
                  {actionData.message}
                </p>
              ) : null}
              <OffersStep
                offers={journey.offers}
                error={journey.offersError}
                reference={journey.state.reference}
                source={source}
                stepHref={stepHref}
              />
            </>
          ) : null}
          {journey && step === "done" ? <DoneStep state={journey.state} /> : null}
        </>
      )}
    </div>
  );
}

/** A partner started this application for the customer's mobile: only the customer's "Yes" makes it theirs. */
function PartnerConfirmation({ reference, business }: { reference: string; business: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="card mt-4 sm:p-6" data-testid="partner-confirm">
      <input type="hidden" name="intent" value="partner-confirm" />
      <input type="hidden" name="reference" value={reference} />
      <h2 className="text-lg font-semibold text-brand-950">
        {t("journey.partnerConfirm.title", { partner: business })}
      </h2>
      <p className="mt-2 font-semibold" id="partner-confirm-question">
        {t("journey.partnerConfirm.question", { partner: business })}
      </p>
      <p className="mt-1 text-sm text-ink-soft">{t("journey.partnerConfirm.why", { partner: business })}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" name="answer" value="yes" className="btn-primary">
          {t("journey.partnerConfirm.yes")}
        </button>
        <button type="submit" name="answer" value="no" className="btn-secondary">
          {t("journey.partnerConfirm.no")}
        </button>
      </div>
    </Form>
  );
}
