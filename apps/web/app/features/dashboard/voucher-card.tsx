import { formatPercent, formatRupees } from "@loansetu/domain/format";
import { RotateCw } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { type LenderIdentity, LenderName } from "../../ui/lender-badge.tsx";

export type VoucherCardData = {
  lenderName: string;
  /** The lender's badge; absent for a lender no longer in the data. */
  lender?: LenderIdentity | undefined;
  imgColor: string;
  loanAmount: number;
  roi: number;
  emi: number;
  tenure: number;
  validTill: string;
  processingFee: number;
  stampDuty: number;
  serviceCharges: number;
  valuationCharges: number;
  netDisbursedAmount: number;
};

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-3 border-b border-line py-1.5 text-sm last:border-b-0">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="font-semibold text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * §3/§4 offer voucher: the front shows the loan (amount, rate, EMI, tenure, validity), the back the §9
 * charges and the net disbursed amount; a click anywhere on the card flips it.
 */
export function VoucherCard({ voucher }: { voucher: VoucherCardData }) {
  const { t } = useTranslation();
  const [back, setBack] = useState(false);
  const face =
    "relative col-start-1 row-start-1 rounded-xl border border-line bg-white p-4 shadow-sm [backface-visibility:hidden]";
  return (
    <li className="[perspective:1000px]" data-testid="voucher" data-side={back ? "back" : "front"}>
      <button
        type="button"
        aria-pressed={back}
        onClick={() => setBack((side) => !side)}
        className="grid w-full text-left transition-transform duration-500 [transform-style:preserve-3d] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        style={{ transform: back ? "rotateY(180deg)" : "none" }}
      >
        <span className="sr-only">
          {back ? t("dashboard.details.showSummary") : t("dashboard.details.showCharges")}
        </span>
        <div className={face} aria-hidden={back} data-testid="voucher-front">
          <p className="font-bold text-ink">
            <LenderName lender={voucher.lender} name={voucher.lenderName} size="md" />
          </p>
          <dl className="mt-2">
            <Row
              label={t("dashboard.details.loanAmount")}
              value={formatRupees(voucher.loanAmount)}
              testId="voucher-amount"
            />
            <Row
              label={t("dashboard.details.roi")}
              value={t("dashboard.details.perYear", { rate: formatPercent(voucher.roi) })}
            />
            <Row label={t("dashboard.details.emi")} value={formatRupees(voucher.emi)} />
            <Row
              label={t("dashboard.details.tenure")}
              value={t("dashboard.details.months", { count: voucher.tenure })}
            />
          </dl>
          <p className="mt-2 text-xs text-ink-soft">{voucher.validTill}</p>
          <RotateCw aria-hidden className="absolute right-3 bottom-3 size-4 text-ink-soft" />
        </div>
        <div
          className={face}
          style={{ transform: "rotateY(180deg)" }}
          aria-hidden={!back}
          data-testid="voucher-back"
        >
          <p className="font-bold text-ink">
            <LenderName lender={voucher.lender} name={voucher.lenderName} size="md" />
          </p>
          <dl className="mt-2">
            <Row
              label={t("dashboard.details.processingFee")}
              value={formatRupees(voucher.processingFee)}
              testId="voucher-fee"
            />
            <Row
              label={t("dashboard.details.stampDuty")}
              value={formatRupees(voucher.stampDuty)}
              testId="voucher-stamp"
            />
            <Row label={t("dashboard.details.serviceCharges")} value={formatRupees(voucher.serviceCharges)} />
            <Row
              label={t("dashboard.details.valuationCharges")}
              value={formatRupees(voucher.valuationCharges)}
              testId="voucher-valuation"
            />
            <Row
              label={t("dashboard.details.netDisbursed")}
              value={formatRupees(voucher.netDisbursedAmount)}
              testId="voucher-net"
            />
          </dl>
        </div>
      </button>
    </li>
  );
}
