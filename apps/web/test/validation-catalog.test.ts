import { readFileSync } from "node:fs";
import { MESSAGES, type MessageId } from "@loansetu/domain/messages";
import { describe, expect, it } from "vitest";

// The web app's validation catalogue must carry every domain message, word for word, and nothing else.
const catalogue: unknown = JSON.parse(
  readFileSync(new URL("../app/i18n/messages/en/validation.json", import.meta.url), "utf8"),
);

const ids = Object.keys(MESSAGES) as MessageId[];

/** The domain's `{name}` placeholders, written the i18next way as `{{name}}`. */
const toI18next = (text: string) => text.replace(/\{(\w+)\}/g, "{{$1}}");

function lookup(value: unknown, id: string): unknown {
  return id
    .split(".")
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === "object" && Object.hasOwn(node, part)
          ? (node as Record<string, unknown>)[part]
          : undefined,
      value,
    );
}

function keys(value: unknown, prefix = ""): string[] {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

describe("en/validation.json", () => {
  it.each(ids)("%s matches the domain's English text", (id) => {
    expect(lookup(catalogue, id)).toBe(toI18next(MESSAGES[id]));
  });

  it("has no key the domain does not define", () => {
    expect(keys(catalogue).sort()).toEqual([...ids].sort());
  });
});
