import type { ReactNode } from "react";
import { ACCENT, IconFrame, PAPER, SOFT } from "./frame.tsx";

/** A car in profile, shared by the car loans. */
const car = (
  <>
    <path d="M8 31v-5a2 2 0 0 1 2-2h3l4-6h13l5 6h3a2 2 0 0 1 2 2v5z" className={SOFT} />
    <path d="M18 24h13" />
    <circle cx="16" cy="31" r="3.5" className={PAPER} />
    <circle cx="32" cy="31" r="3.5" className={PAPER} />
  </>
);

/** One icon per loan type of LOAN_PRODUCTS (keys as there). */
const DRAWINGS: Record<string, ReactNode> = {
  personal: (
    <>
      <rect x="10" y="16" width="28" height="20" rx="3" className={SOFT} />
      <path d="M10 22h28" />
      <rect x="29" y="25" width="9" height="6" rx="2" className={PAPER} />
      <circle cx="17" cy="11" r="4" className={ACCENT} />
    </>
  ),
  usedCar: (
    <>
      {car}
      <path d="M33 9a5 5 0 1 1-4 3m0-4v4h4" />
    </>
  ),
  newCar: (
    <>
      {car}
      <path d="M35 8l1.5 3.5L40 13l-3.5 1.5L35 18l-1.5-3.5L30 13l3.5-1.5z" className={ACCENT} />
    </>
  ),
  twoWheeler: (
    <>
      <circle cx="14" cy="31" r="5" className={PAPER} />
      <circle cx="34" cy="31" r="5" className={PAPER} />
      <path d="M14 31h11l4-11h-6l-3 5h-8" className={SOFT} />
      <path d="M29 20l5 11M27 14h5l-3 6" />
      <circle cx="33" cy="14" r="2" className={ACCENT} />
    </>
  ),
  ev: (
    <>
      <rect x="11" y="14" width="23" height="20" rx="3" className={SOFT} />
      <path d="M34 20h3v8h-3" />
      <path d="M25 16l-7 9h5l-2 7 8-10h-5z" className={ACCENT} />
    </>
  ),
  refinance: (
    <>
      <circle cx="16" cy="27" r="6" className={SOFT} />
      <path d="M22 27h17m-5 0v5m5-5v4" />
      <circle cx="16" cy="27" r="2" />
      <circle cx="33" cy="14" r="5" className={ACCENT} />
    </>
  ),
  business: (
    <>
      <rect x="12" y="21" width="24" height="15" rx="2" className={SOFT} />
      <path d="M21 36v-8h6v8" className={PAPER} />
      <path d="M10 21l3-8h22l3 8z" className={ACCENT} />
      <path d="M10 21l3-8h22l3 8zm9.3 0l1-8m8.4 8l-1-8" />
    </>
  ),
  commercialVehicle: (
    <>
      <rect x="7" y="15" width="20" height="16" rx="2" className={SOFT} />
      <path d="M27 20h7l5 6v5H27z" className={PAPER} />
      <path d="M30 23h3l2 3h-5z" className={ACCENT} />
      <circle cx="14" cy="32" r="3.5" className={PAPER} />
      <circle cx="33" cy="32" r="3.5" className={PAPER} />
    </>
  ),
  balanceTransfer: (
    <>
      <path d="M12 18h23l-5-5m5 5l-5 5" />
      <path d="M36 30H13l5-5m-5 5l5 5" />
      <circle cx="24" cy="24" r="4" className={ACCENT} />
    </>
  ),
};

/** A loan type's icon (decorative, 48 px unless sized). */
export function LoanTypeIcon({ product, size }: { product: string; size?: number }) {
  return <IconFrame size={size}>{DRAWINGS[product] ?? DRAWINGS.personal}</IconFrame>;
}
