import { Landmark, LockKeyhole, ShieldCheck, UserRoundCheck } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "../i18n/i18n.ts";
import { useLayoutData } from "./layout-data.ts";
import { useLocale } from "./use-locale.ts";

/**
 * Trust, stated plainly next to a call to action: how many RBI-regulated lenders we work with
 * (counted from the lender data by the layout's loader), how data is handled, who the grievance officer
 * is. `softCheck` adds "checking offers does not affect your credit score": pass it only where the action
 * leads to the application journey, whose bureau check is a soft enquiry made with consent (the hard
 * enquiry, if any, is the chosen lender's, after the person applies).
 */
export function TrustLine({
  softCheck = false,
  stacked = false,
  className = "",
}: {
  softCheck?: boolean;
  /** One item a line at every width (in a narrow card); otherwise two columns from the sm breakpoint. */
  stacked?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const layout = useLayoutData();
  const item = "flex items-start gap-1.5";
  const icon = "mt-0.5 shrink-0 text-brand-700";
  return (
    <ul
      aria-label={t("trust.label")}
      className={`grid gap-x-4 gap-y-1 text-xs text-ink-soft ${stacked ? "" : "sm:grid-cols-2"} ${className}`}
      data-testid="trust-line"
    >
      {layout?.regulatedLenders ? (
        <li className={item}>
          <Landmark aria-hidden size={14} className={icon} />
          {t("trust.lenders", { count: layout.regulatedLenders })}
        </li>
      ) : null}
      <li className={item}>
        <LockKeyhole aria-hidden size={14} className={icon} />
        {t("trust.data")}
      </li>
      {softCheck ? (
        <li className={item}>
          <ShieldCheck aria-hidden size={14} className={icon} />
          {t("trust.score")}
        </li>
      ) : null}
      {layout?.grievanceOfficer ? (
        <li className={item}>
          <UserRoundCheck aria-hidden size={14} className={icon} />
          <Link
            to={href("/grievance-redressal")}
            className="underline underline-offset-2 hover:text-brand-800"
          >
            {/* The officer's name is written as the person writes it: marked English on a Hindi page. */}
            {t("trust.grievance")}: <span lang="en">{layout.grievanceOfficer.name}</span>
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
