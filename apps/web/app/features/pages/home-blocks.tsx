import { Quote, Star } from "lucide-react";
import { useTranslation } from "../../i18n/i18n.ts";
import { PartnerCarousel, type PartnerLogo } from "./blocks.tsx";
import { Carousel } from "./carousel.tsx";

type StatKey = "total_channel_partner" | "total_applied_amount" | "total_customer" | "total_launch_cities";

export interface HomeMoreProps {
  /** Only the figures large enough to mean something (decision 0044); null when none is. */
  stats: { figures: { key: StatKey; display: string }[]; asOf: string } | null;
  /** Computed from verified reviews; null until there are 20 of them (decision 0044). */
  rating: { value: number; outOf: number; reviewCount: number } | null;
  /** Verified customer reviews, newest first; null when they could not be read. */
  testimonials:
    | {
        id: string;
        /** The customer's first name and city, nothing else about them. */
        name: string;
        city: string;
        rating: number;
        /** A key of loans (common.json) (§3 testimonial loanType). */
        loanType: string;
        text: string | null;
        /** The language the review was written in. */
        lang: "en" | "hi";
        date: string;
      }[]
    | null;
  /** Real press coverage only; the block is left out while there is none. */
  news: { id: number; publication: string; url: string; image: string; headline: string; date: string }[];
  partners: PartnerLogo[];
}

/**
 * The rest of the home page (spec §2), proof only (decision 0044): platform figures when they are large
 * enough to mean something, the rating computed from verified reviews (from 20 of them) with its count,
 * the verified reviews themselves, press coverage when there is real coverage, and the lending partners.
 * No sample reviews, sample press or filler video.
 */
export function HomeMore({ stats, rating, testimonials, news, partners }: HomeMoreProps) {
  const { t } = useTranslation();
  return (
    <>
      {stats ? (
        <section aria-labelledby="stats" className="below-fold mx-auto max-w-6xl px-4 py-10">
          <h2 id="stats" className="text-2xl font-bold text-brand-950">
            {t("pages.home.statsTitle")}
          </h2>
          <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="platform-stats">
            {stats.figures.map(({ key, display }) => (
              <div key={key} className="card text-center" data-stat={key}>
                <dt className="text-sm text-ink-soft">{t(`pages.home.stats.${key}`)}</dt>
                <dd className="mt-1 text-2xl font-bold text-brand-800">{display}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-xs text-ink-soft" data-testid="stats-note">
            {t("pages.home.statsNote", { date: stats.asOf })}
          </p>
        </section>
      ) : null}

      <section aria-labelledby="reviews" className="below-fold bg-brand-50 py-10">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="reviews" className="text-2xl font-bold text-brand-950">
            {t("pages.home.testimonialsTitle")}
          </h2>
          {rating ? (
            <>
              <p className="mt-4 flex items-center gap-2 text-xl font-bold" data-testid="rating">
                <Star aria-hidden className="fill-amber-400 text-amber-500" size={24} />
                {t("pages.home.rating", { value: rating.value })}
              </p>
              <p className="text-sm text-ink-soft" data-testid="rating-source">
                {t("pages.home.ratingSource", { count: rating.reviewCount })}
              </p>
            </>
          ) : null}
          {testimonials === null ? (
            <p role="alert" className="mt-2">
              {t("pages.home.reviewsError")}
            </p>
          ) : testimonials.length === 0 ? (
            <p className="mt-2 text-ink-soft" data-testid="reviews-empty">
              {t("pages.home.reviewsEmpty")}
            </p>
          ) : (
            <>
              {rating ? null : (
                <p className="mt-2 text-sm text-ink-soft" data-testid="rating-pending">
                  {t("pages.home.ratingPending")}
                </p>
              )}
              <div className="-mx-2 mt-4">
                <Carousel
                  label={t("pages.home.testimonialsTitle")}
                  itemClassName="basis-full lg:basis-1/3"
                  testId="testimonials"
                  items={testimonials.map((item) => <Testimonial key={item.id} item={item} />)}
                />
              </div>
            </>
          )}
        </div>
      </section>

      {news.length ? (
        <section aria-labelledby="news" className="below-fold mx-auto max-w-6xl px-4 py-10">
          <h2 id="news" className="text-2xl font-bold text-brand-950">
            {t("pages.home.newsTitle")}
          </h2>
          <div className="-mx-2 mt-4">
            <Carousel
              label={t("pages.home.newsTitle")}
              itemClassName="basis-full lg:basis-1/3"
              testId="news"
              items={news.map((item) => (
                <article key={item.id} className="card relative h-full" data-testid="news-card">
                  <img
                    src={item.image}
                    alt=""
                    width={320}
                    height={160}
                    loading="lazy"
                    className="mb-3 aspect-[2/1] w-full rounded-lg object-cover"
                    data-testid="news-image"
                  />
                  <p lang="en" className="text-xs font-semibold uppercase tracking-wide text-brand-800">
                    {item.publication}
                  </p>
                  <h3 className="mt-2 font-semibold">
                    {/* The whole card is the link's target area (the ::after covers it). */}
                    <a
                      href={item.url}
                      target="_blank"
                      rel="noopener"
                      className="underline-offset-2 after:absolute after:inset-0 hover:underline"
                    >
                      {item.headline}
                    </a>
                  </h3>
                  <p className="mt-2 text-xs text-ink-soft">{item.date}</p>
                </article>
              ))}
            />
          </div>
        </section>
      ) : null}

      <section aria-labelledby="partners" className="below-fold mx-auto max-w-6xl px-4 pb-10">
        <h2 id="partners" className="text-2xl font-bold text-brand-950">
          {t("pages.home.partnersTitle")}
        </h2>
        <div className="-mx-2 mt-4">
          <PartnerCarousel partners={partners} />
        </div>
      </section>
    </>
  );
}

/** One verified review: stars, the text in its own language, first name, city, loan type and date. */
function Testimonial({ item }: { item: NonNullable<HomeMoreProps["testimonials"]>[number] }) {
  const { t } = useTranslation();
  return (
    <figure className="card h-full" data-testid="testimonial">
      <div className="flex items-center justify-between gap-2">
        <p className="flex" role="img" aria-label={t("pages.home.reviewRated", { rating: item.rating })}>
          {[1, 2, 3, 4, 5].map((n) => (
            <Star
              key={n}
              aria-hidden
              size={16}
              className={n <= item.rating ? "fill-amber-400 text-amber-600" : "text-gray-400"}
            />
          ))}
        </p>
      </div>
      {item.text ? (
        <blockquote className="mt-2 text-sm" lang={item.lang}>
          <Quote aria-hidden size={16} className="mb-1 text-brand-700" />
          {item.text}
        </blockquote>
      ) : null}
      <figcaption className="mt-3 flex items-center gap-3 text-sm">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-900"
          data-testid="testimonial-initial"
        >
          {[...item.name][0]}
        </span>
        <span>
          <span className="block font-semibold">
            {/* Name and city as the customer typed them: marked English when typed in Latin script. */}
            <span lang={/[A-Za-z]/.test(`${item.name}${item.city}`) ? "en" : undefined}>
              {item.name}, {item.city}
            </span>{" "}
            <span className="font-normal text-ink-soft">· {item.date}</span>
          </span>
          <span className="block text-ink-soft" data-testid="testimonial-loan-type">
            {t(`loans.${item.loanType}`)}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
