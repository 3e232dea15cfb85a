import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { sanctionLoader } from "../features/consent/consent.server.ts";
import { useTranslation } from "../i18n/i18n.ts";
import { isLocale } from "../i18n/locale.ts";
import type { I18nHandle } from "../i18n/route-namespaces.ts";
import { pageTitle } from "../ui/page-title.ts";
import { Skeleton } from "../ui/skeleton.tsx";
import type { Route } from "./+types/sanction-letter";

// Sanction letter download screen (spec §2): `id` in the query string, base64-encoded; the document is
// fetched by the decoded id and downloaded. On any failure the download link stays hidden, silently (§8).
export const handle: I18nHandle = { i18n: ["consent"] };

export function loader({ params }: Route.LoaderArgs) {
  return sanctionLoader(isLocale(params.lang) ? params.lang : "en");
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.title) },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

function decodeId(value: string | null): string | null {
  if (!value) return null;
  try {
    const id = atob(value);
    return /^[A-Za-z0-9-]{4,20}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

export default function SanctionLetter() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const [state, setState] = useState<"loading" | "hidden" | { url: string; fileName: string }>("loading");

  useEffect(() => {
    const id = decodeId(params.get("id"));
    if (!id) return setState("hidden");
    const token = params.get("token");
    let objectUrl = "";
    const controller = new AbortController();
    fetch(`/api/consent/sanction-letter/${encodeURIComponent(id)}`, {
      signal: controller.signal,
      credentials: "same-origin",
      headers: {
        "x-locale": i18n.language,
        ...(token ? { "x-consent-token": token } : {}),
      },
    })
      .then((r) => r.json() as Promise<{ status: boolean; data?: { _file: string; fileName: string } }>)
      .then((answer) => {
        if (!answer.status || !answer.data) return setState("hidden");
        const bytes = Uint8Array.from(atob(answer.data._file), (c) => c.charCodeAt(0));
        objectUrl = URL.createObjectURL(new Blob([bytes], { type: "application/pdf" }));
        setState({ url: objectUrl, fileName: answer.data.fileName });
        const a = document.createElement("a");
        a.href = objectUrl;
        a.download = answer.data.fileName;
        a.click();
      })
      .catch(() => setState("hidden"));
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [params, i18n.language]);

  return (
    <div className="mx-auto max-w-xl px-4 py-12 text-center">
      <h1 className="text-2xl font-bold text-brand-950">{t("consent.sanctionTitle")}</h1>
      {state === "loading" ? (
        <div className="card mt-6 text-left">
          <p role="status" className="text-center text-ink-soft">
            {t("consent.sanctionPreparing")}
          </p>
          <Skeleton lines={3} className="mt-4" testId="sanction-skeleton" />
        </div>
      ) : typeof state === "object" ? (
        <div className="mt-4">
          <p className="text-ink-soft">{t("consent.sanctionReady")}</p>
          <a
            href={state.url}
            download={state.fileName}
            className="btn-primary mt-5"
            data-testid="sanction-download"
          >
            {t("consent.sanctionDownload")}
          </a>
        </div>
      ) : null}
    </div>
  );
}
