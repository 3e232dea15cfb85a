import { JOURNEY_STEPS, type JourneyStep } from "@loansetu/domain/journey-steps";
import { Check } from "lucide-react";
import { useTranslation } from "../../i18n/i18n.ts";

/** Where the applicant is: "Step 2 of 5" with a bar on phones, the named steps from a small tablet up. */
export function JourneyProgress({ current, done }: { current: JourneyStep | "done"; done: boolean }) {
  const { t } = useTranslation();
  const index = current === "done" ? JOURNEY_STEPS.length : JOURNEY_STEPS.indexOf(current);
  const position = Math.min(index + 1, JOURNEY_STEPS.length);
  const name = current === "done" ? t("journey.done") : t(`journey.steps.${current}`);
  return (
    <nav aria-label={t("journey.progressLabel")} className="mt-4" data-testid="journey-progress">
      <p className="text-sm font-semibold text-brand-900">
        {t("journey.progress", { current: position, total: JOURNEY_STEPS.length, name })}
      </p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-line" aria-hidden>
        <div
          className="h-full rounded-full bg-brand-700"
          style={{ width: `${((done ? JOURNEY_STEPS.length : index) / JOURNEY_STEPS.length) * 100}%` }}
        />
      </div>
      <ol className="mt-3 hidden gap-2 text-sm sm:flex">
        {JOURNEY_STEPS.map((step, i) => {
          const complete = done || i < index;
          const here = step === current;
          return (
            <li
              key={step}
              className={`flex flex-1 items-center gap-2 ${here ? "font-semibold text-brand-900" : "text-ink-soft"}`}
              aria-current={here ? "step" : undefined}
            >
              <span
                aria-hidden
                className={`grid size-6 shrink-0 place-items-center rounded-full text-xs ${
                  complete
                    ? "bg-brand-700 text-white"
                    : here
                      ? "border-2 border-brand-700"
                      : "border border-line"
                }`}
              >
                {complete ? <Check size={14} /> : i + 1}
              </span>
              {t(`journey.steps.${step}`)}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
