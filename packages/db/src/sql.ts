// Drizzle's query operators, re-exported so that every package uses this package's single copy of drizzle.
export {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
  type WithSubquery,
} from "drizzle-orm";
// Table and column types, for helpers that work on any table (the retention purge's batched delete).
export type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
