import { describe, expect, it } from "vitest";
import { createI18n } from "../app/i18n/i18n.ts";

const messages = {
  greeting: "Welcome, {{name}}",
  units: { month_one: "{{count}} month", month_other: "{{count}} months" },
  hiUnits: { month_one: "{{count}} महीना", month_other: "{{count}} महीने" },
  plain: "No placeholders",
  nested: { deeper: { text: "Deep" } },
};

describe("translator (i18next's subset this site uses)", () => {
  const en = createI18n("en", messages);
  const hi = createI18n("hi", messages);

  it("looks up dotted keys and interpolates {{name}}", () => {
    expect(en.t("greeting", { name: "Asha Verma" })).toBe("Welcome, Asha Verma");
    expect(en.t("nested.deeper.text")).toBe("Deep");
    expect(en.t("plain", { unused: 1 })).toBe("No placeholders");
  });

  it("leaves an unknown placeholder as written and returns a missing key as the key", () => {
    expect(en.t("greeting", { other: "x" })).toBe("Welcome, {{name}}");
    expect(en.t("missing.key")).toBe("missing.key");
    expect(en.t("nested")).toBe("nested");
  });

  it("chooses _one/_other by the language's plural rules", () => {
    expect(en.t("units.month", { count: 1 })).toBe("1 month");
    expect(en.t("units.month", { count: 0 })).toBe("0 months");
    expect(en.t("units.month", { count: 12 })).toBe("12 months");
    // Hindi counts 0 and 1 as 'one'.
    expect(hi.t("hiUnits.month", { count: 0 })).toBe("0 महीना");
    expect(hi.t("hiUnits.month", { count: 5 })).toBe("5 महीने");
  });

  it("says whether a key exists", () => {
    expect(en.exists("plain")).toBe(true);
    expect(en.exists("units.month_one")).toBe(true);
    expect(en.exists("nope")).toBe(false);
    expect(en.exists("nested.deeper")).toBe(false);
  });
});
