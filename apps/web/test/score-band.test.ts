import { readFileSync } from "node:fs";
import { answerQuestion } from "@loansetu/api/chatbot/answer";
import {
  CREDIT_SCORE_MAX,
  CREDIT_SCORE_MIN,
  SCORE_BANDS,
  scoreBand,
  scoreBandRange,
} from "@loansetu/domain/credit-score";
import fc from "fast-check";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { fileKnowledge } from "../../../bench/chatbot/knowledge.ts";
import { CreditGauge } from "../app/features/dashboard/credit-gauge.tsx";
import { ScoreBandScale } from "../app/features/dashboard/score-band-scale.tsx";
import { createI18n, I18nProvider } from "../app/i18n/i18n.ts";
import type { Locale } from "../app/i18n/locale.ts";
import en from "../app/i18n/messages/en/dashboard.json" with { type: "json" };
import hi from "../app/i18n/messages/hi/dashboard.json" with { type: "json" };

// Decision 0046: one band scale. Every screen that names a score's band — the dashboard card's and the
// insights pages' gauge, the insights pages' scale, the guide page's band list, the chatbot — must name
// the band `scoreBand` gives, with the same words in each language, so 650 is never "Fair" on one screen
// and "Good" on the next.

const catalogues = { en, hi } as const;

function render(element: ReactElement, locale: Locale): string {
  const i18n = createI18n(locale, { dashboard: catalogues[locale] });
  return renderToString(createElement(I18nProvider, { i18n }, element));
}

const guide = (locale: Locale) =>
  JSON.parse(
    readFileSync(new URL(`../../../content/${locale}/credit-score-guide.json`, import.meta.url), "utf8"),
  ).bands as { range: string; label: string }[];

const score = fc.integer({ min: CREDIT_SCORE_MIN, max: CREDIT_SCORE_MAX });
const locale = fc.constantFrom<Locale>("en", "hi");

describe("one credit-score band scale (decision 0046)", () => {
  let knowledge: Awaited<ReturnType<typeof fileKnowledge>>;
  beforeAll(async () => {
    knowledge = await fileKnowledge();
  });

  it("property: the gauge names the band scoreBand gives, in the catalogue's words", () => {
    fc.assert(
      fc.property(score, locale, (value, lang) => {
        const html = render(createElement(CreditGauge, { score: value }), lang);
        const band = scoreBand(value);
        expect(html).toContain(`data-band="${band}"`);
        const label = (catalogues[lang].credit.bands as Record<string, string>)[band]!;
        expect(html).toMatch(new RegExp(`data-testid="credit-band"[^>]*>${label}<`));
      }),
      { numRuns: 150 },
    );
  });

  it("property: the insights scale marks that same band as the person's, and says so in words", () => {
    fc.assert(
      fc.property(score, locale, (value, lang) => {
        const band = scoreBand(value);
        const html = render(createElement(ScoreBandScale, { score: value, band }), lang);
        const current = [...html.matchAll(/data-band="(\w+)" aria-current="true"/g)].map((m) => m[1]);
        expect(current).toEqual([band]);
        const label = (catalogues[lang].credit.bands as Record<string, string>)[band]!;
        expect(html).toContain(catalogues[lang].insights.yourBand.replace("{{band}}", label));
      }),
      { numRuns: 150 },
    );
  });

  it("property: the guide page's band for a score is scoreBand's, with the catalogue's name", () => {
    fc.assert(
      fc.property(score, locale, (value, lang) => {
        const band = scoreBand(value);
        const rows = guide(lang).filter((row) => {
          const [min, max] = row.range.split("-").map(Number);
          return value >= min! && value <= max!;
        });
        expect(rows.map((row) => row.range)).toEqual([scoreBandRange(band)]);
        expect(rows[0]!.label).toBe((catalogues[lang].credit.bands as Record<string, string>)[band]);
      }),
    );
    // The guide lists exactly the scale's bands, after NA/NH.
    for (const lang of ["en", "hi"] as const) {
      expect(guide(lang).map((row) => row.range)).toEqual([
        "NA/NH",
        ...SCORE_BANDS.map((b) => scoreBandRange(b.id)),
      ]);
    }
  });

  it("property: the chatbot's band for a score is scoreBand's, named as the guide names it", () => {
    fc.assert(
      fc.property(score, locale, (value, lang) => {
        const question = lang === "hi" ? `मेरा क्रेडिट स्कोर ${value} है` : `My credit score is ${value}`;
        const reply = answerQuestion(knowledge, question, lang);
        const band = scoreBand(value);
        expect(reply.computed).toEqual({ kind: "band", value: band });
        const label = (catalogues[lang].credit.bands as Record<string, string>)[band]!;
        expect(reply.blocks.map((block) => ("text" in block ? block.text : "")).join(" ")).toContain(
          `"${label}"`,
        );
      }),
      { numRuns: 60 },
    );
  });
});
