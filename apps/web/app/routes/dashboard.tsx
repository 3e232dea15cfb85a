import { borrowerChecklists } from "@loansetu/api/borrower-documents/service";
import { lenderProgressOf } from "@loansetu/api/lenders/progress";
import { acceptLenderTerms } from "@loansetu/api/lenders/shares";
import { transaction } from "@loansetu/api/lib/transaction";
import { ticketsOf } from "@loansetu/api/support/tickets";
import { journeyProduct } from "@loansetu/domain/application";
import { formatDate, formatRupees } from "@loansetu/domain/format";
import {
  DASHBOARD_PATH,
  RESUME_FORM_SOURCE,
  RESUME_PRODUCT_ID,
  RESUME_VENDOR_IDS,
} from "@loansetu/domain/journey";
import { Link } from "react-router";
import { freeCreditCard } from "../features/credit-score/credit-check.server.ts";
import { CreditCard, type CreditCardData } from "../features/dashboard/credit-card.tsx";
import { checkedText, customerOrLogin, localeOf } from "../features/dashboard/dashboard.server.ts";
import { LeadCard, toCardData } from "../features/dashboard/lead-card.tsx";
import { groupPages } from "../features/dashboard/lead-groups.ts";
import { LenderProgress, type LenderProgressData } from "../features/dashboard/lender-progress.tsx";
import { Pagination } from "../features/learn/pagination.tsx";
import { myLoanService } from "../features/my-loan/my-loan.server.ts";
import { ReviewPrompt } from "../features/reviews/review-prompt.tsx";
import { reviewStateOf } from "../features/reviews/review-state.ts";
import { reviewService } from "../features/reviews/reviews.server.ts";
import { translatorFor } from "../i18n/catalog.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { EmptyList } from "../ui/empty-list.tsx";
import { SceneImage } from "../ui/illustrations/scenes.tsx";
import { pageTitle } from "../ui/page-title.ts";
import { useLocale } from "../ui/use-locale.ts";
import type { Route } from "./+types/dashboard";

// `/dashboard` (spec §2, §4, §7), also My Account: the greeting, the credit score card and the customer's
// applications grouped by product, a page of them at a time. Filtering by product is a link without a page
// number, so a changed list starts at page 1 (§4).

export const LEADS_PER_PAGE = 6;

/**
 * §7 resume from the dashboard: the application's journey with the spec's ids (product 2, vendor 5),
 * formSource 'userDashboard' and the dashboard as the back target.
 */
function resumeHref(path: string): string {
  const [pathname, query = ""] = path.split("?");
  const search = new URLSearchParams(query);
  search.set("formSource", RESUME_FORM_SOURCE);
  search.set("productsId", String(RESUME_PRODUCT_ID));
  search.set("vendorsId", String(RESUME_VENDOR_IDS[0]));
  search.set("backBtnSlug", DASHBOARD_PATH);
  return `${pathname}?${search}`;
}

