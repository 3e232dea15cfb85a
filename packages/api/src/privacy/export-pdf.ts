import { formatLongDate, type Locale } from "@loansetu/domain/format";
import { PdfWriter } from "../pdf/writer.ts";
import type { DataExport } from "./ledger.ts";

// The readable copy of the data download, on the document pipeline of the KFS (packages/api/src/pdf:
// embedded Noto fonts, Devanagari shaped), so a name or an address typed in Hindi prints as typed.

function flatten(value: unknown, prefix: string, none: string): string[] {
  const label = prefix ? `${prefix}: ` : "";
  if (value === null || value === undefined) return [`${label}-`];
  if (Array.isArray(value)) {
    if (value.length === 0) return [`${label}${none}`];
    return value.flatMap((item, index) => flatten(item, `${prefix}[${index + 1}]`, none));
  }
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
      flatten(item, prefix ? `${prefix}.${key}` : key, none),
    );
  }
  return [`${label}${String(value)}`];
}

interface ExportPdfText {
  title: (brand: string) => string;
  subject: string;
  made: (date: string, utc: string, mobile: string) => string;
  sameData: string;
  none: string;
  sections: Record<Exclude<keyof DataExport, "generatedAt">, string>;
}

/** The document's own words, in the customer's language (the data's keys and values print as held). */
const TEXT = {
  en: {
    title: (brand: string) => `${brand}: the data we hold about you`,
    subject: "Data download",
    made: (date: string, utc: string, mobile: string) =>
      `Made on ${date} (${utc} UTC) for the customer with mobile ${mobile}.`,
    sameData: "The same data is in the JSON file of this download. PAN numbers are shown masked.",
    none: "none",
    sections: {
      customer: "Your profile",
      applications: "Your loan applications",
      freeScoreChecks: "Your free credit score checks",
      consents: "Consents you gave",
      sharings: "When your data went to a bureau or a lender",
      withdrawals: "Consents you withdrew",
      requests: "Your data requests",
    },
  },
  hi: {
    title: (brand: string) => `${brand}: आपके बारे में हमारे पास रखा डेटा`,
    subject: "डेटा डाउनलोड",
    made: (date: string, utc: string, mobile: string) =>
      `मोबाइल ${mobile} वाले ग्राहक के लिए ${date} (${utc} UTC) को बनाया गया।`,
    sameData:
      "यही डेटा मशीन से पढ़ी जा सकने वाली फ़ाइल में भी है, जिसे आप इसी पेज से डाउनलोड कर सकते हैं। PAN छिपाकर दिखाए गए हैं।",
    none: "कुछ नहीं",
    sections: {
      customer: "आपकी प्रोफ़ाइल",
      applications: "आपके लोन आवेदन",
      freeScoreChecks: "आपकी मुफ़्त क्रेडिट स्कोर जाँचें",
      consents: "आपकी दी गई सहमतियाँ",
      sharings: "आपका डेटा कब किसी ब्यूरो या लेंडर को गया",
      withdrawals: "आपकी वापस ली गई सहमतियाँ",
      requests: "आपके डेटा अनुरोध",
    },
  },
} satisfies Record<Locale, ExportPdfText>;

/** The headings of the download's PDF in a language (tests read them). */
export const exportPdfText = (locale: Locale) => TEXT[locale];

/** Every section of the export as headed, wrapped lines on A4 pages, in the customer's language. */
export async function renderDataExportPdf(
  data: DataExport,
  brand: string,
  locale: Locale = "en",
): Promise<Uint8Array> {
  const text = TEXT[locale];
  const at = new Date(data.generatedAt);
  const pdf = await PdfWriter.open({
    locale,
    title: text.title(brand),
    author: brand,
    subject: text.subject,
    createdAt: at,
  });
  pdf.title(text.title(brand));
  pdf.paragraph(text.made(formatLongDate(at, locale), data.generatedAt, data.customer.mobile));
  pdf.paragraph(text.sameData);
  for (const [key, heading] of Object.entries(text.sections) as [keyof typeof text.sections, string][]) {
    pdf.heading(heading);
    for (const line of flatten(data[key], "", text.none)) pdf.paragraph(line);
  }
  return pdf.finish();
}
