import { ArrowLeft, Camera, FileUp } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { localeOf } from "../features/dashboard/dashboard.server.ts";
import {
  type DocumentItemData,
  documentsAction,
  documentsLoader,
} from "../features/documents/documents.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { pageTitle } from "../ui/page-title.ts";
import { useLocale } from "../ui/use-locale.ts";
import type { Route } from "./+types/documents";

// `/dashboard/documents/{reference}` (decision 0074): what each lender the application was shared with asks
// for, and an upload form per document: a photo from the phone's camera or a PDF (or photo) from the phone.
// Each form is a plain multipart post, so it works before the page's script has loaded.

export const handle: I18nHandle = { i18n: ["documents", "dashboard", "journey"] };

export async function loader({ params, url, context }: Route.LoaderArgs) {
  return documentsLoader(context, localeOf(params), params.reference, url);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return documentsAction(context, localeOf(params), params.reference, request);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title) },
  { name: "robots", content: "noindex" },
];

function UploadForm({
  item,
  error,
  formId,
}: {
  item: DocumentItemData;
  error: string | null;
  formId: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("formId") === formId;
  const errorId = `${formId}-error`;
  return (
    <Form method="post" encType="multipart/form-data" className="mt-2 space-y-2" data-testid="upload-form">
      <input type="hidden" name="kind" value={item.kind} />
      <input type="hidden" name="formId" value={formId} />
      <label className="block text-sm">
        <span className="flex items-center gap-2 font-semibold text-brand-800">
          <Camera aria-hidden="true" className="size-5 shrink-0" />
          {t("documents.photo")}
        </span>
        <input
          type="file"
          name="photo"
          accept="image/*"
          capture="environment"
          className="mt-1 block w-full max-w-full text-sm"
          aria-describedby={error ? errorId : undefined}
          data-testid="upload-photo"
        />
      </label>
      <label className="block text-sm">
        <span className="flex items-center gap-2 font-semibold text-brand-800">
          <FileUp aria-hidden="true" className="size-5 shrink-0" />
          {t("documents.file")}
        </span>
        <input
          type="file"
          name="file"
          accept="image/*,application/pdf"
          className="mt-1 block w-full max-w-full text-sm"
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          data-testid="upload-file"
        />
      </label>
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="text-sm font-semibold text-red-800"
          data-testid="upload-error"
        >
          {t(`documents.error.${error}`)}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn-primary px-4 py-2 text-sm"
        disabled={busy}
        data-testid="upload-submit"
      >
        {busy ? t("documents.uploading") : t(item.uploaded ? "documents.replace" : "documents.upload")}
      </button>
    </Form>
  );
}

export default function Documents({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const data = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <Link
        to={href("/dashboard")}
        className="inline-flex items-center gap-1 py-2 text-sm font-semibold text-brand-800 underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("documents.back")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-brand-950">
        {t("documents.title", { reference: data.reference })}
      </h1>
      <p className="mt-2 text-ink-soft">{t("documents.intro")}</p>
      {data.uploaded ? (
        <p
          role="status"
          className="mt-4 rounded-lg bg-green-50 p-3 font-semibold text-green-900"
          data-testid="upload-done"
        >
          {t("documents.done", { document: t(`documents.kind.${data.uploaded}`) })}
        </p>
      ) : null}
      {data.lenders.length === 0 ? (
        <div className="card mt-6" data-testid="documents-empty">
          <h2 className="text-lg font-semibold">{t("documents.none.title")}</h2>
          <p className="mt-2 text-ink-soft">{t("documents.none.text")}</p>
        </div>
      ) : (
        data.lenders.map((lender, lenderIndex) => (
          <section
            key={lender.lenderName}
            className="card mt-6"
            aria-labelledby={`lender-${lenderIndex}`}
            data-testid="lender-documents"
          >
            <h2 id={`lender-${lenderIndex}`} className="text-lg font-semibold text-brand-950">
              {t("documents.lender", { lender: lender.lenderName })}
            </h2>
            {lender.withdrawn ? (
              <p className="mt-2 text-ink-soft">{t("documents.withdrawn", { lender: lender.lenderName })}</p>
            ) : (
              <ul className="mt-3 divide-y divide-line">
                {lender.items.map((item) => {
                  const formId = `${lenderIndex}-${item.kind}`;
                  const error = actionData && actionData.kind === item.kind ? actionData.error : null;
                  return (
                    <li key={item.kind} className="py-3" data-testid="document-item" data-kind={item.kind}>
                      <p className="font-semibold text-ink">
                        {t(`documents.kind.${item.kind}`)}{" "}
                        <span className="text-sm font-normal text-ink-soft">
                          ({t(item.required ? "documents.required" : "documents.optional")})
                        </span>
                      </p>
                      {item.kind === "addressProof" ? (
                        <p className="text-sm text-ink-soft">{t("documents.hint.addressProof")}</p>
                      ) : null}
                      {item.reason ? (
                        <p className="text-sm text-ink">
                          {t("documents.requested", { reason: item.reason })}
                        </p>
                      ) : null}
                      <p
                        className={item.uploaded ? "text-sm text-green-900" : "text-sm text-ink-soft"}
                        data-testid="document-state"
                      >
                        {item.uploaded ? (
                          <>
                            {t("documents.uploaded", { date: item.uploaded.date })}{" "}
                            <a
                              href={`/api/applications/${data.reference}/documents/${item.uploaded.id}`}
                              className="font-semibold text-brand-800 underline"
                            >
                              {t("documents.view")}
                            </a>
                          </>
                        ) : (
                          t("documents.missing")
                        )}
                      </p>
                      <UploadForm item={item} error={error} formId={formId} />
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        ))
      )}
      {data.lenders.length > 0 ? (
        <p className="mt-4 text-sm text-ink-soft">{t("documents.checklistNote", { date: data.asOf })}</p>
      ) : null}
    </div>
  );
}
