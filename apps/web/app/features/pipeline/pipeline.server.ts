import type { ApiLocale } from "@loansetu/api/auth/messages";
import { AppError } from "@loansetu/api/lib/errors";
import type { ApiDeps } from "@loansetu/api/lib/types";
import type { Employee } from "@loansetu/api/studio/employee";
import { type Actor, createLeadActions, type LeadActions } from "@loansetu/api/studio/pipeline/actions";
import {
  CITY_PIN_PREFIXES,
  createLeadQueries,
  type LeadFilter,
  type LeadQueries,
} from "@loansetu/api/studio/pipeline/queries";
import { leadFilterSchema } from "@loansetu/api/studio/pipeline/routes";

// What the studio's pipeline pages use on the server: the same query and action functions as
// /api/studio/leads (one instance per process), the URL's filters read with the API's own schema, and
// the acting employee as the actions take them.

const services = new WeakMap<ApiDeps, { queries: LeadQueries; actions: LeadActions }>();

export function pipelineServices(deps: ApiDeps) {
  let found = services.get(deps);
  if (!found) {
    found = { queries: createLeadQueries(deps), actions: createLeadActions(deps) };
    services.set(deps, found);
  }
  return found;
}

export const FILTER_KEYS = [
  "q",
  "product",
  "stage",
  "status",
  "lender",
  "from",
  "to",
  "city",
  "source",
] as const;

/** The filters of the URL; a value that does not pass the API's schema is dropped (and reported). */
export function filterOf(url: URL): { filter: LeadFilter; invalid: boolean; page: number } {
  const raw: Record<string, string> = {};
  let invalid = false;
  for (const key of FILTER_KEYS) {
    const value = url.searchParams.get(key)?.trim();
    if (!value) continue;
    const one = leadFilterSchema.shape[key].safeParse(value);
    if (one.success) raw[key] = value;
    else invalid = true;
  }
  const parsed = leadFilterSchema.safeParse(raw);
  const page = Math.max(1, Math.min(100_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  return {
    filter: parsed.success ? (parsed.data as LeadFilter) : {},
    invalid: invalid || !parsed.success,
    page,
  };
}

export const CITY_SLUGS = Object.keys(CITY_PIN_PREFIXES);

export function actorOf(
  employee: Employee,
  request: Request,
  locale: ApiLocale,
  ip: string | undefined,
  requestId: string,
): Actor {
  return {
    employee,
    ip: ip ?? "127.0.0.1",
    requestId,
    locale,
    origin: new URL(request.url).origin,
  };
}

/** An API refusal as the page shows it; anything else is a real error. */
export function refusalOf(error: unknown): { message: string; status: number } {
  if (error instanceof AppError) return { message: error.message, status: error.status };
  throw error;
}
