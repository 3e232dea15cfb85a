import { AppError } from "@loansetu/api/lib/errors";
import { moderateReview, rejectReason } from "@loansetu/api/reviews/moderation";
import { journeyProduct } from "@loansetu/domain/application";
import { formatDate } from "@loansetu/domain/format";
import { REVIEW_REASON_MAX } from "@loansetu/domain/reviews";
import { Star } from "lucide-react";
import { Form, useActionData, useNavigation } from "react-router";
import { appContext } from "../../context.ts";
import { Pagination } from "../../features/learn/pagination.tsx";
import { reviewService } from "../../features/reviews/reviews.server.ts";
import { DeskHeader } from "../../features/studio/desk-list.tsx";
import { requireEmployeeForm, requireEmployeePage } from "../../features/studio/studio.server.ts";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { useTranslation } from "../../i18n/i18n.ts";
import type { I18nHandle } from "../../i18n/route-namespaces.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { pageTitle } from "../../ui/page-title.ts";
import { useLocale } from "../../ui/use-locale.ts";
import type { Route } from "./+types/reviews";

// `/studio/reviews` (operations): customer reviews waiting for a decision, oldest first, with the
// customer's first name and city only. Approve and reject are plain forms (they work without JavaScript);
// each decision goes through moderateReview, which writes its audit entry in the same transaction.

export const handle: I18nHandle = { i18n: ["studio", "reviews", "learn"] };

const ROLES = ["operations"] as const;
const PAGE_SIZE = 20;

export async function loader(args: Route.LoaderArgs) {
  const { deps, locale } = await requireEmployeePage(args, ROLES);
  const t = translatorFor(locale);
  const asked = Number.parseInt(new URL(args.request.url).searchParams.get("page") ?? "1", 10);
  const page = Number.isFinite(asked) && asked > 0 ? Math.min(asked, 10_000) : 1;
  const found = await reviewService(deps)
    .pending(page, PAGE_SIZE)
    .catch(() => null);
  const lenders = (await deps.data.get("lenders.json")).lenders;
  return {
    title: t("reviews.studio.title"),
    page,
    pageCount: found ? Math.max(1, Math.ceil(found.total / PAGE_SIZE)) : 1,
    total: found?.total ?? 0,
    failed: found === null,
    reviews: (found?.items ?? []).map((review) => ({
      id: review.id,
      rating: review.rating,
      text: review.text,
      lang: review.locale,
      // A rating of a lender asks no city.
      name: review.city ? `${review.firstName}, ${review.city}` : review.firstName,
      lenderRating: review.lenderRating
        ? {
            ...review.lenderRating,
            stage: review.stage,
            lender: lenders.find((one) => one.id === review.lenderRating?.lenderId)?.shortName ?? "",
          }
        : null,
      loanType: journeyProduct(review.product)?.key ?? "personal",
      submitted: formatDate(new Date(review.createdAt), locale),
      demo: review.demo,
    })),
  };
}

export async function action(args: Route.ActionArgs) {
  const { employee, deps, locale, form } = await requireEmployeeForm(args, ROLES);
  const { context } = args;
  const t = translatorFor(locale);
  const reviewId = String(form.get("reviewId") ?? "");
  const intent = form.get("intent");
  if (!/^[0-9a-f-]{36}$/i.test(reviewId) || (intent !== "approve" && intent !== "reject"))
    return { reviewId, ok: false, message: t("reviews.studio.failed") };
  let reason: string | null = null;
  if (intent === "reject") {
    const parsed = rejectReason.safeParse(String(form.get("reason") ?? ""));
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "";
      return { reviewId, ok: false, message: t(`reviews.studio.reasonErrors.${reasonErrorKey(message)}`) };
    }
    reason = parsed.data;
  }
  const { requestId, clientIp } = context.get(appContext);
  let moderated: Awaited<ReturnType<typeof moderateReview>>;
  try {
    moderated = await moderateReview(deps, {
      reviewId,
      decision: intent === "approve" ? "approved" : "rejected",
      reason,
      actor: employee,
      requestId,
      ip: clientIp,
      locale,
    });
  } catch (error) {
    if (error instanceof AppError) return { reviewId, ok: false, message: error.message };
    throw error;
  }
  return {
    reviewId,
    ok: true,
    // A rating of a lender is never on the home page: it counts beside the lender's offers.
    message: t(
      intent === "approve"
        ? moderated.city === ""
          ? "reviews.studio.approvedLender"
          : "reviews.studio.approved"
        : "reviews.studio.rejected",
    ),
  };
}

