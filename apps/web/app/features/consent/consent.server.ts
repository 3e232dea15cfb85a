import { createConsentService } from "@loansetu/api/consent/service";
import { AppError } from "@loansetu/api/lib/errors";
import { redirect } from "react-router";
import type { AppContextValue } from "../../context.ts";
import { translatorFor } from "../../i18n/catalog.server.ts";
import { type Locale, localePath } from "../../i18n/locale.ts";
import { badgesByShortName, type LenderIdentity } from "../../ui/lender-badge.tsx";

export interface ConsentTerms {
  lenderName: string | null;
  loanAmount: number | null;
  roi: number | null;
  emi: number | null;
  tenure: number | null;
  /** One-time processing fee with GST, as in the KFS. */
  processingFee: number | null;
  apr: number | null;
  termsVersion: string;
}

export type ConsentPageData =
  | {
      state: "ready";
      title: string;
      id: string;
      token: string;
      ckyc: boolean;
      origin: string;
      mobile: string;
      otpVerified: boolean;
      terms: ConsentTerms;
      /** The lender's badge, when the terms name a lender we list. */
      lender: LenderIdentity | null;
    }
  | { state: "invalid"; title: string };

/**
 * The consent page's loader: reads the link's status on the server (the same service as GET /api/consent)
 * so a spent or expired link goes to /expired-link before any script runs on a slow phone.
 */
export async function consentLoader(
  app: AppContextValue,
  locale: Locale,
  url: URL,
): Promise<ConsentPageData> {
  const t = translatorFor(locale);
  const title = t("consent.metaTitle");
  const id = url.searchParams.get("id") ?? "";
  const token = url.searchParams.get("token") ?? "";
  if (!id || !token) return { state: "invalid", title };
  try {
    const status = await createConsentService(app.deps).status(token, id, locale);
    if (status.value.status !== "pending") {
      throw redirect(localePath(locale, `/expired-link?consent=${status.value.status}`));
    }
    return {
      state: "ready",
      title,
      id,
      token,
      ckyc: url.searchParams.get("ckyc") === "true",
      origin: url.searchParams.get("origin") || "web",
      mobile: status.mobile,
      otpVerified: status.otpVerified,
      terms: status.terms,
      lender:
        badgesByShortName((await app.deps.data.get("lenders.json")).lenders, [status.terms.lenderName])[
          status.terms.lenderName ?? ""
        ] ?? null,
    };
  } catch (error) {
    if (error instanceof AppError) return { state: "invalid", title };
    throw error;
  }
}

/** Only the title: the letter is fetched with the link token or the session, never with a server key. */
export function sanctionLoader(locale: Locale) {
  return { title: translatorFor(locale)("consent.sanctionMetaTitle") };
}
