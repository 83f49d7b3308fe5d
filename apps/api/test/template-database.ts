import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedReferenceData } from '../src/db/seed/seed-reference-data';

declare module 'vitest' {
  export interface ProvidedContext {
    /** On PostgreSQL, the migrated and seeded database each test's database is copied from. */
    testTemplateDatabase: string | null;
  }
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The API suite's global set-up: on PostgreSQL, one database migrated and seeded once for the
 * whole run, which `createTestDatabase` copies (`create database … template …`) instead of
 * migrating and seeding every test's own. Its name is the run's own, so two runs on one server
 * never share it; it is dropped when the run ends.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    project.provide('testTemplateDatabase', null);
    return;
  }
  const name = `trademate_template_${randomUUID().replaceAll('-', '')}`;
  await admin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
  try {
    await runMigrations(database);
    await seedReferenceData(database.db);
  } finally {
    await database.close();
  }
  project.provide('testTemplateDatabase', name);
  return () => admin(adminUrl, `drop database if exists ${name} with (force)`);
}
