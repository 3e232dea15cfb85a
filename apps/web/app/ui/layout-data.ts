import { useRouteLoaderData } from "react-router";

/**
 * What the locale layout's loader gives every page under it. The type lives here, not in the route module,
 * so the header, footer and widgets read it without importing a route (ui/ never imports routes/).
 */
export interface LayoutData {
  grievanceOfficer: { name: string; email: string; phone: string };
  company: { legalName: string; cin: string; address: string };
  /** Partners registered with RBI as a bank, NBFC or HFC, for the trust line. */
  regulatedLenders: number;
  customer: SignedInCustomer | null;
}

export interface SignedInCustomer {
  mobile: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/** The id React Router gives the layout route (its file path under app/, without the extension). */
const LAYOUT_ROUTE_ID = "routes/locale-layout";

/** The site facts the layout loaded (grievance officer for the footer). */
export function useLayoutData(): LayoutData | undefined {
  return useRouteLoaderData<LayoutData>(LAYOUT_ROUTE_ID);
}

/** The logged-in customer as the layout loaded it, for the header and pages. */
export function useSignedInCustomer(): SignedInCustomer | null {
  return useLayoutData()?.customer ?? null;
}
