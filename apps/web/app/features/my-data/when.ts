import type { Locale } from "../../i18n/locale.ts";

/** A moment as people in India read it, in India's time: "25 Nov 2026, 4:05 pm" / "25 नव॰ 2026, 4:05 pm". */
export function formatWhen(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(locale === "hi" ? "hi-IN" : "en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "Asia/Kolkata",
    numberingSystem: "latn",
  }).format(date);
}
