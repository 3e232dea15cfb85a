import { formatDate } from "@loansetu/domain/format";
import { useTranslation } from "../../i18n/i18n.ts";
import { useLocale } from "../../ui/use-locale.ts";
import { formatWhen } from "./when.ts";

export interface RequestView {
  reference: string;
  kind: string;
  status: string;
  details: string | null;
  response: string | null;
  outcome: Record<string, unknown>[] | null;
  createdAt: string;
  dueAt: string;
  completedAt: string | null;
}

/** The customer's correction and erasure requests with status, due date and, once answered, the answer. */
export function RequestList({ requests }: { requests: RequestView[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <div className="mt-6">
      <h3 className="text-lg font-semibold">{t("mydata.requests.heading")}</h3>
      {requests.length === 0 ? (
        <p className="mt-2 text-ink-soft">{t("mydata.requests.empty")}</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {requests.map((request) => (
            <li
              key={request.reference}
              className="card"
              data-testid="rights-request"
              data-reference={request.reference}
              data-status={request.status}
            >
              <p className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">
                  {t(`mydata.requests.kind.${request.kind}`)} · {t("mydata.requests.reference")}{" "}
                  {request.reference}
                </span>
                <span
                  className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900"
                  data-testid="request-status"
                >
                  {t(`mydata.requests.status.${request.status}`)}
                </span>
              </p>
              <p className="mt-1 text-sm text-ink-soft">
                {t("mydata.requests.filedOn", { when: formatWhen(request.createdAt, locale) })} ·{" "}
                {request.completedAt
                  ? t("mydata.requests.answeredOn", { when: formatWhen(request.completedAt, locale) })
                  : t("mydata.requests.due", { date: formatDate(new Date(request.dueAt), locale) })}
              </p>
              {request.details ? <p className="mt-2 whitespace-pre-line text-sm">{request.details}</p> : null}
              {request.response ? (
                <div className="mt-2">
                  <p className="text-sm font-semibold">{t("mydata.requests.response")}</p>
                  <p className="whitespace-pre-line text-sm">{request.response}</p>
                </div>
              ) : null}
              {request.outcome ? (
                <ul className="mt-2 list-disc space-y-1 ps-5 text-sm" data-testid="erasure-items">
                  {request.outcome.map((item) => {
                    const until =
                      typeof item.until === "string" ? formatDate(new Date(item.until), locale) : "";
                    return (
                      <li key={`${String(item.item)}-${String(item.reference ?? "")}`}>
                        {t(`mydata.requests.items.${String(item.item)}`, {
                          count: Number(item.count ?? 0),
                          reference: String(item.reference ?? ""),
                          until,
                        })}
                        {typeof item.keep === "string" ? (
                          <span className="block text-ink-soft">{t(`mydata.requests.why.${item.keep}`)}</span>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
