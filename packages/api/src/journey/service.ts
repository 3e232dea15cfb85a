import { type CreditBureau, createBureau } from "../adapters/bureau.ts";
import type { ApiDeps } from "../lib/types.ts";
import { createJourneyContext } from "./context.ts";
import { createLeadCards } from "./lead-cards.ts";
import { createOfferSteps } from "./offers.ts";
import { createJourneySteps } from "./steps.ts";

export * from "./model.ts";

/**
 * The application journey: its steps, offers and lead cards, each in a module of its own that
 * shares one context (the database, the clock and how an application is read).
 */
export function createJourneyService(deps: ApiDeps, bureau: CreditBureau = createBureau(deps.config)) {
  const ctx = createJourneyContext(deps);
  const cards = createLeadCards(ctx);
  const { leadCard: _leadCard, ...leadFunctions } = cards;
  return { ...createJourneySteps(ctx), ...createOfferSteps(ctx, cards, bureau), ...leadFunctions };
}

export type JourneyService = ReturnType<typeof createJourneyService>;
