import { Download } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "../../i18n/i18n.ts";
import { useLocale } from "../../ui/use-locale.ts";

type Letter = { status: boolean; _file: string; fileName: string };

/**
 * The sanction letter link (§7 sanction/download): fetched when the page opens; §8 "Sanction letter fetch
 * failure: download link hidden silently".
 */
export function SanctionDownload({ id }: { id: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [letter, setLetter] = useState<Letter | null>(null);
  useEffect(() => {
    let live = true;
    fetch(`/api/sanction/download/${encodeURIComponent(id)}`, {
      headers: { "x-locale": locale },
      credentials: "same-origin",
    })
      .then((response) => (response.ok ? (response.json() as Promise<Letter>) : null))
      .then((answer) => {
        if (live && answer?.status && answer._file) setLetter(answer);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [id, locale]);
  if (!letter) return null;
  const save = () => {
    const bytes = Uint8Array.from(atob(letter._file), (char) => char.charCodeAt(0));
    const url = URL.createObjectURL(new Blob([bytes], { type: "application/pdf" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = letter.fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <button type="button" onClick={save} className="btn-primary mt-3 gap-2" data-testid="sanction-download">
      <Download aria-hidden className="size-4" />
      {t("dashboard.details.sanction")}
    </button>
  );
}