/** Which of the reason's messages (studio strings) a validation failure is. */
function reasonErrorKey(message: string): "needed" | "long" | "control" {
  if (/under/.test(message)) return "long";
  if (/unusual/.test(message)) return "control";
  return "needed";
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title ?? "Reviews") },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StudioReviews({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busyId = navigation.state === "submitting" ? String(navigation.formData?.get("reviewId") ?? "") : "";
  const { reviews } = loaderData;
  return (
    <>
      <DeskHeader
        title={t("reviews.studio.title")}
        intro={t("reviews.studio.intro")}
        result={result}
        text={result?.message}
        testId="moderation-result"
      />
      {loaderData.failed ? (
        <p role="alert" className="mt-4">
          {t("reviews.studio.error")}
        </p>
      ) : reviews.length === 0 ? (
        <EmptyState
          className="mt-4"
          text={t("reviews.studio.empty")}
          next={{ to: href("/studio"), label: t("emptyList.studioHome") }}
          testId="reviews-queue-empty"
        />
      ) : (
        <>
          <p className="mt-4 text-sm font-semibold" data-testid="reviews-queue-count">
            {t("reviews.studio.count", { count: loaderData.total })}
          </p>
          <ul className="mt-3 grid gap-4 lg:grid-cols-2">
            {reviews.map((review) => (
              <li key={review.id} className="card" data-testid="pending-review" data-review={review.id}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p
                    className="flex"
                    role="img"
                    aria-label={t("reviews.studio.rated", { rating: review.rating })}
                  >
                    {[1, 2, 3, 4, 5].map((n) => (
                      <Star
                        key={n}
                        aria-hidden
                        size={18}
                        className={n <= review.rating ? "fill-amber-400 text-amber-600" : "text-gray-400"}
                      />
                    ))}
                  </p>
                  {review.demo ? (
                    <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      {t("reviews.studio.demo")}
                    </span>
                  ) : null}
                </div>
                {review.lenderRating ? (
                  <div className="mt-2 text-sm" data-testid="pending-lender-rating">
                    <p className="font-semibold">
                      {t("reviews.studio.lenderRating", {
                        lender: review.lenderRating.lender,
                        stage: t(`reviews.studio.stage_${review.lenderRating.stage}`),
                      })}
                    </p>
                    <p>
                      {t("reviews.studio.rateAsPromised")}:{" "}
                      {t(review.lenderRating.rateAsPromised ? "reviews.studio.yes" : "reviews.studio.no")} ·{" "}
                      {t("reviews.studio.unexpectedFees")}:{" "}
                      {review.lenderRating.unexpectedFees
                        ? `${t("reviews.studio.yes")} (${review.lenderRating.feesWhich ?? ""})`
                        : t("reviews.studio.no")}{" "}
                      · {t("reviews.studio.days", { n: review.lenderRating.daysToMoney })}
                    </p>
                  </div>
                ) : null}
                {review.text ? (
                  <blockquote className="mt-2 whitespace-pre-line" lang={review.lang}>
                    {review.text}
                  </blockquote>
                ) : (
                  <p className="mt-2 text-ink-soft">{t("reviews.studio.noText")}</p>
                )}
                <p className="mt-2 text-sm">
                  <span className="font-semibold" data-testid="pending-review-name">
                    {review.name}
                  </span>{" "}
                  · {t(`loans.${review.loanType}`)}
                </p>
                <p className="text-xs text-ink-soft">
                  {t("reviews.studio.submitted", { date: review.submitted })}
                </p>
                <div className="mt-3 flex flex-wrap items-start gap-3">
                  <Form method="post">
                    <input type="hidden" name="reviewId" value={review.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="approve"
                      className="btn-primary"
                      disabled={busyId === review.id}
                    >
                      {busyId === review.id ? t("reviews.studio.working") : t("reviews.studio.approve")}
                    </button>
                  </Form>
                  <details className="min-w-0 flex-1">
                    <summary className="btn-secondary cursor-pointer list-none">
                      {t("reviews.studio.reject")}
                    </summary>
                    <Form method="post" className="mt-2 space-y-2">
                      <input type="hidden" name="reviewId" value={review.id} />
                      <label htmlFor={`reason-${review.id}`} className="block text-sm font-semibold">
                        {t("reviews.studio.reason")}
                      </label>
                      <p id={`reason-hint-${review.id}`} className="text-xs text-ink-soft">
                        {t("reviews.studio.reasonHint")}
                      </p>
                      <textarea
                        id={`reason-${review.id}`}
                        name="reason"
                        required
                        maxLength={REVIEW_REASON_MAX}
                        rows={2}
                        aria-describedby={`reason-hint-${review.id}`}
                        className="w-full rounded-lg border border-line bg-white px-3 py-2 text-base"
                      />
                      <button
                        type="submit"
                        name="intent"
                        value="reject"
                        className="btn-secondary"
                        disabled={busyId === review.id}
                      >
                        {t("reviews.studio.confirmReject")}
                      </button>
                    </Form>
                  </details>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={loaderData.page}
            pageCount={loaderData.pageCount}
            hrefFor={(page) => href(`/studio/reviews${page > 1 ? `?page=${page}` : ""}`)}
            className="mt-6"
            testId="reviews-queue-pagination"
          />
        </>
      )}
    </>
  );
}