export const handle: I18nHandle = {
  i18n: ["dashboard", "journey", "learn", "reviews", "score", "mydata", "documents"],
};

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const { customer, deps, service } = customerOrLogin(context, locale);
  const t = translatorFor(locale);
  const { firstName, lastName, mobile } = customer.user;
  const name = [firstName, lastName].filter(Boolean).join(" ");
  const [leads, site, reviews, lenderProgress, lendersFile, tickets, loans] = await Promise.all([
    service.leads(customer.user),
    deps.data.get("site.json"),
    reviewService(deps).byReference(customer.user),
    lenderProgressOf(deps, customer.user.id, deps.clock()),
    deps.data.get("lenders.json"),
    ticketsOf(deps.database.db, customer.user.id),
    myLoanService(deps).loans(customer.user.id),
  ]);
  const checklists = await borrowerChecklists(
    deps.database.db,
    customer.user.id,
    await deps.data.get("document-checklist.json"),
  );
  const lenderNames = new Map(lendersFile.lenders.map((lender) => [lender.id, lender.shortName]));
  const progressOf = (reference: string): LenderProgressData[] =>
    lenderProgress
      .filter((one) => one.reference === reference)
      .map(({ reference: _reference, lenderId, ...rest }) => {
        const items = checklists.get(reference)?.find((one) => one.lenderId === lenderId)?.items ?? [];
        const required = items.filter((item) => item.required);
        return {
          ...rest,
          lenderName: lenderNames.get(lenderId) ?? "",
          documents:
            required.length === 0 || rest.status === "withdrawn"
              ? null
              : {
                  required: required.length,
                  uploaded: required.filter((item) => item.document !== null).length,
                  asked: required
                    .filter((item) => item.source === "request" && item.document === null)
                    .map((item) => item.kind),
                },
        };
      });

  const keyOf = (slug: string) => journeyProduct(slug)?.key ?? slug;
  const products = [...new Set(leads.map((lead) => keyOf(lead.product)))];
  const asked = url.searchParams.get("product");
  const product = asked && products.includes(asked) ? asked : null;
  const listed = product ? leads.filter((lead) => keyOf(lead.product) === product) : leads;
  const pages = groupPages(listed, (lead) => keyOf(lead.product), LEADS_PER_PAGE);
  const pageCount = pages.length;
  const page = Math.min(
    pageCount,
    Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1),
  );
  const groups = pages[page - 1]!.map((group) => ({
    product: group.product,
    leads: group.items.map((lead) => {
      const card = toCardData(lead, group.product);
      return {
        ...card,
        resumePath: card.resumePath ? resumeHref(card.resumePath) : null,
        review: reviewStateOf(lead.leadStatus, reviews.get(lead.id)),
        lenders: progressOf(lead.loanId),
        dateText: t("dashboard.lead.created", { date: formatDate(new Date(lead.createdAt), locale) }),
      };
    }),
  }));

  // The card shows the free credit score check when there is one, else the newest bureau check
  // among the applications.
  const free = await freeCreditCard(deps, customer.user, locale);
  const scored = leads
    .filter((lead) => lead.creditScore !== null)
    .sort((a, b) => Date.parse(b.creditScore!.checkedAt) - Date.parse(a.creditScore!.checkedAt))[0];
  const credit: CreditCardData =
    free ??
    (scored
      ? {
          insightsPath: `/credit-insights/${scored.id}`,
          score: scored.creditScore!.score,
          expired: scored.isScoreExpire,
          checkedText: checkedText(t, scored.creditScore!.bureau, scored.creditScore!.checkedAt, locale),
          refreshText: null,
        }
      : null);

  return {
    title: t("account.dashboard.title"),
    name: name || `+91 ${mobile}`,
    mobile,
    total: leads.length,
    products,
    product,
    page,
    pageCount,
    groups,
    credit,
    supportEmail: site.support.email,
    // Each disbursed loan's own page (My loan).
    loans,
    // The tickets "Talk to a person" opened, with the back office's replies.
    tickets: tickets.map((ticket) => ({
      reference: ticket.reference,
      status: ticket.status,
      grievance: ticket.kind === "grievance",
      promised: formatDate(new Date(ticket.promisedBy), locale),
      replies: ticket.replies.map((reply) => ({
        text: reply.text,
        date: formatDate(new Date(reply.at), locale),
      })),
    })),
    autoLogin: url.searchParams.get("autoLogin") === "true",
    locale,
  };
}

