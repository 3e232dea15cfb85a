import { describe, expect, it } from "vitest";
import { groupPages } from "../app/features/dashboard/lead-groups.ts";

const product = (item: string) => item.split("-")[0]!;

describe("dashboard pages grouped by product", () => {
  it("groups over all applications, so no product shows on two pages", () => {
    // Newest first: personal loans and car loans interleaved, 8 in all.
    const leads = ["pl-1", "car-1", "pl-2", "car-2", "pl-3", "car-3", "pl-4", "tw-1"];
    const pages = groupPages(leads, product, 6);
    const productsByPage = pages.map((page) => page.map((group) => group.product));
    for (const key of ["pl", "car", "tw"]) {
      expect(productsByPage.filter((list) => list.includes(key))).toHaveLength(1);
    }
    expect(pages[0]).toEqual([{ product: "pl", items: ["pl-1", "pl-2", "pl-3", "pl-4"], total: 4 }]);
    expect(pages[1]).toEqual([
      { product: "car", items: ["car-1", "car-2", "car-3"], total: 3 },
      { product: "tw", items: ["tw-1"], total: 1 },
    ]);
    for (const page of pages) expect(page.flatMap((g) => g.items).length).toBeLessThanOrEqual(6);
  });

  it("runs a product with more than a page of applications over pages of its own", () => {
    const leads = [...Array.from({ length: 8 }, (_, i) => `pl-${i}`), "car-1"];
    const pages = groupPages(leads, product, 6);
    expect(pages.map((page) => page.map((g) => `${g.product}:${g.items.length}/${g.total}`))).toEqual([
      ["pl:6/8"],
      ["pl:2/8"],
      ["car:1/1"],
    ]);
  });

  it("has one empty page for no applications", () => {
    expect(groupPages([], product, 6)).toEqual([[]]);
  });
});
