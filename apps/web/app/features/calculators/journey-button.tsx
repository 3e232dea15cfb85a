import type { JourneyIds } from "@loansetu/domain/journey";
import { TIMING_MS } from "@loansetu/domain/timing";
import { LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n.ts";
import { useLocale } from "../../ui/use-locale.ts";
import { pushJourneyStart } from "../journey/analytics.ts";
import { journeyHref } from "./journey-href.ts";

export { journeyHref };

/**
 * §4 "Journey button shows a loader until the journey-start status flag turns true (polled every 250 ms)".
 * A plain link (it works without JavaScript); with it, a click shows the loader and the flag — the journey
 * page being the one on screen — is polled every TIMING_MS.journeyPoll until it turns true.
 * Every click is a journey start for analytics, named by `buttonType`.
 */
export function JourneyButton({
  product,
  ids,
  label,
  variant = "primary",
  buttonType = "journey",
}: {
  product: string;
  ids: JourneyIds & { readonly backBtnSlug?: string };
  label: string;
  variant?: "primary" | "secondary";
  /** What kind of button this is in the analytics events: "hero", "layover", "calculator"… */
  buttonType?: string;
}) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const to = journeyHref(product, ids, href);
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    if (!starting) return;
    const target = new URL(to, window.location.href).pathname;
    const poll = window.setInterval(() => {
      if (window.location.pathname === target) setStarting(false);
    }, TIMING_MS.journeyPoll);
    return () => window.clearInterval(poll);
  }, [starting, to]);

  return (
    <Link
      to={to}
      onClick={(event) => {
        pushJourneyStart(event.currentTarget, buttonType, product);
        // A new tab or window (modifier keys, middle button) leaves this page as it is.
        if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) {
          setStarting(true);
        }
      }}
      aria-busy={starting || undefined}
      className={`${variant === "primary" ? "btn-primary" : "btn-secondary"} w-full gap-2 sm:w-auto`}
      data-testid="journey-button"
      data-analytics-button=""
    >
      {starting ? (
        <>
          <LoaderCircle aria-hidden size={18} className="animate-spin" />
          <span role="status">{t("calc.journey.starting")}</span>
        </>
      ) : (
        label
      )}
    </Link>
  );
}
