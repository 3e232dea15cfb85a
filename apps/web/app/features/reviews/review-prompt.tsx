import { REVIEW_CITY_MAX, REVIEW_RATING_MAX, REVIEW_TEXT_MAX } from "@loansetu/domain/reviews";
import { CheckCircle2, Star } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { useLocale } from "../../ui/use-locale.ts";
import { postJson } from "../auth/api-client.ts";

/** What a disbursed lead's card knows about its review (the page sends no more than it shows). */
export interface ReviewState {
  canReview: boolean;
  own: { rating: number; status: "pending" | "approved" | "rejected" } | null;
}

/** The journey's text field look, so the review form matches the site's other forms. */
const FIELD =
  "mt-1 w-full rounded-lg border border-line bg-white px-3 py-3 text-base outline-none focus:border-brand-700 focus:ring-2 focus:ring-brand-200";

const STARS = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => index + 1);

/**
 * After a disbursal, the customer rates the loan (1–5, a radio group drawn as stars, so arrow
 * keys and screen readers work as with any radio group) and may write a short review and their city; then
 * a thank-you. Once written, the card says what became of it instead.
 */
export function ReviewPrompt({ leadId, state }: { leadId: string; state: ReviewState }) {
  const { t } = useTranslation();
  const [own, setOwn] = useState(state.own);
  const [thanked, setThanked] = useState(false);
  if (thanked) {
    return (
      <section className="mt-4 rounded-lg bg-brand-50 p-4" aria-live="polite" data-testid="review-thanks">
        <h3 className="flex items-center gap-2 font-semibold text-brand-900">
          <CheckCircle2 aria-hidden className="size-5 text-brand-700" />
          {t("reviews.thanks.title")}
        </h3>
        <p className="mt-1 text-sm">{t("reviews.thanks.text")}</p>
      </section>
    );
  }
  if (own) {
    return (
      <section className="mt-4 rounded-lg bg-surface p-4" data-testid="review-own" data-status={own.status}>
        <h3 className="font-semibold text-ink">{t("reviews.own.title")}</h3>
        <p className="mt-1 text-sm">
          <StarRow rating={own.rating} /> {t("reviews.own.rated", { rating: own.rating })}{" "}
          {t(`reviews.own.${own.status}`)}
        </p>
      </section>
    );
  }
  if (!state.canReview) return null;
  return (
    <ReviewForm
      leadId={leadId}
      onSaved={(rating) => {
        setOwn({ rating, status: "pending" });
        setThanked(true);
      }}
    />
  );
}

function StarRow({ rating }: { rating: number }) {
  return (
    <span aria-hidden className="inline-flex align-text-bottom">
      {STARS.map((n) => (
        <Star key={n} size={16} className={n <= rating ? "fill-amber-400 text-amber-600" : "text-gray-400"} />
      ))}
    </span>
  );
}

function ReviewForm({ leadId, onSaved }: { leadId: string; onSaved: (rating: number) => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useId();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState("");
  const [city, setCity] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const length = [...text].length;

  async function submit() {
    if (rating === 0) {
      setError(t("reviews.ask.chooseRating"));
      return;
    }
    setBusy(true);
    setError("");
    const answer = await postJson<unknown>(
      `/api/application/${leadId}/review`,
      { rating, city, ...(text.trim() ? { text } : {}) },
      locale,
    );
    setBusy(false);
    if (answer?.status) {
      onSaved(rating);
      return;
    }
    setError(answer?.message || t("reviews.ask.error"));
  }

  return (
    <form
      className="mt-4 space-y-3 rounded-lg border border-line bg-surface p-4"
      aria-labelledby={`${id}-title`}
      data-testid="review-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id={`${id}-title`} className="font-semibold text-ink">
        {t("reviews.ask.title")}
      </h3>
      <p className="text-sm text-ink-soft">{t("reviews.ask.text")}</p>
      <fieldset>
        <legend className="text-sm font-semibold">{t("reviews.ask.rating")}</legend>
        <div className="mt-1 flex flex-wrap" data-testid="review-stars">
          {STARS.map((n) => (
            <label key={n} className="cursor-pointer">
              <input
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="peer sr-only"
              />
              <span className="block rounded-md p-1.5 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-700">
                <Star
                  aria-hidden
                  size={32}
                  className={n <= rating ? "fill-amber-400 text-amber-600" : "text-gray-500"}
                />
              </span>
              <span className="sr-only">{t(`reviews.ask.stars.${n}`)}</span>
            </label>
          ))}
        </div>
        <p className="min-h-5 text-sm text-ink-soft" aria-hidden>
          {rating ? t(`reviews.ask.stars.${rating}`) : ""}
        </p>
      </fieldset>
      <div>
        <label htmlFor={`${id}-text`} className="block text-sm font-semibold">
          {t("reviews.ask.textLabel")}
        </label>
        <p id={`${id}-text-hint`} className="text-xs text-ink-soft">
          {t("reviews.ask.textHint", { max: REVIEW_TEXT_MAX })}
        </p>
        <textarea
          id={`${id}-text`}
          aria-describedby={`${id}-text-hint ${id}-text-count`}
          className={FIELD}
          rows={3}
          maxLength={REVIEW_TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${id}-text-count`} className="text-right text-xs text-ink-soft">
          {t("reviews.ask.counter", { count: length, max: REVIEW_TEXT_MAX })}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-city`} className="block text-sm font-semibold">
          {t("reviews.ask.city")}
        </label>
        <input
          id={`${id}-city`}
          className={`${FIELD} max-w-xs`}
          autoComplete="address-level2"
          required
          maxLength={REVIEW_CITY_MAX}
          value={city}
          onChange={(event) => setCity(event.target.value)}
        />
      </div>
      <div aria-live="polite">
        {error ? (
          <p role="alert" className="text-sm font-semibold text-danger" data-testid="review-error">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? t("reviews.ask.sending") : t("reviews.ask.submit")}
      </button>
    </form>
  );
}
