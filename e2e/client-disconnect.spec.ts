import { request as httpRequest } from "node:http";
import { allowTime, expect, test } from "./support/fixtures.ts";
import { startServer } from "./support/server.ts";

// A visitor who leaves while a page is still streaming (a phone losing signal, a tab closed) must cost the
// server nothing but that page. Before the fix in entry.server.tsx, the first gzip-compressed page abandoned
// once its headers arrived threw an uncaught AbortError and the whole server exited (react-router issue #15364):
// the bench's page-render row read 0 pages/s and every request after it failed. A built server
// (`npm run build`). Nothing here depends on the viewport: it runs in one project.

/** Asks for `path` as a browser does and drops the connection as soon as the answer's headers arrive. */
function leaveOnHeaders(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { "accept-encoding": "gzip, deflate, br" } }, (res) => {
      req.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", (error) =>
      (error as { code?: string }).code === "ECONNRESET" ? undefined : reject(error),
    );
    req.end();
  });
}

test("visitors who leave mid-page do not bring the server down @desktop-only", async () => {
  allowTime(90_000);
  const server = await startServer();
  try {
    for (const path of ["/", "/hi", "/personal-loan", "/emi-calculator", "/resources/faq"]) {
      const statuses = await Promise.all(
        Array.from({ length: 8 }, () => leaveOnHeaders(`${server.url}${path}`)),
      );
      expect(statuses.every((status) => status === 200)).toBe(true);
    }
    // An abandoned stream errors on the next tick: the server must still be up and answering after it.
    await expect
      .poll(async () => (await fetch(`${server.url}/api/health`)).status, { timeout: 10_000 })
      .toBe(200);
    expect(server.process.exitCode).toBeNull();
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("</html>");
    expect(server.output()).not.toMatch(/AbortError|uncaught/i);
  } finally {
    await server.stop();
  }
});
