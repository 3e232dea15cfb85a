/** The wordmark: a bridge (setu) over the name. Inline SVG, so no extra request. */
export function Logo() {
  return (
    <svg width="132" height="28" viewBox="0 0 132 28" role="img" aria-hidden="true" focusable="false">
      <path d="M2 22 Q14 4 26 22" fill="none" stroke="#0f7a4f" strokeWidth="3" strokeLinecap="round" />
      <path d="M2 22 H26" stroke="#f59e0b" strokeWidth="3" strokeLinecap="round" />
      <text x="32" y="21" fontFamily="inherit" fontSize="19" fontWeight="700" fill="#0b3d2c">
        LoanSetu
      </text>
    </svg>
  );
}
