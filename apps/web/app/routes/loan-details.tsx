import { journeyProduct } from "@loansetu/domain/application";
import { formatDate, formatPercent, formatRupees } from "@loansetu/domain/format";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { customerOrLogin, localeOf } from "../features/dashboard/dashboard.server.ts";
import { LeadCard, toCardData } from "../features/dashboard/lead-card.tsx";
import { SanctionDownload } from "../features/dashboard/sanction-download.tsx";
import { VoucherCard, type VoucherCardData } from "../features/dashboard/voucher-card.tsx";
import { isAppError } from "../features/journey/journey.server.ts";
import { ReviewPrompt } from "../features/reviews/review-prompt.tsx";
import { reviewStateOf } from "../features/reviews/review-state.ts";
import { reviewService } from "../features/reviews/reviews.server.ts";
import { translatorFor } from "../i18n/catalog.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { badgesByShortName } from "../ui/lender-badge.tsx";
import { pageTitle } from "../ui/page-title.ts";
import { useLocale } from "../ui/use-locale.ts";
import type { Route } from "./+types/loan-details";

// `/loan-details/{loanId or id}?systemId=..&product=..&systems=..` (spec §2, View details on a lead card):
// the lead, its offer vouchers (flip on click, §9 figures), its vehicle and the sanction letter.

const PLACEHOLDER_IMAGE = "/images/cars/placeholder.svg";

export const handle: I18nHandle = { i18n: ["dashboard", "journey", "reviews"] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const { customer, deps, service } = customerOrLogin(context, locale);
  const t = translatorFor(locale);
  // Another customer's (or no) lead is a missing page, as the API answers 404 for it.
  const detail = await service.detail(customer.user, params.loanId, locale).catch((error: unknown) => {
    if (isAppError(error) && error.status === 404) throw new Response("Not Found", { status: 404 });
    throw error;
  });
  const [site, reviews] = await Promise.all([
    deps.data.get("site.json"),
    reviewService(deps).byReference(customer.user),
  ]);
  const key = journeyProduct(detail.lead.product)?.key ?? detail.lead.product;
  const badges = badgesByShortName(
    (await deps.data.get("lenders.json")).lenders,
    detail.vouchers.map((voucher) => voucher.lenderName),
  );
  const vouchers: VoucherCardData[] = detail.vouchers.map((voucher) => ({
    lenderName: voucher.lenderName,
    lender: badges[voucher.lenderName],
    imgColor: voucher.imgColor,
    loanAmount: voucher.loanAmount,
    roi: voucher.roi,
    emi: voucher.emi,
    tenure: voucher.tenure,
    validTill: t("dashboard.details.validTill", {
      date: formatDate(new Date(`${voucher.voucherExpiryDate}T00:00:00+05:30`), locale),
    }),
    ...voucher.charges,
  }));
  return {
    title: t("dashboard.meta.details", { id: detail.lead.id }),
    lead: {
      ...toCardData(detail.lead, key),
      resumePath: null,
      dateText: t("dashboard.lead.created", { date: formatDate(new Date(detail.lead.createdAt), locale) }),
    },
    sanctioned: detail.lead.sanctioned,
    sanctionedOffer: detail.sanctionedOffer
      ? {
          ...detail.sanctionedOffer,
          reference: detail.lead.id,
          sanctionedOn: detail.sanctionedOffer.sanctionedAt
            ? t("dashboard.details.sanctionedOn", {
                date: formatDate(new Date(detail.sanctionedOffer.sanctionedAt), locale),
              })
            : null,
        }
      : null,
    review: reviewStateOf(detail.lead.leadStatus, reviews.get(detail.lead.id)),
    vouchers,
    vehicle: detail.vehicle,
    supportEmail: site.support.email,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title) },
  { name: "robots", content: "noindex" },
];

function OfferRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex justify-between gap-3 border-b border-line py-1.5 text-sm last:border-b-0">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="font-semibold text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Which offer the lender sanctioned, with the APR the KFS states for it. */
function SanctionedOfferCard({
  offer,
}: {
  offer: NonNullable<Route.ComponentProps["loaderData"]["sanctionedOffer"]>;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <section aria-labelledby="sanctioned-heading" className="card mt-6" data-testid="sanctioned-offer">
      <h2 id="sanctioned-heading" className="text-lg font-bold text-brand-950">
        {t("dashboard.details.sanctionedOffer", { lender: offer.lenderName })}
      </h2>
      {offer.sanctionedOn ? (
        <p className="mt-1 text-sm text-ink-soft" data-testid="sanctioned-on">
          {offer.sanctionedOn}
        </p>
      ) : null}
      <dl className="mt-2">
        <OfferRow
          label={t("dashboard.details.loanAmount")}
          value={formatRupees(offer.loanAmount)}
          testId="sanctioned-amount"
        />
        <OfferRow
          label={t("dashboard.details.tenure")}
          value={t("dashboard.details.months", { count: offer.tenure })}
          testId="sanctioned-tenure"
        />
        <OfferRow
          label={t("dashboard.details.roi")}
          value={t("dashboard.details.perYear", { rate: formatPercent(offer.roi) })}
          testId="sanctioned-roi"
        />
        <OfferRow
          label={t("dashboard.details.emi")}
          value={formatRupees(offer.emi)}
          testId="sanctioned-emi"
        />
        <OfferRow
          label={t("dashboard.details.apr")}
          value={
            offer.apr === null ? "–" : t("dashboard.details.perYear", { rate: formatPercent(offer.apr, 2) })
          }
          testId="sanctioned-apr"
        />
      </dl>
      <a
        href={`/api/offers/${offer.reference}-${offer.lenderId}/kfs.pdf?lang=${locale}`}
        className="mt-3 inline-block text-sm font-semibold text-brand-800 underline"
        data-testid="sanctioned-kfs"
      >
        {t("journey.offers.kfs")}
      </a>
    </section>
  );
}

function VehicleImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      width={160}
      height={100}
      className="h-24 w-40 rounded-lg bg-surface object-contain"
      onError={() => setFailed(true)}
      data-testid="vehicle-image"
    />
  );
}

export default function LoanDetails({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { lead, vouchers, vehicle, sanctioned } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-8">
      <Link
        to={href("/dashboard")}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t("dashboard.details.back")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-brand-950">
        {t("dashboard.details.heading")}: {t(`loans.${lead.productKey}`)}
      </h1>
      <ul className="mt-4">
        <LeadCard
          lead={lead}
          dateText={lead.dateText}
          supportEmail={loaderData.supportEmail}
          autoLogin={false}
          details={false}
          footer={loaderData.review ? <ReviewPrompt leadId={lead.id} state={loaderData.review} /> : null}
        />
      </ul>
      {loaderData.sanctionedOffer ? <SanctionedOfferCard offer={loaderData.sanctionedOffer} /> : null}
      <section aria-labelledby="offers-heading" className="mt-6">
        <h2 id="offers-heading" className="text-xl font-bold text-brand-950">
          {t("dashboard.details.offers")}
        </h2>
        {vouchers.length === 0 ? (
          <p className="card mt-3 text-ink-soft">{t("dashboard.details.noOffers")}</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-ink-soft">{t("dashboard.details.flipHint")}</p>
            <ul className="mt-3 grid gap-4 sm:grid-cols-2">
              {vouchers.map((voucher) => (
                <VoucherCard key={voucher.lenderName} voucher={voucher} />
              ))}
            </ul>
          </>
        )}
      </section>
      {vehicle ? (
        <section aria-labelledby="vehicle-heading" className="card mt-6" data-testid="vehicle">
          <h2 id="vehicle-heading" className="text-lg font-bold text-brand-950">
            {t(vehicle.kind === "twoWheeler" ? "dashboard.details.twoWheeler" : "dashboard.details.vehicle")}
          </h2>
          <div className="mt-2 flex flex-wrap items-center gap-4">
            <VehicleImage
              src={vehicle.illustration}
              alt={t("dashboard.details.vehicleAlt", {
                make: vehicle.make_name,
                model: vehicle.model_name,
              })}
            />
            <p>
              <span className="block font-semibold">{vehicle.make_name}</span>
              <span className="block" data-testid="vehicle-name">
                {vehicle.model_name} {vehicle.variant_name ?? ""}
              </span>
            </p>
          </div>
          {sanctioned ? <SanctionDownload id={lead.id} /> : null}
        </section>
      ) : sanctioned ? (
        // A lead without a vehicle (a personal loan, say) gets no empty "Vehicle" card, only its letter.
        <section
          aria-label={t("dashboard.details.sanction")}
          className="card mt-6"
          data-testid="sanction-only"
        >
          <SanctionDownload id={lead.id} />
        </section>
      ) : null}
    </div>
  );
}
