import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { openDatabase } from "@loansetu/db/client";
import { migrate } from "@loansetu/db/migrate";
import { seed } from "@loansetu/db/seed";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { GOLDEN_DIR } from "./golden.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The PostgreSQL database every test file's own database is copied from (empty without PostgreSQL). */
    postgresTemplate: string;
  }
}

// Migrating and seeding takes seconds on either engine; doing it once and copying keeps every test file fast.
// PGlite: a folder copied per file. PostgreSQL: a template database, from which the server makes each file's
// database with CREATE DATABASE … TEMPLATE (0.5 s against 1.2 s for migrating and seeding each one).
export default async function setup(project: TestProject) {
  await rm(GOLDEN_DIR, { recursive: true, force: true });
  const handle = await openDatabase({ dataDir: GOLDEN_DIR });
  await migrate(handle);
  await seed(handle.db, { demoReviews: true });
  await handle.close();

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    project.provide("postgresTemplate", "");
    return;
  }
  const template = `loansetu_template_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `create database ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const postgres = await openDatabase({ databaseUrl: url.toString(), dataDir: GOLDEN_DIR });
  await migrate(postgres);
  await seed(postgres.db, { demoReviews: true });
  await postgres.close();
  project.provide("postgresTemplate", template);
  return async () => {
    await adminQuery(adminUrl, `drop database if exists ${template} with (force)`);
  };
}

async function adminQuery(adminUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
