import {
  acceptTypedValue,
  clampReason,
  clampToSlider,
  type SliderConfig,
  sliderTrackMax,
  stepByKeyboard,
  stripCommas,
  valueOnBlur,
} from "@loansetu/domain/calculator-input";
import { toLatinDigits } from "@loansetu/domain/digits";
import {
  formatCompactAmount,
  formatIndianNumber,
  formatPercent,
  formatRupees,
  type Locale,
} from "@loansetu/domain/format";
import {
  type ChangeEvent,
  type CSSProperties,
  type KeyboardEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useTranslation } from "../../i18n/i18n.ts";

export type SliderUnit = "rupees" | "years" | "months" | "percent";

const KEY_DIRECTION: Record<string, 1 | -1> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };

/** A value as the box shows it: "1,00,000" (Indian grouping for rupees), "5", "10.5". */
export function displayValue(value: number, unit: SliderUnit): string {
  return unit === "rupees" ? formatIndianNumber(value) : String(value);
}

/** Text being typed, as the box shows it: rupees keep their Indian grouping while typing too. */
function displayTyped(raw: string, unit: SliderUnit): string {
  return unit === "rupees" && raw !== "" ? formatIndianNumber(Number(raw)) : raw;
}

/** How many digits (or decimal points) come before a position in a text: commas do not count. */
function digitsBefore(text: string, position: number): number {
  return stripCommas(text.slice(0, position)).length;
}

/** The position in a text after the given number of digits (commas skipped). */
function positionAfterDigits(text: string, digits: number): number {
  let seen = 0;
  let position = 0;
  while (position < text.length && seen < digits) {
    if (text[position] !== ",") seen++;
    position++;
  }
  return position;
}

/** A scale end: "25,000" / "25 Lakh" for amounts, "1 Year", "2%". */
function ScaleLabel({ value, unit, locale }: { value: number; unit: SliderUnit; locale: Locale }) {
  const { t } = useTranslation();
  if (unit === "rupees") return <>{formatCompactAmount(value, { locale, rupee: true })}</>;
  if (unit === "percent") return <>{value}%</>;
  return <>{t(`calc.units.${unit === "years" ? "year" : "month"}`, { count: value })}</>;
}

/**
 * One calculator input: a native range (`<input type="range">`: a slider to assistive technology, arrow keys
 * and touch without any script) and a text box, kept in step (§5).
 * Typing strips commas and ignores a keystroke that breaks the field's validation or max length; the
 * value follows while it is inside the range and is clamped on blur. Arrow keys on the slider step by
 * the domain's rule (from the exact value, even one typed off the step). `fromSlider` adjusts values the
 * slider produces (the new-car step rule). The box carries `name`, so the block works as a plain GET
 * form before (or without) JavaScript.
 */
