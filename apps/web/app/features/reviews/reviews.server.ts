import type { ApiDeps } from "@loansetu/api/lib/types";
import { createReviewService, type ReviewService } from "@loansetu/api/reviews/service";

const services = new WeakMap<ApiDeps, ReviewService>();

/** The API's review service of this server, so pages and API share every rule and ownership check. */
export function reviewService(deps: ApiDeps): ReviewService {
  let service = services.get(deps);
  if (!service) {
    service = createReviewService(deps);
    services.set(deps, service);
  }
  return service;
}
