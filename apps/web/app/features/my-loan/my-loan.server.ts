import type { ApiLocale } from "@loansetu/api/auth/messages";
import type { User } from "@loansetu/api/auth/session-service";
import {
  createLenderRatingService,
  type LenderRatingService,
  parseRatingFields,
  type RatingField,
  type RatingFields,
} from "@loansetu/api/lender-ratings/service";
import { AppError } from "@loansetu/api/lib/errors";
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

/**
 * The page's rating form: checks the fields, then rates through the API's service. A refusal (rated at this
 * stage already, closure too early, too many tries) comes back in the borrower's language; nothing is stored.
 * Another's loan or one not disbursed throws the service's 404.
 */
export async function rateLender(
  deps: ApiDeps,
  user: User,
  reference: string,
  values: RatingFields,
  locale: ApiLocale,
  client: { ip: string; requestId?: string },
): Promise<{ errors: Partial<Record<RatingField, string>>; refused: string | null; saved: boolean }> {
  const parsed = parseRatingFields(values, locale);
  if (!parsed.ok) return { errors: parsed.errors, refused: null, saved: false };
  const ratings = lenderRatingService(deps);
  try {
    await ratings.limit(user, locale);
    await ratings.submit(user, reference, parsed.input, locale, client);
  } catch (error) {
    if (error instanceof AppError && error.code !== "NOT_FOUND")
      return { errors: {}, refused: error.message, saved: false };
    throw error;
  }
  return { errors: {}, refused: null, saved: true };
}
