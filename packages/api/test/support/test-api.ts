import { createApi } from "../../src/app.ts";
import { createTestDatabase, type Engine, type TestDatabase } from "./test-database.ts";
import { createTestDeps } from "./test-deps.ts";

export type Api = ReturnType<typeof createApi>;
export type TestDeps = ReturnType<typeof createTestDeps>;
type Overrides = Parameters<typeof createTestDeps>[1];

/**
 * The API over a database of its own, as most API test files start: the database (dispose it after the
 * file), the deps the API was built with, and the API to call with `api.request(...)`.
 */
export async function openTestApi(engine: Engine, overrides?: Overrides) {
  const database = await createTestDatabase(engine);
  return { database, ...apiOver(database, overrides) };
}

/**
 * Another API over a database a file already has open: for a test that needs its own settings, clock or
 * mail transport while sharing the file's data.
 */
export function apiOver(database: TestDatabase, overrides?: Overrides) {
  const deps = createTestDeps(database, overrides);
  return { deps, api: createApi(deps) };
}
