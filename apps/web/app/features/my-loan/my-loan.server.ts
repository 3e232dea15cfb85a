import { createLenderRatingService, type LenderRatingService } from "@loansetu/api/lender-ratings/service";
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

const ratingServices = new WeakMap<ApiDeps, LenderRatingService>();

/** The API's lender ratings service: the page's rating form checks what the API checks. */
export function lenderRatingService(deps: ApiDeps): LenderRatingService {
  let service = ratingServices.get(deps);
  if (!service) {
    service = createLenderRatingService(deps);
    ratingServices.set(deps, service);
  }
  return service;
}
