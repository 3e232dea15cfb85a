import { calculateEmi } from "@loansetu/domain/emi";
import { formatIndianNumber } from "@loansetu/domain/format";
import { ArrowRight } from "lucide-react";
import { type CSSProperties, useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../i18n/i18n.ts";
import { TrustLine } from "../../ui/trust-line.tsx";
import { useLocale } from "../../ui/use-locale.ts";
import { pushJourneyStart } from "../journey/analytics.ts";
import { QUICK_START_PARAMS, quickStartHref } from "./quick-start-href.ts";

/** One loan type of the quick start, as the home loader computes it. */
export interface QuickStartProduct {
  /** The journey's slug: /apply/{apply}. */
  apply: string;
  /** The `loans.*` name key. */
  key: string;
  /** Typical yearly rate in percent (median of the lenders' lowest rates), or null when none quotes one. */
  rate: number | null;
  /** The loan details step's tenure choices (months) and its defaults. */
  tenures: number[];
  defaultTenure: number;
  defaultAmount: number;
}

export interface QuickStartData {
  products: QuickStartProduct[];
  /** The loan details step's amount bounds (rupees). */
  minAmount: number;
  maxAmount: number;
}

const SLIDER_STEP = 10_000;

/**
 * The first-screen quick start of the home page and of each product page: loan type (on the
 * home page; a product page's is its own), amount and tenure, the EMI at the loan type's typical rate, and
 * "Check offers" into that product's journey with the amount and tenure, which the journey's loan details
 * step starts from.
 *
 * A GET form to /apply (routes/quick-start.ts), so it works without JavaScript: that route redirects to
 * /apply/{product}. With JavaScript the submit navigates straight to the journey in the client router
 * (no extra round trip), and the EMI follows every change.
 */
export function QuickStart({ data }: { data: QuickStartData }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const navigate = useNavigate();
  const id = useId();
  const first = data.products[0]!;
  const [apply, setApply] = useState(first.apply);
  const [amount, setAmount] = useState(String(first.defaultAmount));
  const [tenure, setTenure] = useState(String(first.defaultTenure));
  // The slider only works with JavaScript (it has no name: the amount field is what the form sends), so
  // it stays disabled until the page is hydrated.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const product = data.products.find((p) => p.apply === apply) ?? first;
  const rupees = Number(amount);
  const validAmount =
    /^\d+$/.test(amount) && rupees >= data.minAmount && rupees <= data.maxAmount ? rupees : null;
  const months = Number(tenure);
  const emi =
    validAmount !== null && product.rate !== null
      ? calculateEmi({ principal: validAmount, annualRatePercent: product.rate, months })
      : null;
  const sliderValue = Math.min(data.maxAmount, Math.max(data.minAmount, rupees || data.minAmount));
  const filled = ((sliderValue - data.minAmount) / (data.maxAmount - data.minAmount)) * 100;

  const chooseProduct = (next: string) => {
    setApply(next);
    const chosen = data.products.find((p) => p.apply === next);
    // Keep the tenure when the new loan type offers it, else take that type's usual one.
    if (chosen && !chosen.tenures.includes(months)) setTenure(String(chosen.defaultTenure));
  };

  const field = "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink";
  const label = "text-sm font-semibold text-ink";
  return (
    <form
      method="get"
      action={href("/apply")}
      aria-labelledby={`${id}-title`}
      className="card w-full p-4 shadow-lg sm:p-5"
      data-testid="quick-start"
      onSubmit={(event) => {
        const target = quickStartHref(apply, amount, tenure, href);
        if (!target) return;
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter ?? event.currentTarget;
        pushJourneyStart(submitter, "quick_start", apply);
        navigate(target);
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-brand-950">
        {t("pages.quickStart.title")}
      </h2>
      <div className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2">
        {data.products.length > 1 ? (
          <label className={`col-span-2 ${label}`}>
            {t("pages.quickStart.type")}
            <select
              name={QUICK_START_PARAMS.product}
              value={apply}
              onChange={(event) => chooseProduct(event.target.value)}
              className={field}
              data-testid="quick-start-product"
            >
              {data.products.map((p) => (
                <option key={p.apply} value={p.apply}>
                  {t(`loans.${p.key}`)}
                </option>
              ))}
            </select>
          </label>
        ) : (
          // A product page's quick start is for that product alone.
          <input type="hidden" name={QUICK_START_PARAMS.product} value={apply} />
        )}
        <label className={label}>
          {t("pages.quickStart.amount")}
          <input
            name={QUICK_START_PARAMS.amount}
            type="number"
            inputMode="numeric"
            min={data.minAmount}
            max={data.maxAmount}
            step={1}
            required
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={validAmount === null}
            aria-describedby={`${id}-emi`}
            className={field}
            data-testid="quick-start-amount"
          />
        </label>
        <label className={label}>
          {t("pages.quickStart.tenure")}
          <select
            name={QUICK_START_PARAMS.tenure}
            value={tenure}
            onChange={(event) => setTenure(event.target.value)}
            className={field}
            data-testid="quick-start-tenure"
          >
            {product.tenures.map((m) => (
              <option key={m} value={m}>
                {t("pages.quickStart.months", { count: m })}
              </option>
            ))}
          </select>
        </label>
        <input
          type="range"
          aria-label={t("pages.quickStart.amountSlider")}
          aria-valuetext={`₹${formatIndianNumber(sliderValue)}`}
          min={data.minAmount}
          max={data.maxAmount}
          step={SLIDER_STEP}
          value={sliderValue}
          disabled={!hydrated}
          onChange={(event) => setAmount(event.target.value)}
          className="range-slider col-span-2"
          style={{ "--filled": filled } as CSSProperties}
          data-testid="quick-start-slider"
        />
      </div>
      <div id={`${id}-emi`} className="mt-2 rounded-lg bg-brand-50 px-3 py-2" aria-live="polite">
        {validAmount === null ? (
          <p className="text-sm font-semibold text-danger" data-testid="quick-start-invalid">
            {t("pages.quickStart.invalid", {
              min: formatIndianNumber(data.minAmount),
              max: formatIndianNumber(data.maxAmount),
            })}
          </p>
        ) : (
          <>
            <p className="flex items-baseline justify-between gap-2">
              <span className="text-sm font-semibold text-ink">{t("pages.quickStart.emi")}</span>
              <output className="text-2xl font-bold text-brand-900" data-testid="quick-start-emi">
                {emi !== null ? `₹${formatIndianNumber(emi)}` : "–"}
              </output>
            </p>
            <p className="text-xs text-ink-soft" data-testid="quick-start-rate">
              {product.rate !== null
                ? t("pages.quickStart.rate", { rate: product.rate })
                : t("pages.quickStart.noRate")}
            </p>
          </>
        )}
      </div>
      <button type="submit" className="btn-primary mt-3 w-full gap-2" data-testid="quick-start-submit">
        {t("pages.quickStart.cta")}
        <ArrowRight aria-hidden size={18} />
      </button>
      <TrustLine softCheck stacked className="mt-3" />
    </form>
  );
}
