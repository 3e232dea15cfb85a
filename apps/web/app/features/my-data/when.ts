import { formatDateTime } from "@loansetu/domain/format";
import type { Locale } from "../../i18n/locale.ts";

/** A moment as people in India read it, in India's time: "25 Nov 2026, 4:05 pm" / "25 नवंबर 2026, शाम 4:05". */
export function formatWhen(iso: string, locale: Locale): string {
  return formatDateTime(new Date(iso), locale);
}
