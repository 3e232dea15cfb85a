import { readdirSync, readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pageTitle } from "../app/ui/page-title.ts";

// Every page's <title> ends with " | LoanSetu", once, in English and in Hindi. Titles used to be built three
// ways (some routes appended the suffix, some relied on the catalogue's "| LoanSetu" or "| लोनसेतु", some had
// none, and the home page began with the brand instead), so a tab or a search result read differently from
// page to page.

const root = new URL("../../../", import.meta.url);
const files = (dir: string): string[] =>
  readdirSync(new URL(dir, root))
    .sort()
    .flatMap((name) =>
      statSync(new URL(`${dir}${name}`, root)).isDirectory() ? files(`${dir}${name}/`) : [`${dir}${name}`],
    );
const read = (file: string) => readFileSync(new URL(file, root), "utf8");

describe("page titles", () => {
  it("adds the site's name once, whatever ending the title came with", () => {
    expect(pageTitle("Personal loan EMI calculator")).toBe("Personal loan EMI calculator | LoanSetu");
    expect(pageTitle("Loan FAQs | LoanSetu")).toBe("Loan FAQs | LoanSetu");
    expect(pageTitle("लोनसेतु के बारे में | लोनसेतु")).toBe("लोनसेतु के बारे में | LoanSetu");
    expect(pageTitle("पेआउट | लोनसेतु स्टूडियो")).toBe("पेआउट | LoanSetu");
    expect(pageTitle("Reviews | Studio")).toBe("Reviews | LoanSetu");
    expect(pageTitle(undefined)).toBe("LoanSetu");
  });

  // A meta function's title is the array entry "{ title: … }" on a line of its own (biome's format).
  it("builds every route's <title> with pageTitle", () => {
    const sources = [
      ...files("apps/web/app/routes/").filter((file) => file.endsWith(".tsx")),
      ...files("apps/web/app/features/").filter((file) => file.endsWith("meta.ts")),
      "apps/web/app/ui/error-page.tsx",
    ];
    const unwrapped = sources.flatMap((file) =>
      read(file)
        .split("\n")
        .map((line, i) => ({ where: `${file}:${i + 1}`, line }))
        .filter(
          ({ line }) => /^\s*\{ title:(?!\s*pageTitle\()/.test(line) || /<title>(?!\{pageTitle\()/.test(line),
        )
        .map(({ where, line }) => `${where}: ${line.trim()}`),
    );
    expect(unwrapped).toEqual([]);
  });

  it("leaves no catalogue title with a second suffix once pageTitle has added its own", () => {
    const doubled: string[] = [];
    for (const file of files("apps/web/app/i18n/messages/").filter((f) => f.endsWith(".json"))) {
      const walk = (value: unknown, path: string) => {
        if (typeof value === "string") {
          if (/title/i.test(path) && (pageTitle(value).match(/\|/g) ?? []).length > 1) {
            doubled.push(`${file} › ${path}: ${pageTitle(value)}`);
          }
        } else if (value && typeof value === "object") {
          for (const [key, v] of Object.entries(value)) walk(v, path ? `${path}.${key}` : key);
        }
      };
      walk(JSON.parse(read(file)), "");
    }
    expect(doubled).toEqual([]);
  });
});
