import {
  createLenderPortal,
  type LenderPortal,
  type PortalCaller,
} from "@loansetu/api/lenders/portal-service";
import type { LenderUser } from "@loansetu/api/lenders/portal-users";
import { AppError } from "@loansetu/api/lib/errors";
import type { ApiDeps } from "@loansetu/api/lib/types";
import { type RouterContextProvider, redirect } from "react-router";
import { appContext } from "../../context.ts";
import { isLocale, type Locale, localePath } from "../../i18n/locale.ts";

interface LoaderLike {
  request: Request;
  params: { lang?: string | undefined };
  context: Readonly<RouterContextProvider>;
}

export const localeOfArgs = (args: LoaderLike): Locale =>
  isLocale(args.params.lang) ? args.params.lang : "en";

/** The portal's service, the caller (address, request id) and the page's locale, for any portal page. */
export function portalFor(args: LoaderLike): {
  portal: LenderPortal;
  deps: ApiDeps;
  caller: PortalCaller;
  locale: Locale;
} {
  const { deps, clientIp, requestId } = args.context.get(appContext);
  return {
    portal: createLenderPortal(deps),
    deps,
    caller: {
      ip: clientIp ?? "127.0.0.1",
      userAgent: args.request.headers.get("user-agent") ?? undefined,
      requestId,
    },
    locale: localeOfArgs(args),
  };
}

/**
 * For every portal page inside the layout: the signed-in lender user, or off to the portal's sign-in
 * (a half-way session goes to its code step there).
 */
export function requireLenderPage(args: LoaderLike): ReturnType<typeof portalFor> & { user: LenderUser } {
  const state = args.context.get(appContext).lender;
  const found = portalFor(args);
  if (!state || "ended" in state || state.pending)
    throw redirect(localePath(found.locale, "/lender/sign-in"));
  return { ...found, user: state.user };
}

/**
 * A refusal of the service as a key of the `lender.errors` table (the service's own messages are for API
 * callers; a page says it in the page's language), with the field it concerns.
 */
export function refusalOf(error: unknown): { key: string; field?: string } {
  if (!(error instanceof AppError)) throw error;
  const field = error.errors[0]?.path;
  if (error.code === "FORBIDDEN") return { key: "forbidden" };
  if (error.code === "GONE") return { key: "gone" };
  if (error.code === "NOT_FOUND") return { key: "notFound" };
  // After the disbursal (lenders/servicing.ts): a payment above the balance, a day out of range, not a PDF.
  if (field === "amount" && /balance owed/.test(error.message)) return { key: "aboveBalance", field };
  if (field === "date" && /future|disbursal/.test(error.message)) return { key: "badDate", field };
  if (field === "file") return { key: "notPdf", field };
  if (field === "instalment") return { key: "noInstalment", field };
  if (error.code === "CONFLICT" && field === "utr") return { key: "repeatedUtr", field };
  if (error.code === "CONFLICT") return { key: "conflict" };
  if (field === "amount" && /above/i.test(error.message)) return { key: "aboveSanction", field };
  if (field === "date") return { key: "beforeSanction", field };
  if (field === "utr") return { key: "badUtr", field };
  return { key: "invalid", ...(field ? { field } : {}) };
}
