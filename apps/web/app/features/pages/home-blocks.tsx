import { PlayCircle, Quote, Star } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { DialogHeader } from "../../ui/dialog-header.tsx";
import { PartnerCarousel, type PartnerLogo } from "./blocks.tsx";
import { Carousel } from "./carousel.tsx";

type StatKey = "total_channel_partner" | "total_applied_amount" | "total_customer" | "total_launch_cities";
const STAT_KEYS: StatKey[] = [
  "total_customer",
  "total_applied_amount",
  "total_channel_partner",
  "total_launch_cities",
];

export interface HomeMoreProps {
  stats: { display: Record<StatKey, string>; asOf: string } | null;
  /** Computed from approved reviews; null until there are 20 of them (issue 18). */
  rating: { value: number; outOf: number; reviewCount: number; illustrative: boolean } | null;
  /** Approved customer reviews, newest first; null when they could not be read. */
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
        /** An illustrative review of the development seed, labelled so. */
        demo: boolean;
      }[]
    | null;
  news: {
    illustrative: boolean;
    items: { id: number; publication: string; url: string; image: string; headline: string; date: string }[];
  };
  partners: PartnerLogo[];
}

/**
 * The rest of the home page (spec §2): platform statistics, the customer trust block with its video and
 * the rating computed from approved customer reviews (issue 18: shown from 20 reviews on, labelled
 * illustrative while demo reviews count), customer speak (approved reviews) and news carousels (3 per view on desktop, 1 otherwise), the lending partner
 * carousel and the life-at-company block.
 */
export function HomeMore({ stats, rating, testimonials, news, partners }: HomeMoreProps) {
  const { t } = useTranslation();
  return (
    <>
      <section aria-labelledby="stats" className="below-fold mx-auto max-w-6xl px-4 py-10">
        <h2 id="stats" className="text-2xl font-bold text-brand-950">
          {t("pages.home.statsTitle")}
        </h2>
        {stats ? (
          <>
            <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="platform-stats">
              {STAT_KEYS.map((key) => (
                <div key={key} className="card text-center">
                  <dt className="text-sm text-ink-soft">{t(`pages.home.stats.${key}`)}</dt>
                  <dd className="mt-1 text-2xl font-bold text-brand-800">{stats.display[key]}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-2 text-xs text-ink-soft" data-testid="stats-note">
              {t("pages.home.statsNote", { date: stats.asOf })}
            </p>
          </>
        ) : (
          <p role="alert" className="mt-4">
            {t("pages.home.statsError")}
          </p>
        )}
      </section>

      <section aria-labelledby="trust" className="below-fold bg-brand-50 py-10">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="trust" className="text-2xl font-bold text-brand-950">
            {t("pages.home.trustTitle")}
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
              {rating.illustrative ? (
                <p className="text-xs text-ink-soft" data-testid="rating-illustrative">
                  {t("pages.home.ratingIllustrative")}
                </p>
              ) : null}
            </>
          ) : null}
          <VideoPopup src={INTRO_VIDEO} title={t("pages.home.videoTitle")} id="intro" />

          <h3 className="mt-8 text-xl font-bold text-brand-950">{t("pages.home.testimonialsTitle")}</h3>
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
              {testimonials.some((item) => item.demo) ? (
                <p className="text-xs text-ink-soft" data-testid="reviews-illustrative">
                  {t("pages.home.illustrative")}
                </p>
              ) : null}
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

      <section aria-labelledby="news" className="below-fold mx-auto max-w-6xl px-4 py-10">
        <h2 id="news" className="text-2xl font-bold text-brand-950">
          {t("pages.home.newsTitle")}
        </h2>
        {news.illustrative ? (
          <p className="text-xs text-ink-soft">{t("pages.home.newsIllustrative")}</p>
        ) : null}
        <div className="-mx-2 mt-4">
          <Carousel
            label={t("pages.home.newsTitle")}
            itemClassName="basis-full lg:basis-1/3"
            testId="news"
            items={news.items.map((item) => (
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

      <section aria-labelledby="partners" className="below-fold mx-auto max-w-6xl px-4 pb-10">
        <h2 id="partners" className="text-2xl font-bold text-brand-950">
          {t("pages.home.partnersTitle")}
        </h2>
        <div className="-mx-2 mt-4">
          <PartnerCarousel partners={partners} />
        </div>
      </section>

      <section aria-labelledby="life" className="below-fold bg-white py-10">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="life" className="text-2xl font-bold text-brand-950">
            {t("pages.home.lifeTitle")}
          </h2>
          <p className="mt-3 max-w-2xl text-ink-soft">{t("pages.home.lifeText")}</p>
          <VideoPopup src={LIFE_VIDEO} title={t("pages.home.lifeVideoTitle")} id="life" />
        </div>
      </section>
    </>
  );
}

/** One approved review: stars, the text in its own language, first name, city, loan type and date. */
function Testimonial({ item }: { item: NonNullable<HomeMoreProps["testimonials"]>[number] }) {
  const { t } = useTranslation();
  return (
    <figure className="card h-full" data-testid="testimonial" data-demo={item.demo}>
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
        {item.demo ? (
          <span
            className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900"
            data-testid="testimonial-illustrative"
          >
            {t("pages.home.illustrativeTag")}
          </span>
        ) : null}
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

/** The videos' local files (served from /media), played in a pop-up only when asked for. */
export const INTRO_VIDEO = "/media/loansetu-intro.webm";
/** Made by scripts/make-life-video.ts: a wordless clip, so one file serves both languages. */
export const LIFE_VIDEO = "/media/life-at-loansetu.webm";

/**
 * Video pop-up player (spec §2): a button opens a native modal dialog with the video; nothing is
 * downloaded until then (preload="none"), and closing the dialog pauses it.
 */
function VideoPopup({ src, title, id }: { src: string; title: string; id: string }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = dialog.current;
    const onClick = (event: MouseEvent) => {
      if (event.target === element) element?.close();
    };
    const onClose = () => video.current?.pause();
    element?.addEventListener("click", onClick);
    element?.addEventListener("close", onClose);
    return () => {
      element?.removeEventListener("click", onClick);
      element?.removeEventListener("close", onClose);
    };
  }, []);
  return (
    <>
      <button
        type="button"
        className="btn-secondary mt-4 gap-2"
        aria-haspopup="dialog"
        data-testid={`video-open-${id}`}
        onClick={() => {
          dialog.current?.showModal();
          void video.current?.play().catch(() => undefined);
        }}
      >
        <PlayCircle aria-hidden size={20} />
        {t("pages.home.watch")}
        <span className="sr-only">: {title}</span>
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`video-title-${id}`}
        className="login-dialog"
        data-testid={`video-dialog-${id}`}
      >
        <div className="p-4">
          <DialogHeader
            id={`video-title-${id}`}
            title={title}
            closeLabel={t("pages.close")}
            onClose={() => dialog.current?.close()}
          />
          {/* biome-ignore lint/a11y/useMediaCaption: the videos have no speech; their titles say what they show */}
          <video
            ref={video}
            src={src}
            controls
            preload="none"
            className="mt-3 w-full rounded-lg"
            width={640}
            height={360}
          />
        </div>
      </dialog>
    </>
  );
}
