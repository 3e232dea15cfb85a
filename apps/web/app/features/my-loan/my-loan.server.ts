import type { ApiDeps } from "@loansetu/api/lib/types";
import { createMyLoanService, type MyLoanService } from "@loansetu/api/my-loan/service";

const services = new WeakMap<ApiDeps, MyLoanService>();

/** The API's My loan service of this server, so the page and the API share every rule and ownership check. */
export function myLoanService(deps: ApiDeps): MyLoanService {
  let service = services.get(deps);
  if (!service) {
    service = createMyLoanService(deps);
    services.set(deps, service);
  }
  return service;
}
