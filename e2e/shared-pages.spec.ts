import { createHash } from "node:crypto";
import { expect, gotoReady, test } from "./support/fixtures.ts";

// Decision 0054: an anonymous page is the same for every anonymous visitor, so a shared cache may keep it.
// Its inline scripts run by hash instead of a per-response nonce, with the same protection: an inline
// script the page did not write itself does not run.

const scriptSrc = (policy: string) => /script-src ([^;]+)/.exec(policy)?.[1]?.split(" ") ?? [];
const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

test.describe("anonymous pages", { tag: "@one-width" }, () => {
  test("are the same bytes for every anonymous visitor, and a shared cache may keep them", async ({
    request,
  }) => {
    for (const path of ["/personal-loan", "/hi/personal-loan"]) {
      const [a, b] = [await request.get(path), await request.get(path)];
      expect(a.headers()["cache-control"], path).toBe(
        "public, max-age=0, s-maxage=60, stale-while-revalidate=60",
      );
      expect(a.headers().vary, path).toContain("Cookie");
      expect(await b.text(), path).toBe(await a.text());
      expect(b.headers()["content-security-policy"], path).toBe(a.headers()["content-security-policy"]);
      expect(await a.text(), path).not.toContain("nonce=");
    }
    // A cookie-bearing request may be someone's: kept by no cache.
    const withCookie = await request.get("/personal-loan", { headers: { cookie: "ls_at=x" } });
    expect(withCookie.headers()["cache-control"]).toBe("private, no-store");
  });

  test("list every inline script of theirs by hash and allow no other inline script", async ({ request }) => {
    const answer = await request.get("/personal-loan");
    const allowed = scriptSrc(answer.headers()["content-security-policy"] ?? "");
    expect(allowed).not.toContain("'unsafe-inline'");
    expect(allowed.filter((source) => source.includes("nonce"))).toEqual([]);
    const inline = [...(await answer.text()).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      // Data blocks (JSON-LD) are never run, so they need no hash.
      .filter(([, attributes]) => !/\ssrc=|type="application\/(ld\+)?json"/.test(attributes!))
      .map(([, , body]) => body!);
    expect(inline.length).toBeGreaterThan(1);
    for (const body of inline) expect(allowed, body.slice(0, 60)).toContain(sha(body));
  });

  test("run their own inline scripts, and not one injected into the page", async ({ page }) => {
    const refused: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/.test(message.text()))
        refused.push(message.text());
    });
    // The page as the server sent it, headers and all, with a script injected before </body>: as markup
    // that slipped into a rendered page would be.
    await page.route("**/personal-loan", async (route) => {
      const original = await route.fetch();
      const html = (await original.text()).replace(
        "</body>",
        "<script>document.documentElement.dataset.injected = 'ran'</script></body>",
      );
      await route.fulfill({ response: original, body: html });
    });
    // Hydration needs the page's own inline scripts (the router's data and the entry's import).
    await gotoReady(page, "/personal-loan");
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    await expect(page.locator("html")).not.toHaveAttribute("data-injected", "ran");
  });
});
