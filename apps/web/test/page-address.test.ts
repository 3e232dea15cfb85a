import { describe, expect, it } from "vitest";
import { pageAddress } from "../app/features/routing/page-address.ts";

describe("pageAddress", () => {
  it("reads the page from the route pattern and parameters, not the request's .data address", () => {
    const address = pageAddress({
      params: { lang: "hi", city: "pune" },
      pattern: "/:lang?/personal-loan/city/:city",
      url: new URL("https://example.in/hi/personal-loan/city/pune?faq=2"),
    });
    expect(address.locale).toBe("hi");
    expect(address.path).toBe("/personal-loan/city/pune");
    expect(address.search.get("faq")).toBe("2");
  });

  it("is English without a prefix, and the home page is /", () => {
    expect(
      pageAddress({ params: {}, pattern: ":lang?/certified-CIC", url: new URL("https://x.in/") }),
    ).toMatchObject({
      locale: "en",
      path: "/certified-CIC",
    });
    expect(pageAddress({ params: {}, pattern: "/:lang?", url: new URL("https://x.in/") }).path).toBe("/");
  });
});
