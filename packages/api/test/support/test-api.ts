import { createApi } from "../../src/app.ts";
import { createTestDatabase, type Engine } from "./test-database.ts";
import { createTestDeps } from "./test-deps.ts";

/**
 * The API over a database of its own, as most API test files start: the database (dispose it after the
 * file), the deps the API was built with, and the API to call with `api.request(...)`.
 */
export async function openTestApi(engine: Engine, overrides?: Parameters<typeof createTestDeps>[1]) {
  const database = await createTestDatabase(engine);
  const deps = createTestDeps(database, overrides);
  return { database, deps, api: createApi(deps) };
}
