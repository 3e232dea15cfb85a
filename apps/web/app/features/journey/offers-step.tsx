import type { JourneyState, OffersView, OfferView } from "@loansetu/api/journey/service";
import { formatIndianNumber, formatPercent, formatRupees } from "@loansetu/domain/format";
import { LEAD_STAGES } from "@loansetu/domain/journey-steps";
import {
  type OfferFigure,
  type OfferRankReason,
  type OfferSort,
  offerRankReasons,
  offerTotalCost,
} from "@loansetu/domain/offers";
import { voucherCharges } from "@loansetu/domain/voucher";
import { CheckCircle2, ChevronDown, Circle, Download, FileText, Star } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { useTranslation } from "../../i18n/i18n.ts";
import { LenderBadge } from "../../ui/lender-badge.tsx";
import { useLocale } from "../../ui/use-locale.ts";
import { pushJourneyEvent } from "./analytics.ts";

const SORTS: OfferSort[] = ["apr", "emi", "amount", "cost"];
const STAGE_KEYS = ["submitted", "documents", "assessment", "accepted", "sanctioned", "disbursed"] as const;

function OfferCard({
  offer,
  rank,
  source,
  chooseHref,
}: {
  offer: OfferView;
  rank: number;
  source: string;
  chooseHref: string;
}) {
  const { t } = useTranslation();
  const otherCharges =
    offer.stampDuty + offer.valuationCharges + offer.documentationCharges + offer.serviceCharges;
  const rows: [string, string, string][] = [
    ["emi", t("journey.offers.emi"), formatRupees(offer.emi)],
    ["amount", t("journey.offers.amount"), formatRupees(offer.amount)],
    ["tenure", t("journey.offers.tenure"), t("journey.offers.tenureValue", { count: offer.tenureMonths })],
    [
      "rate",
      t("journey.offers.rate"),
      t("journey.offers.rateValue", { rate: formatPercent(offer.ratePercent) }),
    ],
    ["fee", t("journey.offers.processingFee"), formatRupees(offer.processingFee)],
    ["charges", t("journey.offers.charges"), formatRupees(otherCharges)],
    ["net", t("journey.offers.netDisbursed"), formatRupees(offer.netDisbursed)],
  ];
  // The one pre-payment rule (domain loan-planner), said with the rule it applied.
  const prepayment =
    offer.prepayment.rule === "rbiNoChargeFloating"
      ? t("journey.offers.prepaymentRbi")
      : offer.prepayment.percent > 0
        ? t("journey.offers.prepaymentKfs", { percent: formatPercent(offer.prepayment.percent) })
        : t("journey.offers.prepaymentKfsNone");
  const rating = offer.rating;
  return (
    <div
      className="card flex flex-col"
      data-testid="offer-card"
      data-lender-id={offer.lenderId}
      data-apr={offer.apr}
      data-emi={offer.emi}
      data-amount={offer.amount}
    >
      <div className="flex items-center gap-3">
        <LenderBadge lender={offer.lender} shown={offer.lender.shortName} />
        <div className="min-w-0">
          <h3 className="font-semibold leading-tight">{offer.lender.shortName}</h3>
          <p className="text-xs text-ink-soft">
            {t(`journey.registrationTypes.${offer.lender.rbiRegistrationType}`)}
          </p>
        </div>
        <span className="ml-auto rounded-full bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800">
          {t("journey.offers.rank", { rank })}
        </span>
      </div>
      <p className="mt-3 text-brand-950">
        <span className="text-3xl font-bold" data-testid="offer-apr">
          {formatPercent(offer.apr, 2)}
        </span>{" "}
        <span className="text-sm font-semibold">{t("journey.offers.apr")}</span>
      </p>
      {rating ? (
        // Only from LENDER_RATING_MIN approved ratings of real loans; below that nothing is shown.
        <div className="mt-2 text-sm" data-testid="offer-rating">
          <p className="flex items-center gap-1 font-semibold text-ink">
            <Star aria-hidden size={16} className="fill-amber-400 text-amber-500" />
            {t("journey.offers.rating", { stars: formatIndianNumber(rating.stars, 1), count: rating.count })}
          </p>
          <p className="text-xs text-ink-soft">
            {t("journey.offers.ratingPromised", { yes: rating.rateAsPromised, count: rating.count })} ·{" "}
            {t("journey.offers.ratingFees", { yes: rating.noUnexpectedFees, count: rating.count })} ·{" "}
            {t("journey.offers.ratingDays", { days: rating.days })}
          </p>
        </div>
      ) : null}
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1.5 text-sm">
        {rows.map(([key, label, text]) => (
          <div key={key} className="contents">
            <dt className="text-ink-soft">{label}</dt>
            <dd className="text-right font-semibold" data-testid={`offer-${key}`}>
              {text}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs" data-testid="offer-prepayment" data-rule={offer.prepayment.rule}>
        <span className="font-semibold">{t("journey.offers.prepayment")}:</span> {prepayment}
      </p>
      {offer.amountReduced ? (
        <p className="mt-2 text-xs text-ink-soft">
          {t("journey.offers.amountReduced", { amount: formatRupees(offer.requestedAmount) })}
        </p>
      ) : null}
      {offer.tenureAdjusted ? (
        <p className="mt-1 text-xs text-ink-soft">{t("journey.offers.tenureAdjusted")}</p>
      ) : null}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer py-1 text-brand-800">{t("journey.offers.penal")}</summary>
        <p className="text-xs text-ink-soft">{offer.penalCharges}</p>
      </details>
      <div className="mt-auto pt-3">
        <a
          href={offer.kfsUrl}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 py-1 text-sm font-semibold text-brand-800 underline"
          data-testid="offer-kfs"
          onClick={() => pushJourneyEvent("kfs_open", source, { lenderId: offer.lenderId })}
        >
          <FileText aria-hidden size={16} />
          {t("journey.offers.kfs")}
        </a>
        {/* Nothing goes to the lender from here: the link opens a summary to confirm. It is a
            plain link, so the step works without JavaScript too. */}
        <Link
          to={chooseHref}
          preventScrollReset
          className="btn-primary mt-2 w-full text-center"
          aria-label={`${t("journey.offers.choose")}: ${offer.lender.shortName}`}
          data-testid="offer-choose"
        >
          {t("journey.offers.choose")}
        </Link>
      </div>
    </div>
  );
}

/** A figure as the comparison row shows it: APR to two decimals, the others in rupees. */
function figureText(offer: OfferView, figure: OfferFigure): string {
  if (figure === "apr") return formatPercent(offer.apr, 2);
  return formatRupees(figure === "cost" ? offerTotalCost(offer) : offer[figure]);
}

/** The one line saying why an offer stands where it does, from the domain's reason (never hand-written). */
function useWhyText() {
  const { t } = useTranslation();
  return (reason: OfferRankReason): string => {
    const figure = (name: OfferFigure) => t(`journey.offers.why.figure.${name}`);
    const main =
      reason.kind === "best"
        ? t(`journey.offers.why.best.${reason.figure}`)
        : reason.kind === "tie"
          ? reason.tieBreak
            ? t("journey.offers.why.tieThen", {
                figure: figure(reason.figure),
                tieBreak: figure(reason.tieBreak),
              })
            : t("journey.offers.why.tie", { figure: figure(reason.figure) })
          : t(`journey.offers.why.behind.${reason.figure}`, {
              gap: reason.figure === "apr" ? reason.gap.toFixed(2) : formatRupees(reason.gap),
            });
    return [main, ...reason.alsoBest.map((also) => t(`journey.offers.why.best.${also}`))].join(" · ");
  };
}

/**
 * One offer in the comparison: lender, APR, EMI, what is received, the total cost and why it
 * stands here, in a row that opens to the full offer card with its KFS and Choose link. A <details>, so it
 * opens without JavaScript too.
 */
function OfferRow({
  offer,
  rank,
  sort,
  why,
  children,
}: {
  offer: OfferView;
  rank: number;
  sort: OfferSort;
  why: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const figures: [OfferFigure | "net", string, string][] = [
    ["apr", t("journey.offers.apr"), formatPercent(offer.apr, 2)],
    ["emi", t("journey.offers.emi"), formatRupees(offer.emi)],
    ["net", t("journey.offers.netDisbursed"), formatRupees(offer.netDisbursed)],
    ["cost", t("journey.offers.totalCost"), figureText(offer, "cost")],
  ];
  return (
    <li
      className="offer-row"
      data-testid="offer-row"
      data-lender-id={offer.lenderId}
      data-apr={offer.apr}
      data-emi={offer.emi}
      data-amount={offer.amount}
      data-total-cost={offerTotalCost(offer)}
    >
      <details className="group">
        <summary
          data-testid="offer-summary"
          className="grid cursor-pointer list-none grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 px-3 py-3 hover:bg-brand-50 sm:grid-cols-[auto_minmax(0,1fr)_repeat(4,7rem)_auto] [&::-webkit-details-marker]:hidden"
        >
          <LenderBadge lender={offer.lender} shown={offer.lender.shortName} />
          <span className="block min-w-0">
            <span className="block font-semibold leading-tight text-brand-950">
              <span className="text-ink-soft">{t("journey.offers.rank", { rank })} </span>
              {offer.lender.shortName}
            </span>
            <span
              className={`block text-xs leading-snug ${rank === 1 ? "font-semibold text-brand-800" : "text-ink-soft"}`}
              data-testid="offer-why"
            >
              {why}
            </span>
          </span>
          <span className="col-span-3 grid grid-cols-4 gap-2 sm:col-span-4 sm:col-start-3 sm:row-start-1 sm:grid-cols-subgrid">
            {figures.map(([key, label, text]) => (
              <span key={key} className="block min-w-0 sm:text-right">
                <span className="block text-[0.6875rem] leading-tight text-ink-soft">{label}</span>
                <span
                  className={`block text-sm tabular-nums ${key === sort ? "font-bold text-brand-950" : "font-semibold"}`}
                  data-testid={`row-${key}`}
                >
                  {text}
                </span>
              </span>
            ))}
          </span>
          <span className="col-start-3 row-start-1 flex items-center gap-1 text-brand-800 sm:col-start-7">
            <span className="sr-only">{t("journey.offers.details")}</span>
            <ChevronDown aria-hidden size={20} className="transition-transform group-open:rotate-180" />
          </span>
        </summary>
        <div className="px-1 pb-3 sm:max-w-xl sm:pr-3 sm:pl-[4.75rem]">{children}</div>
      </details>
    </li>
  );
}

/**
 * The summary a customer confirms before the application goes to the lender: lender,
 * amount, EMI, APR, what they receive and the KFS. Confirm posts the choice; Back returns to the offers
 * with nothing sent.
 */
function ConfirmOffer({
  offer,
  reference,
  source,
  backHref,
}: {
  offer: OfferView;
  reference: string;
  source: string;
  backHref: string;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const heading = useRef<HTMLHeadingElement>(null);
  // Arriving here by the Choose link: screen readers and keyboards start at the summary.
  useEffect(() => heading.current?.focus(), []);
  const rows: [string, string, string][] = [
    ["lender", t("journey.offers.confirm.lender"), offer.lender.shortName],
    ["amount", t("journey.offers.amount"), formatRupees(offer.amount)],
    ["emi", t("journey.offers.emi"), formatRupees(offer.emi)],
    ["tenure", t("journey.offers.tenure"), t("journey.offers.tenureValue", { count: offer.tenureMonths })],
    ["apr", t("journey.offers.apr"), formatPercent(offer.apr, 2)],
    ["net", t("journey.offers.netDisbursed"), formatRupees(offer.netDisbursed)],
  ];
  return (
    <section
      className="card mt-4 border-brand-700 sm:p-6"
      aria-labelledby="confirm-title"
      data-testid="offer-confirm"
      data-lender-id={offer.lenderId}
    >
      <div className="flex items-center gap-3">
        <LenderBadge lender={offer.lender} shown={offer.lender.shortName} />
        <h3 id="confirm-title" ref={heading} tabIndex={-1} className="text-lg font-bold text-brand-950">
          {t("journey.offers.confirm.title")}
        </h3>
      </div>
      <p className="mt-2 text-sm text-ink-soft">{t("journey.offers.confirm.intro")}</p>
      <dl className="mt-3 grid max-w-md grid-cols-[1fr_auto] gap-x-3 gap-y-1.5 text-sm">
        {rows.map(([key, label, text]) => (
          <div key={key} className="contents">
            <dt className="text-ink-soft">{label}</dt>
            <dd className="text-right font-semibold" data-testid={`confirm-${key}`}>
              {text}
            </dd>
          </div>
        ))}
      </dl>
      <a
        href={offer.kfsUrl}
        target="_blank"
        rel="noopener"
        className="mt-3 inline-flex items-center gap-1 py-1 text-sm font-semibold text-brand-800 underline"
        data-testid="confirm-kfs"
        onClick={() => pushJourneyEvent("kfs_open", source, { lenderId: offer.lenderId })}
      >
        <FileText aria-hidden size={16} />
        {t("journey.offers.kfs")}
      </a>
      <Form
        method="post"
        className="mt-4 flex flex-col gap-3 sm:flex-row"
        onSubmit={() =>
          pushJourneyEvent("offer_chosen", source, { lenderId: offer.lenderId, apr: offer.apr })
        }
      >
        <input type="hidden" name="intent" value="choose" />
        <input type="hidden" name="reference" value={reference} />
        <input type="hidden" name="lenderId" value={offer.lenderId} />
        <button type="submit" className="btn-primary" disabled={busy}>
          {t("journey.offers.confirm.send", { lender: offer.lender.shortName })}
        </button>
        <Link
          to={backHref}
          preventScrollReset
          className="btn-secondary text-center"
          data-testid="confirm-back"
        >
          {t("journey.offers.confirm.back")}
        </Link>
      </Form>
    </section>
  );
}

export function OffersStep({
  offers,
  error,
  reference,
  source,
  stepHref,
}: {
  offers: OffersView | null;
  error: string | null;
  reference: string;
  source: string;
  /** A link to a step of this application, keeping its query. */
  stepHref: (step: string, extra?: Record<string, string>) => string;
}) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const [search] = useSearchParams();
  const whyText = useWhyText();
  if (!offers) {
    return (
      <p role="alert" className="card mt-4 text-danger">
        {error}
      </p>
    );
  }
  const score = offers.creditScore.score;
  const confirming = offers.eligible.find((offer) => String(offer.lenderId) === search.get("confirm"));
  const reasons = offerRankReasons(offers.eligible, offers.sort);
  return (
    <section className="mt-4" aria-labelledby="offers-title">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="offers-title" className="text-xl font-bold text-brand-950">
            {t("journey.offers.title")}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{t("journey.offers.intro")}</p>
        </div>
        <Link to={href("/how-offers-are-matched")} className="text-sm font-semibold text-brand-800 underline">
          {t("journey.offers.how")}
        </Link>
      </div>
      <p className="mt-2 text-sm" data-testid="credit-score">
        {score === null ? t("journey.offers.scoreNa") : t("journey.offers.score", { score })}
      </p>

      {confirming ? (
        <ConfirmOffer
          offer={confirming}
          reference={reference}
          source={source}
          backHref={stepHref("offers", { sort: offers.sort })}
        />
      ) : offers.eligible.length > 0 ? (
        <>
          <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold">{t("journey.offers.sortBy")}:</span>
            {SORTS.map((sort) => (
              <Link
                key={sort}
                to={stepHref("offers", { sort })}
                preventScrollReset
                replace
                aria-current={offers.sort === sort ? "true" : undefined}
                onClick={() => pushJourneyEvent("offers_sort", source, { sort })}
                className={`rounded-full border px-3 py-1.5 ${
                  offers.sort === sort
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-line bg-white text-brand-900 hover:bg-brand-50"
                }`}
              >
                {t(`journey.offers.sort.${sort}`)}
              </Link>
            ))}
            <span className="ml-auto text-ink-soft" data-testid="offer-count">
              {t("journey.offers.count", { count: offers.eligible.length })}
            </span>
          </div>
          <a
            href={`/api/journey/${reference}/kfs.pdf?sort=${offers.sort}&lang=${locale}`}
            download
            className="mt-3 inline-flex items-center gap-1 py-1 text-sm font-semibold text-brand-800 underline"
            data-testid="offers-kfs-all"
            onClick={() => pushJourneyEvent("kfs_open", source, { lenderId: "all" })}
          >
            <Download aria-hidden size={16} />
            {t("journey.offers.downloadAll")}
          </a>
          <ol
            className="mt-3 divide-y divide-line overflow-hidden rounded-xl border border-line bg-white"
            data-testid="offer-list"
          >
            {offers.eligible.map((offer, index) => (
              <OfferRow
                key={offer.lenderId}
                offer={offer}
                rank={index + 1}
                sort={offers.sort}
                why={whyText(reasons[index]!)}
              >
                <OfferCard
                  offer={offer}
                  rank={index + 1}
                  source={source}
                  chooseHref={stepHref("offers", { sort: offers.sort, confirm: String(offer.lenderId) })}
                />
              </OfferRow>
            ))}
          </ol>
          <p className="mt-2 text-xs text-ink-soft">{t("journey.offers.totalCostNote")}</p>
          <p className="mt-1 text-xs text-ink-soft" data-testid="offers-ratings-order">
            {t("journey.offers.ratingsOrder")}
          </p>
          <p className="mt-4 text-xs text-ink-soft">{t("journey.offers.indicative")}</p>
        </>
      ) : (
        <div className="card mt-4 border-amber-300 bg-amber-50 sm:p-6" data-testid="no-offers">
          <h3 className="text-lg font-bold text-brand-950">{t("journey.offers.none.title")}</h3>
          <p className="mt-1 text-sm">{t("journey.offers.none.text")}</p>
          <ul className="mt-3 space-y-3">
            {offers.reasons.map((reason) => (
              <li key={reason.id} className="rounded-lg bg-white p-3" data-testid="ineligible-reason">
                <p className="font-semibold">{t(`validation.${reason.id}`, reason.params ?? {})}</p>
                <p className="mt-1 text-sm text-ink-soft">
                  <span className="font-semibold">{t("journey.offers.whatHelps")}: </span>
                  {t(`journey.help.${reason.id.split(".")[1]}`, reason.params ?? {})}
                </p>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={stepHref("details")} className="btn-secondary">
              {t("journey.offers.editDetails")}
            </Link>
            <Link to={stepHref("product")} className="btn-secondary">
              {t("journey.offers.editLoan")}
            </Link>
          </div>
        </div>
      )}

      {offers.eligible.length > 0 && offers.ineligible.length > 0 ? (
        <details className="card mt-4 text-sm">
          <summary className="cursor-pointer font-semibold">
            {t("journey.offers.ineligible", { count: offers.ineligible.length })}
          </summary>
          <ul className="mt-2 divide-y divide-line">
            {offers.ineligible.map((entry) => (
              <li key={entry.lenderId} className="py-2">
                <p className="font-semibold">{entry.lender.shortName}</p>
                <ul className="list-disc pl-5 text-ink-soft">
                  {entry.reasons.map((reason) => (
                    <li key={reason.id}>{t(`validation.${reason.id}`, reason.params ?? {})}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

export function DoneStep({ state }: { state: JourneyState }) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  const voucher = state.voucher!;
  // The journey writes every figure; a voucher without one shows the figure §9 works out for it.
  const charges = voucherCharges(voucher);
  return (
    <section className="card mt-4 sm:p-6" data-testid="journey-done">
      <div className="flex items-center gap-2 text-brand-800">
        <CheckCircle2 aria-hidden size={28} />
        <h2 className="text-xl font-bold text-brand-950">{t("journey.doneStep.title")}</h2>
      </div>
      <p className="mt-2">{t("journey.doneStep.text", { lender: voucher.lenderName })}</p>
      <h3 className="mt-4 font-semibold">{t("journey.doneStep.chosen")}</h3>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm sm:max-w-md">
        <dt className="text-ink-soft">{t("journey.offers.amount")}</dt>
        <dd className="text-right font-semibold">{formatRupees(voucher.loanAmount)}</dd>
        <dt className="text-ink-soft">{t("journey.offers.emi")}</dt>
        <dd className="text-right font-semibold">{formatRupees(voucher.emi)}</dd>
        <dt className="text-ink-soft">{t("journey.offers.tenure")}</dt>
        <dd className="text-right font-semibold">
          {t("journey.offers.tenureValue", { count: voucher.tenure })}
        </dd>
        <dt className="text-ink-soft">{t("journey.offers.apr")}</dt>
        <dd className="text-right font-semibold">{formatPercent(voucher.apr ?? charges.apr ?? 0, 2)}</dd>
        <dt className="text-ink-soft">{t("journey.offers.netDisbursed")}</dt>
        <dd className="text-right font-semibold">
          {formatRupees(voucher.netDisbursedAmount ?? charges.netDisbursedAmount)}
        </dd>
      </dl>
      <a
        href={`/api/offers/${state.reference}-${voucher.lenderId}/kfs.pdf?lang=${locale}`}
        target="_blank"
        rel="noopener"
        className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-800 underline"
      >
        <FileText aria-hidden size={16} />
        {t("journey.offers.kfs")}
      </a>
      <h3 className="mt-4 font-semibold">{t("journey.doneStep.stages")}</h3>
      <ol className="mt-2 space-y-1 text-sm" data-testid="lead-stages">
        {state.stages.map((stage) => {
          const key =
            STAGE_KEYS[LEAD_STAGES.indexOf(stage.name as (typeof LEAD_STAGES)[number])] ?? "submitted";
          return (
            <li key={stage.name} className="flex items-center gap-2">
              {stage.isComplete ? (
                <CheckCircle2 aria-hidden size={18} className="text-brand-700" />
              ) : (
                <Circle aria-hidden size={18} className="text-ink-soft" />
              )}
              <span>{t(`journey.stages.${key}`)}</span>
              <span className="sr-only">
                {stage.isComplete ? t("journey.doneStep.complete") : t("journey.doneStep.pending")}
              </span>
            </li>
          );
        })}
      </ol>
      <Link to={href("/dashboard")} className="btn-primary mt-6 w-full sm:w-auto">
        {t("journey.doneStep.dashboard")}
      </Link>
    </section>
  );
}
