// Decision 0043: the browser runs React 19's hydrateRoot over the HTML React 19 renders on the server. These
// checks fail if hydration stops adopting that HTML (React then rebuilds nodes instead of keeping them), if
// the page's console reports an error (a hydration mismatch is one), or if another client comes back.
import { gunzipSync } from "node:zlib";
import { expect, gotoReady, test } from "./support/fixtures.ts";

const PAGES = ["/", "/hi", "/apply/personal-loan", "/emi-calculator", "/personal-loan", "/resources/faq"];

// Records every node added to or removed from the body after the HTML is parsed until the app marks itself
// hydrated (root.tsx). A hydration that adopts the server's nodes changes none of them. In the head, only the
// late script's module preloads may be added: a stylesheet link taken out and put back (moved) makes the
// browser parse the sheet again and restyle the page while it hydrates (decision 0040).
const WATCH_HYDRATION = () => {
  const changes: string[] = [];
  (window as unknown as { hydrationChanges: string[] }).hydrationChanges = changes;
  const describe = (node: Node, parent: Node) =>
    `${parent.nodeName} > ` +
    (node instanceof Element
      ? `<${node.localName}${node.id ? `#${node.id}` : ""} ${node.className}>`.trim()
      : `${node.nodeName} ${JSON.stringify(node.textContent?.slice(0, 40))}`);
  document.addEventListener("DOMContentLoaded", () => {
    const observer = new MutationObserver((records) => {
      if (document.documentElement.dataset.hydrated) return observer.disconnect();
      for (const record of records) {
        for (const node of record.addedNodes)
          if (node.nodeType !== 8 && node.textContent !== "")
            changes.push(`added ${describe(node, record.target)}`);
        for (const node of record.removedNodes) {
          // React's text separators (<!-- -->) and Suspense markers are comments it may drop.
          if (node.nodeType !== 8 && node.nodeName !== "SCRIPT")
            changes.push(`removed ${describe(node, record.target)}`);
        }
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const head = new MutationObserver((records) => {
      if (document.documentElement.dataset.hydrated) return head.disconnect();
      const headNode = (node: Node, parent: Node) =>
        `${describe(node, parent)} ${(node as Element).getAttribute?.("href") ?? ""}`;
      for (const record of records) {
        for (const node of record.addedNodes)
          if (!(node instanceof HTMLLinkElement && node.rel === "modulepreload"))
            changes.push(`added ${headNode(node, record.target)}`);
        for (const node of record.removedNodes) changes.push(`removed ${headNode(node, record.target)}`);
      }
    });
    head.observe(document.head, { childList: true, subtree: true });
  });
};

test.describe("the React client", () => {
  for (const path of PAGES) {
    test(`${path} hydrates the server's HTML without rebuilding it or a console error`, async ({ page }) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      await page.addInitScript(WATCH_HYDRATION);
      const html = await (await page.request.get(path)).text();
      const inlined = html.match(/<style data-href=/g)?.length ?? 0;
      expect(inlined).toBeGreaterThan(0);
      await gotoReady(page, path);
      expect(
        await page.evaluate(() => (window as unknown as { hydrationChanges: string[] }).hydrationChanges),
      ).toEqual([]);
      // The inlined stylesheets the server adds outside the component tree survives hydration.
      await expect(page.locator("head style[data-href]")).toHaveCount(inlined);
      expect(problems).toEqual([]);
    });
  }

  test("hydration leaves <html>'s lang as the server wrote it; a language change still sets it @desktop-only", async ({
    page,
  }) => {
    // Writing `lang` again, even the same value, restyles every element (decision 0039): an attribute record
    // here is such a write, which the parser's own attributes never make.
    await page.addInitScript(() => {
      const written: string[] = [];
      (window as unknown as { langWrites: string[] }).langWrites = written;
      new MutationObserver((records) => {
        for (const record of records)
          if (record.target === document.documentElement)
            written.push(String(document.documentElement.getAttribute("lang")));
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["lang"] });
    });
    const writes = () => page.evaluate(() => (window as unknown as { langWrites: string[] }).langWrites);
    await gotoReady(page, "/hi/resources/how-emi-is-calculated");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    expect(await writes()).toEqual([]);
    await page.getByTestId("language-toggle").click();
    await expect(page).toHaveURL(/\/en\/resources\/how-emi-is-calculated$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await writes()).toEqual(["en"]);
  });

  test("pages hydrate with React's own client, and no script carries another @desktop-only", async ({
    page,
    request,
  }) => {
    const scripts = new Set<string>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.add(response.url());
    });
    await gotoReady(page, "/personal-loan");
    await page.waitForLoadState("networkidle");
    // react-dom's root marks its container (here the document) and every node it owns with these keys.
    expect(
      await page.evaluate(() => ({
        root: Object.keys(document).some((key) => key.startsWith("__reactContainer$")),
        fiber: Object.keys(document.querySelector("main")!).some((key) => key.startsWith("__reactFiber$")),
      })),
    ).toEqual({ root: true, fiber: true });
    expect(scripts.size).toBeGreaterThan(5);
    let reactDom = 0;
    for (const url of scripts) {
      const response = await request.get(url, { headers: { "accept-encoding": "gzip" } });
      const body = await response.body();
      const text = (body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body) : body).toString("utf8");
      if (text.includes("__reactContainer$")) reactDom++;
      expect(text.toLowerCase(), url).not.toContain("preact");
    }
    expect(reactDom).toBe(1);
  });
});
