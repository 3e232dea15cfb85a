import { MessageCircle } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { useTranslation } from "../../i18n/i18n.ts";
import { queryString } from "./inputs.ts";

/** False in the server render and the hydrating render, true once the page is interactive. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * Keeps the address bar's query in step with the inputs (a shareable, reloadable result) without a
 * navigation: the loaders need not run again for a slider move. Written after the inputs settle, and
 * not on the first render, so opening a page never rewrites its address.
 */
export function useQuerySync(values: Record<string, string | number | undefined>, delayMs = 400): string {
  const query = queryString(values);
  const initial = useRef(query);
  useEffect(() => {
    if (query === initial.current) return;
    initial.current = "";
    const timer = window.setTimeout(() => {
      if (window.location.search === query) return;
      const { pathname, hash } = window.location;
      window.history.replaceState(window.history.state, "", `${pathname}${query}${hash}`);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [query, delayMs]);
  return query;
}

/** The page's absolute address with the given query (the origin comes from the root loader). */
export function useShareUrl(query: string): string {
  const root = useRouteLoaderData("root") as { origin?: string } | undefined;
  const { pathname } = useLocation();
  return `${root?.origin ?? ""}${pathname}${query}`;
}

/** A WhatsApp share link (wa.me opens the app on a phone and WhatsApp Web elsewhere). */
export function WhatsAppShare({ text, url }: { text: string; url: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`}
      target="_blank"
      rel="noopener noreferrer"
      className="btn-secondary w-full gap-2 sm:w-auto"
      data-testid="whatsapp-share"
    >
      <MessageCircle aria-hidden size={18} />
      {t("calc.share.whatsapp")}
      <span className="sr-only"> {t("calc.share.newWindow")}</span>
    </a>
  );
}

/** §9 Disclaimer: fees excluded, rounded to the rupee, rate varies with the credit profile, lender decides. */
export function CalculatorDisclaimer() {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="disclaimer-heading"
      className="mt-8 rounded-xl border border-line bg-white p-4 text-sm text-ink-soft"
      data-testid="calculator-disclaimer"
    >
      <h2 id="disclaimer-heading" className="font-semibold text-ink">
        {t("calc.disclaimer.heading")}
      </h2>
      <p className="mt-1">{t("calc.disclaimer.text")}</p>
    </aside>
  );
}

/** One labelled figure of a result. */
export function Figure({
  label,
  value,
  testId,
  large = false,
}: {
  label: string;
  value: ReactNode;
  testId: string;
  large?: boolean;
}) {
  return (
    <div className={large ? "col-span-2" : ""}>
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd
        className={large ? "text-3xl font-bold text-brand-900" : "text-lg font-semibold text-ink"}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}

/** The GET form's submit button: the way to recalculate without JavaScript, hidden once it runs. */
export function CalculateButton() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <button type="submit" className="btn-primary mt-3 w-full" data-testid="calculate-button">
      {t("calc.result.calculate")}
    </button>
  );
}
