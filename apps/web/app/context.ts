import type { Customer } from "@loansetu/api/auth/session-service";
import type { LenderSessionState } from "@loansetu/api/lenders/portal-session";
import type { ApiDeps } from "@loansetu/api/lib/types";
import type { Partner } from "@loansetu/api/partners/sessions";
import type { Employee } from "@loansetu/api/studio/employee";
import { createContext } from "react-router";

/**
 * What the Hono server hands to loaders and actions for one request. The server reads this key from the
 * built entry module (see entry.server.tsx), so both sides share one instance of it.
 */
export interface AppContextValue {
  deps: ApiDeps;
  /**
   * A random marker for this render's own inline scripts (server/script-hashes.ts), never sent: the page's
   * scripts are allowed by hash. Empty in development.
   */
  nonce: string;
  requestId: string;
  /** The logged-in customer (from the session cookies), if any. */
  customer: Customer | undefined;
  /** The signed-in back-office employee, on `/studio` pages only (see features/studio/studio.server.ts). */
  employee?: Employee | undefined;
  /** The signed-in channel partner, on `/partner` and `/sales-grand-prix` pages only. */
  partner?: Partner | undefined;
  /** The lender portal's session (signed in, or half-way between password and code), on `/lender` pages only. */
  lender?: LenderSessionState;
  /** The caller's IP, for limits that count per network (the free credit score check). */
  clientIp?: string | undefined;
  /** The i18n namespaces the matched routes declare in `handle.i18n` (see app/i18n/route-namespaces.ts). */
  i18nNamespaces: readonly string[];
}

export const appContext = createContext<AppContextValue>();
