import { expect, test } from "./support/fixtures.ts";

// Pages are read with GET and HEAD and their forms posted with POST. Any other method gets a clear answer
// instead of a server error: OPTIONS says which methods are allowed (and grants no other origin anything),
// the rest 405 Method Not Allowed.
test.describe("methods a page answers", { tag: "@desktop-only" }, () => {
  for (const path of ["/", "/hi/personal-loan", "/contact"]) {
    test(`${path}: OPTIONS lists the methods, TRACE, PROPFIND, PUT and DELETE are not allowed`, async ({
      request,
    }) => {
      const options = await request.fetch(path, {
        method: "OPTIONS",
        headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
      });
      expect(options.status()).toBe(204);
      expect(options.headers().allow).toBe("GET, HEAD, POST, OPTIONS");
      expect(options.headers()["access-control-allow-origin"]).toBeUndefined();
      for (const method of ["TRACE", "PROPFIND", "PUT", "DELETE", "PATCH"]) {
        const answer = await request.fetch(path, { method });
        expect(answer.status(), method).toBe(405);
        expect(answer.headers().allow).toBe("GET, HEAD, POST, OPTIONS");
      }
      expect((await request.fetch(path, { method: "HEAD" })).status()).toBe(200);
    });
  }
});