export function SliderField({
  name,
  label,
  unit,
  config,
  value,
  onChange,
  locale,
  fromSlider = (v) => v,
}: {
  name: string;
  label: string;
  unit: SliderUnit;
  config: SliderConfig;
  value: number;
  onChange: (value: number) => void;
  locale: Locale;
  fromSlider?: (value: number) => number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  // The digits being typed (commas stripped), or null when the box is not being edited.
  const [editing, setEditing] = useState<string | null>(null);
  const caret = useRef<number | null>(null);
  // A typed value the box changed on blur, and why, so the change is never silent.
  const [clamped, setClamped] = useState<{ reason: "min" | "max"; typed: number } | null>(null);
  const shown = editing === null ? displayValue(value, unit) : displayTyped(editing, unit);

  // Grouping commas come and go as digits are typed: keep the caret after the same digit.
  useLayoutEffect(() => {
    if (caret.current === null || !box.current) return;
    const position = positionAfterDigits(box.current.value, caret.current);
    box.current.setSelectionRange(position, position);
    caret.current = null;
  });
  // The slider's thumb sits on its step grid (a typed ₹4,71,900 shows at ₹4,60,000, and the new-car
  // rule's amounts are 10,000 below the grid), but what it announces is the amount itself.
  // Written from the catalogue and domain/format rather than Intl's unit and currency styles, whose ICU data
  // costs a phone ~200 ms of main thread the first time (domain/format.ts).
  const format = (amount: number) => {
    if (unit === "rupees") return formatRupees(amount);
    if (unit === "percent") return formatPercent(amount);
    return t(unit === "years" ? "calc.units.year" : "calc.units.month", { count: amount });
  };
  // The track ends on the step grid at or just past the maximum, whose value clamps to it, so sliding to
  // the end (or End) reaches the maximum on the scale's label.
  const trackMax = sliderTrackMax(config);
  const filled = Math.min(
    100,
    Math.max(0, ((value - config.minSlider) / (trackMax - config.minSlider)) * 100),
  );

  const type = (event: ChangeEvent<HTMLInputElement>) => {
    const element = event.target;
    const text = toLatinDigits(element.value);
    const end = element.selectionStart ?? text.length;
    const accepted = acceptTypedValue(text, config);
    if (accepted === null) {
      // Refused: the box keeps its text, and the caret stays where it was before the keystroke.
      caret.current = digitsBefore(shown, Math.max(0, end - (text.length - shown.length)));
      setEditing(editing ?? stripCommas(shown));
      return;
    }
    caret.current = digitsBefore(text, end);
    setClamped(null);
    setEditing(accepted);
    const typed = Number(accepted);
    if (accepted !== "" && typed >= config.minSlider && typed <= config.maxSlider) onChange(typed);
  };
  const commit = () => {
    if (editing === null) return;
    const reason = clampReason(editing, config);
    setClamped(reason ? { reason, typed: Number(stripCommas(editing)) } : null);
    onChange(valueOnBlur(editing, config));
    setEditing(null);
  };
  const onSliderKey = (event: KeyboardEvent) => {
    const direction = KEY_DIRECTION[event.key];
    if (!direction || event.shiftKey) return;
    event.preventDefault();
    event.stopPropagation();
    setClamped(null);
    onChange(clampToSlider(fromSlider(stepByKeyboard(value, direction, config)), config));
  };

  const prefix = unit === "rupees" ? "₹" : undefined;
  const suffix =
    unit === "percent"
      ? "%"
      : unit === "rupees"
        ? undefined
        : t(`calc.units.${unit === "years" ? "yearWord" : "monthWord"}`, { count: value });
  return (
    <div className="py-3">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="font-medium text-ink">
          {label}
        </label>
        <div className="flex h-11 w-36 shrink-0 items-center rounded-lg border border-line bg-white px-3 focus-within:border-brand-700 focus-within:ring-2 focus-within:ring-brand-200">
          {prefix && (
            <span aria-hidden className="mr-1 text-ink-soft">
              {prefix}
            </span>
          )}
          <input
            id={id}
            name={name}
            type="text"
            inputMode={config.validation === "decimal" ? "decimal" : "numeric"}
            autoComplete="off"
            className="w-full min-w-0 bg-transparent text-right font-semibold text-ink outline-none"
            ref={box}
            value={shown}
            onChange={type}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                commit();
              }
            }}
          />
          {suffix && (
            <span aria-hidden className="ml-1 text-sm text-ink-soft">
              {suffix}
            </span>
          )}
        </div>
      </div>
      {/* Arrow keys follow the domain's step rule once the page is interactive; before that (or without
          JavaScript) the browser steps by `step`. The wrapper keeps a drag on the track from scrolling. */}
      <div className="mt-2 touch-none">
        <input
          type="range"
          aria-label={label}
          aria-valuetext={format(value)}
          min={config.minSlider}
          max={trackMax}
          step={config.sliderStep}
          value={value}
          onKeyDown={onSliderKey}
          onChange={(event) => {
            setClamped(null);
            onChange(clampToSlider(fromSlider(Number(event.target.value)), config));
          }}
          className="range-slider"
          style={{ "--filled": filled } as CSSProperties}
        />
      </div>
      {clamped ? (
        <p role="status" className="mt-1 text-sm text-amber-900" data-testid={`${name}-clamped`}>
          {t(`calc.clamped.${clamped.reason}`, { typed: format(clamped.typed), value: format(value) })}
        </p>
      ) : null}
      <div aria-hidden className="flex justify-between text-xs text-ink-soft">
        <span>
          <ScaleLabel value={config.customMinVal} unit={unit} locale={locale} />
        </span>
        <span>
          <ScaleLabel value={config.maxSlider} unit={unit} locale={locale} />
        </span>
      </div>
    </div>
  );
}
