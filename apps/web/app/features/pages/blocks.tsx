import type { ProductPageText } from "@loansetu/api/data/schemas";
import { formatLongDay, formatPercent } from "@loansetu/domain/format";
import { hasTenDigits, mobileInputValue, validateMobile } from "@loansetu/domain/mobile";
import { CheckCircle2, FileText, MapPin } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n.ts";
import { DialogHeader } from "../../ui/dialog-header.tsx";
import { SpriteIcon, STEP_ICONS } from "../../ui/illustrations/sprite-icon.tsx";
import { type LenderIdentity, LenderName } from "../../ui/lender-badge.tsx";
import { useLocale } from "../../ui/use-locale.ts";
import { Breadcrumbs } from "../learn/breadcrumbs.tsx";
import { Carousel } from "./carousel.tsx";

/** Top banner (spec §2): breadcrumb, heading, tag, sub-heading and the journey-start button. */
export function ProductBanner({
  trail,
  heading,
  tag,
  subHeading,
  action,
  aside,
  tone = "brand",
}: {
  trail: { label: string; path?: string }[];
  heading: string;
  tag: string;
  subHeading: string;
  action: ReactNode;
  /** The product page's quick start: beside the text on a desktop, under it (before `action`) on a phone. */
  aside?: ReactNode;
  tone?: "brand" | "business";
}) {
  const background = `bg-gradient-to-b ${tone === "business" ? "from-amber-50" : "from-brand-50"} to-surface`;
  if (aside) {
    // Tighter on a phone than the plain banner, so the quick start's "Check offers" is on the first screen
    // at 360 × 740; on a desktop the quick start sits beside the heading, as on the home page.
    return (
      <section className={background} data-testid="product-banner">
        <div className="mx-auto grid max-w-6xl gap-4 px-4 py-4 sm:py-12 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-x-10 lg:gap-y-6">
          <div className="lg:col-start-1 lg:row-start-1 lg:self-end">
            <Breadcrumbs trail={trail} />
            <p className="mt-3 inline-block rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 shadow-sm sm:mt-4">
              {tag}
            </p>
            <h1 className="mt-2 text-2xl font-bold leading-tight text-brand-950 sm:mt-3 sm:text-5xl">
              {heading}
            </h1>
            <p className="mt-2 max-w-2xl text-ink-soft sm:mt-3 sm:text-lg">{subHeading}</p>
          </div>
          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center">{aside}</div>
          <div className="lg:col-start-1 lg:row-start-2 lg:self-start">{action}</div>
        </div>
      </section>
    );
  }
  return (
    <section className={background} data-testid="product-banner">
      <div className="mx-auto max-w-6xl px-4 py-6 sm:py-12">
        <Breadcrumbs trail={trail} />
        <p className="mt-4 inline-block rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 shadow-sm">
          {tag}
        </p>
        <h1 className="mt-3 text-3xl font-bold leading-tight text-brand-950 sm:text-5xl">{heading}</h1>
        <p className="mt-3 max-w-2xl text-lg text-ink-soft">{subHeading}</p>
        <div className="mt-6">{action}</div>
      </div>
    </section>
  );
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-8">
      <h2 id={id} className="text-2xl font-bold text-brand-950">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Eligibility or documents (spec §2, texts §5), with sub-lists such as salaried and self-employed. */
export function ListBlock({
  block,
  icon,
  testId,
}: {
  block: NonNullable<ProductPageText["eligibility"]>;
  icon: "check" | "file";
  testId: string;
}) {
  const Icon = icon === "check" ? CheckCircle2 : FileText;
  return (
    <div className="card h-full" data-testid={testId}>
      <h3 className="text-xl font-bold text-brand-950">{block.title}</h3>
      <div className={`mt-3 grid gap-4 ${block.groups.length > 1 ? "sm:grid-cols-2" : ""}`}>
        {block.groups.map((group) => (
          <div key={group.title ?? "all"}>
            {group.title ? <h4 className="font-semibold">{group.title}</h4> : null}
            <ul className="mt-2 space-y-2">
              {group.items.map((item) => (
                <li key={item} className="flex gap-2">
                  <Icon aria-hidden size={18} className="mt-0.5 shrink-0 text-brand-700" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}

export interface RateRow {
  lenderId: number;
  bankname: string;
  interest: number;
  pf: number;
  slug: string;
  /** The lender's badge; absent only if the rate table names a lender the lender list lacks. */
  lender: LenderIdentity | undefined;
}

/** Interest rate table for lenders (spec §2/§3: logo, bankname, interest, pf), dated and marked indicative. */
export function RateTable({
  rows,
  asOf,
  linkBanks = false,
}: {
  rows: RateRow[];
  asOf: string;
  linkBanks?: boolean;
}) {
  const { t } = useTranslation();
  const { href, locale } = useLocale();
  return (
    <div data-testid="rate-table">
      <div className="overflow-x-auto rounded-xl border border-line bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("pages.rates.caption")}</caption>
          <thead className="bg-brand-50 text-brand-950">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t("pages.rates.lender")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("pages.rates.interest")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("pages.rates.fee")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.lenderId} className="border-t border-line">
                <th scope="row" className="px-3 py-2 font-medium">
                  {linkBanks ? (
                    <Link to={href(`/${row.slug}-personal-loan`)} className="underline">
                      <LenderName lender={row.lender} name={row.bankname} />
                    </Link>
                  ) : (
                    <LenderName lender={row.lender} name={row.bankname} />
                  )}
                </th>
                <td className="px-3 py-2">{t("pages.rates.from", { rate: formatPercent(row.interest) })}</td>
                <td className="px-3 py-2">{formatPercent(row.pf)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-ink-soft">
        {t("pages.rates.note", { date: formatLongDay(asOf, locale) })}
      </p>
    </div>
  );
}

/** How-to-apply three-step block. */
export function HowToApply() {
  const { t } = useTranslation();
  return (
    <ol className="grid gap-4 sm:grid-cols-3" data-testid="how-to-apply">
      {(["one", "two", "three"] as const).map((step, index) => (
        <li key={step} className="card">
          <div className="flex items-center gap-3">
            <SpriteIcon name={STEP_ICONS[step]} />
            <span className="flex size-7 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
              {index + 1}
            </span>
          </div>
          <h3 className="mt-2 font-semibold">{t(`pages.howToApply.${step}.title`)}</h3>
          <p className="mt-1 text-sm text-ink-soft">{t(`pages.howToApply.${step}.text`)}</p>
        </li>
      ))}
    </ol>
  );
}

/** Step-by-step guide. */
export function Guide({ steps }: { steps: { title: string; text: string }[] }) {
  return (
    <ol className="space-y-3" data-testid="guide">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-3">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full border-2 border-brand-700 font-bold text-brand-800">
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold">{step.title}</h3>
            <p className="text-ink-soft">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export interface PartnerLogo {
  slug: string;
  /** Short name, printed under the badge. */
  name: string;
  lender: LenderIdentity;
}

/**
 * Lending partner strip (§9 carousel: 6 per view on desktop; 1 per view on mobile, auto-sliding every
 * 5000 ms): each partner's badge over its name on an even white tile, linking to /lending-partners.
 */
export function PartnerCarousel({ partners }: { partners: PartnerLogo[] }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <Carousel
      label={t("pages.partners.title")}
      itemClassName="basis-full sm:basis-1/3 lg:basis-1/6"
      intervalMs={5000}
      testId="partner-carousel"
      items={partners.map((p) => (
        <Link
          key={p.slug}
          to={href("/lending-partners")}
          className="card flex h-full min-h-36 justify-center !px-3 !pt-5 !pb-3 text-sm font-semibold text-ink shadow-sm transition-colors hover:border-brand-700 focus-visible:border-brand-700"
          data-testid="partner-tile"
        >
          <LenderName lender={p.lender} name={p.name} size="lg" stacked nameClassName="leading-tight" />
        </Link>
      ))}
    />
  );
}

export interface CityLink {
  slug: string;
  name: string;
}

const CITIES_SHOWN = 7;

/**
 * City list (spec §2): on mobile a carousel whose last tile is '+N More'; on wider screens a grid. '+N
 * More' opens a native modal dialog titled 'Locations' with every city.
 */
export function CityList({ product, cities }: { product: string; cities: CityLink[] }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    // A click on the backdrop lands on the <dialog> itself, outside its panel: close it.
    const onClick = (event: MouseEvent) => {
      if (event.target === element) element?.close();
    };
    element?.addEventListener("click", onClick);
    return () => element?.removeEventListener("click", onClick);
  }, []);
  const tile = (city: CityLink) => (
    <Link
      to={href(`/${product}/city/${city.slug}`)}
      className="card flex h-full items-center gap-2 font-medium hover:border-brand-700"
    >
      <MapPin aria-hidden size={18} className="shrink-0 text-brand-700" />
      {city.name}
    </Link>
  );
  const shown = cities.slice(0, CITIES_SHOWN);
  const more = cities.length - shown.length;
  const moreTile =
    more > 0 ? (
      <button
        type="button"
        className="card flex h-full w-full items-center justify-center font-semibold text-brand-800 hover:border-brand-700"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
        data-testid="cities-more"
      >
        {t("pages.cities.more", { count: more })}
      </button>
    ) : null;
  return (
    <div data-testid="city-list">
      <div className="sm:hidden">
        <Carousel
          label={t("pages.cities.title")}
          itemClassName="basis-1/2"
          intervalMs={5000}
          items={[...shown.map(tile), ...(moreTile ? [moreTile] : [])]}
        />
      </div>
      <ul className="hidden grid-cols-4 gap-3 sm:grid">
        {shown.map((city) => (
          <li key={city.slug}>{tile(city)}</li>
        ))}
        {moreTile ? <li>{moreTile}</li> : null}
      </ul>
      <dialog ref={dialog} aria-labelledby="locations-title" className="login-dialog">
        <div className="p-4">
          <DialogHeader
            id="locations-title"
            title={t("pages.cities.modalTitle")}
            closeLabel={t("pages.close")}
            onClose={() => dialog.current?.close()}
          />
          <ul className="mt-3 grid max-h-[60vh] grid-cols-2 gap-2 overflow-y-auto">
            {cities.map((city) => (
              <li key={city.slug}>
                <Link to={href(`/${product}/city/${city.slug}`)} className="block py-1 underline">
                  {city.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </dialog>
    </div>
  );
}

/**
 * Blog form (spec §2, §5): a mobile number; it proceeds only with a valid 10-digit number. A POST to the
 * journey, which keeps the number for its login in a short-lived HttpOnly cookie (never in the address);
 * checked by the browser (pattern) so it works before script loads.
 */
export function BlogForm({ journey }: { journey: string }) {
  const { t } = useTranslation();
  const [action, query] = journey.split("?") as [string, string];
  const [mobile, setMobile] = useState("");
  const [error, setError] = useState("");
  // Until the page is interactive the browser's own check (pattern) guards the form; after, ours does,
  // with the spec's message.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const result = validateMobile(mobile, { required: true });
    if (hasTenDigits(mobile) && result.ok) return;
    event.preventDefault();
    setError(t(`validation.${result.ok ? "mobile.invalid" : result.id}`));
  };
  return (
    <form
      method="post"
      action={query ? `${action}?${query}` : action}
      noValidate={hydrated}
      onSubmit={submit}
      className="card flex flex-col gap-3 sm:flex-row sm:items-start"
      data-testid="blog-form"
    >
      <input type="hidden" name="intent" value="prefill" />
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor="blog-mobile" className="text-sm font-medium">
          {t("pages.blogForm.label")}
        </label>
        <input
          id="blog-mobile"
          name="mobileNumber"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          pattern="[6-9][0-9]{9}"
          title={t("pages.blogForm.hint")}
          value={mobile}
          onChange={(event) => {
            setMobile(mobileInputValue(event.target.value));
            setError("");
          }}
          aria-invalid={error !== ""}
          aria-describedby="blog-mobile-error"
          className="rounded-lg border border-line px-3 py-3 text-base"
        />
        <p id="blog-mobile-error" role="alert" className="min-h-5 text-sm text-danger">
          {error}
        </p>
      </div>
      <button type="submit" className="btn-primary sm:mt-6">
        {t("pages.blogForm.submit")}
      </button>
    </form>
  );
}

/**
 * Refinance layover (spec §2): a floating offer at the bottom that changes style once the reader has
 * scrolled past 2300 px.
 */
export function Layover({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > 2300);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return (
    <aside
      aria-label={title}
      data-testid="layover"
      data-past={past ? "true" : "false"}
      className={`sticky bottom-0 z-10 mt-8 border-t border-line px-4 py-3 shadow-lg transition-colors ${
        past ? "bg-brand-800 text-white" : "bg-white text-ink"
      }`}
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-bold">{title}</p>
          <p className="text-sm">{text}</p>
        </div>
        {action}
      </div>
    </aside>
  );
}