/** The borrower accepts a lender's final or counter-offered terms (the form under the lender's status). */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  const { customer, deps } = customerOrLogin(context, locale);
  const form = await request.formData();
  if (form.get("intent") !== "accept-lender-terms") return { accepted: false };
  const reference = String(form.get("reference") ?? "");
  const lenders = (await deps.data.get("lenders.json")).lenders;
  const accepted = await transaction(deps.database.db, (tx) =>
    acceptLenderTerms(tx, { userId: customer.user.id, reference, lenders, at: deps.clock() }),
  );
  if (accepted) deps.queue.kick();
  return { accepted: accepted !== null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title) },
  { name: "robots", content: "noindex" },
];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const data = loaderData;
  const listHref = (product: string | null, page = 1) => {
    const query = new URLSearchParams();
    if (product) query.set("product", product);
    if (page > 1) query.set("page", String(page));
    if (data.autoLogin) query.set("autoLogin", "true");
    const text = query.toString();
    return href(`/dashboard${text ? `?${text}` : ""}`);
  };
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-brand-950">
        {t("account.dashboard.welcome", { name: data.name })}
      </h1>
      <p className="mt-1 text-ink-soft">{t("account.dashboard.intro")}</p>
      <p className="mt-1 text-sm text-ink-soft" data-testid="dashboard-mobile">
        {t("account.dashboard.mobile", { mobile: data.mobile })}
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_18rem]">
        <aside className="lg:order-2">
          <CreditCard credit={data.credit} />
          <div className="card mt-4" data-testid="my-data-link">
            <Link to={href("/dashboard/my-data")} className="font-semibold text-brand-800 underline">
              {t("mydata.dashboardLink")}
            </Link>
            <p className="mt-1 text-sm text-ink-soft">{t("mydata.dashboardLinkText")}</p>
          </div>
          {data.tickets.length > 0 ? (
            <section className="card mt-4" aria-labelledby="tickets-heading" data-testid="support-tickets">
              <h2 id="tickets-heading" className="font-semibold text-brand-950">
                {t("dashboard.support.title")}
              </h2>
              <ul className="mt-2 space-y-3">
                {data.tickets.map((ticket) => (
                  <li key={ticket.reference} data-testid="support-ticket" data-ticket={ticket.reference}>
                    <p className="font-mono text-sm font-semibold">
                      {t("dashboard.support.ticket", { reference: ticket.reference })}
                    </p>
                    <p className="text-sm text-ink-soft">
                      {ticket.status === "open"
                        ? t("dashboard.support.open", { date: ticket.promised })
                        : t(`dashboard.support.${ticket.status === "closed" ? "closed" : "answered"}`)}
                    </p>
                    {ticket.grievance ? (
                      <p className="text-sm text-ink-soft">{t("dashboard.support.grievance")}</p>
                    ) : null}
                    {ticket.replies.map((reply) => (
                      <div
                        key={`${reply.date}-${reply.text}`}
                        className="mt-1 rounded-lg bg-surface p-2 text-sm"
                      >
                        <p className="text-xs text-ink-soft">
                          {t("dashboard.support.reply", { date: reply.date })}
                        </p>
                        <p className="whitespace-pre-wrap" data-testid="support-reply">
                          {reply.text}
                        </p>
                      </div>
                    ))}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
        <section aria-labelledby="applications-heading" className="min-w-0 lg:order-1">
          {data.loans.length > 0 ? (
            <div className="card mb-6" data-testid="my-loans">
              <h2 className="text-xl font-bold text-brand-950">{t("dashboard.myLoans.heading")}</h2>
              <ul className="mt-2 space-y-1">
                {data.loans.map((loan) => (
                  <li key={loan.reference}>
                    <Link
                      to={href(`/dashboard/loans/${loan.reference}`)}
                      className="inline-block py-1 font-semibold text-brand-800 underline"
                      data-testid="my-loan-link"
                    >
                      {t("dashboard.myLoans.link", {
                        lender: loan.lenderName,
                        amount: formatRupees(loan.amount),
                      })}
                    </Link>
                    {loan.closed ? (
                      <span
                        className="ml-2 rounded-full bg-surface px-2 py-0.5 text-xs font-semibold text-ink"
                        data-testid="my-loan-closed"
                      >
                        {t("dashboard.myLoans.closed")}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <h2 id="applications-heading" className="text-xl font-bold text-brand-950">
            {t("dashboard.applications")}
          </h2>
          {data.total === 0 ? (
            <div className="card mt-4 text-center" data-testid="dashboard-empty">
              <SceneImage scene="empty" width={180} />
              <h3 className="mt-3 text-lg font-semibold">{t("dashboard.empty.title")}</h3>
              <p className="mt-2 text-ink-soft">{t("dashboard.empty.text")}</p>
              <Link to={href("/apply/personal-loan")} className="btn-primary mt-4">
                {t("dashboard.empty.start")}
              </Link>
            </div>
          ) : (
            <>
              {data.products.length > 1 ? (
                <nav aria-label={t("dashboard.filter")} className="mt-3 flex flex-wrap gap-2">
                  {[null, ...data.products].map((product) => {
                    const current = product === data.product;
                    return (
                      <Link
                        key={product ?? "all"}
                        to={listHref(product)}
                        aria-current={current ? "page" : undefined}
                        className={`rounded-full border px-3 py-1.5 text-sm font-semibold ${
                          current
                            ? "border-brand-700 bg-brand-700 text-white"
                            : "border-line bg-white text-brand-800"
                        }`}
                      >
                        {product ? t(`loans.${product}`) : t("dashboard.all")}
                      </Link>
                    );
                  })}
                </nav>
              ) : null}
              {data.groups.length === 0 ? (
                <EmptyList
                  className="mt-4"
                  next={{ to: href("/dashboard"), label: t("emptyList.allApplications") }}
                />
              ) : (
                data.groups.map((group) => (
                  <section
                    key={group.product}
                    className="mt-5"
                    data-testid="lead-group"
                    data-product={group.product}
                  >
                    <h3 className="mb-2 text-lg font-semibold text-ink">{t(`loans.${group.product}`)}</h3>
                    <ul className="space-y-3">
                      {group.leads.map((lead) => (
                        <LeadCard
                          key={lead.id}
                          lead={lead}
                          dateText={lead.dateText}
                          supportEmail={data.supportEmail}
                          autoLogin={data.autoLogin}
                          footer={
                            <>
                              {lead.lenders.map((progress) => (
                                <LenderProgress
                                  key={progress.lenderName}
                                  reference={lead.loanId}
                                  progress={progress}
                                  locale={data.locale}
                                />
                              ))}
                              {lead.review ? <ReviewPrompt leadId={lead.id} state={lead.review} /> : null}
                            </>
                          }
                        />
                      ))}
                    </ul>
                  </section>
                ))
              )}
              <Pagination
                page={data.page}
                pageCount={data.pageCount}
                hrefFor={(page) => listHref(data.product, page)}
                className="mt-6"
                testId="dashboard-pagination"
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
