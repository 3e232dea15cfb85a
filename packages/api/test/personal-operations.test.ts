import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createApi } from "../src/app.ts";
import { openTestApi } from "./support/test-api.ts";
import { ENGINES, type TestDatabase } from "./support/test-database.ts";

// Every personal operation authenticates first: a stranger who sends nothing, or a body of the wrong
// shape, learns only that they are not logged in (401), never which fields the operation wants (a 400
// naming them). The operations are read from the OpenAPI document (those that take only the customer's
// session), so an operation added later is covered as soon as it is marked personal.

type Operation = { security?: Record<string, string[]>[] };
type Document = { paths: Record<string, Record<string, Operation>> };

describe.each(ENGINES)("personal operations on %s", (engine) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApi>;
  beforeAll(async () => {
    ({ database, api } = await openTestApi(engine));
  });
  afterAll(() => database.dispose());

  it("answer a caller without a session 401 before looking at the input", async () => {
    const doc = (await (await api.request("/api/openapi.json")).json()) as Document;
    const personal = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        // Personal: every way to call it takes the customer's session (not "anyone, or a customer").
        .filter(
          ([, operation]) =>
            !!operation.security?.length && operation.security.every((scheme) => "customerSession" in scheme),
        )
        .map(([method, _]) => ({ method: method.toUpperCase(), path })),
    );
    // The dashboard, the journey, the free credit score, My data and the customer's reviews.
    expect(personal.length).toBeGreaterThanOrEqual(25);
    const answers: string[] = [];
    for (const { method, path } of personal) {
      const url = `http://localhost${path.replace(/\{[^}]+\}/g, "LS2610000001")}`;
      const body = method === "GET" || method === "HEAD" ? undefined : "{}";
      const answer = await api.request(url, {
        method,
        headers: { origin: "http://localhost", "content-type": "application/json" },
        ...(body ? { body } : {}),
      });
      const json = (await answer.json()) as { code?: string; errors?: unknown[] };
      answers.push(`${method} ${path} ${answer.status} ${json.code} ${JSON.stringify(json.errors ?? [])}`);
    }
    expect(answers.filter((line) => !/ 401 UNAUTHORIZED \[\]$/.test(line))).toEqual([]);
  });
});
