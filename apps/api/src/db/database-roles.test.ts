import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  reportUnauditedStaffChanges,
  reportUndocumentedStatuses,
  testAppConfig,
} from '../../test/build-test-app';
import { builtApiArgs } from '../../test/api-process';
import { apiRoot } from '../../test/api-root';
import { createUser, signIn } from '../../test/factories';
import { apiClient, type Method } from '../../test/api-client';
import { callAs, signInNewAdmin, signInNewSupport } from '../../test/staff';
import { buildApp } from '../app';
import { ConfigError } from '../config/env';
import { APPEND_ONLY_TABLES, migrateAppDatabase } from './database-roles';
import { openAppDatabase, openConfiguredDatabase } from './open-app-database';

/** A PostgreSQL server on which the test may create databases and roles. */
const adminUrl = process.env.TEST_DATABASE_URL;

interface Role {
  name: string;
  password: string;
}

function urlFor(role: Role, database: string): string {
  const url = new URL(adminUrl!);
  url.username = role.name;
  url.password = role.password;
  url.pathname = `/${database}`;
  return url.toString();
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The error code PostgreSQL refuses `statement` with over `url` (null: it was allowed). */
async function refusal(url: string, statement: string): Promise<string | null> {
  return withClient(url, async (client) => {
    try {
      await client.query(statement);
      return null;
    } catch (error) {
      return (error as { code?: string }).code ?? String(error);
    }
  });
}

/** `npm run db:migrate` as a deploy runs it, in a process of its own. */
async function runMigrateCommand(env: Record<string, string>) {
  const child = spawn(process.execPath, builtApiArgs('db-migrate'), {
    cwd: apiRoot,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

describe.skipIf(!adminUrl)('the app serving as a role that does not own the tables', () => {
  const suffix = randomUUID().replaceAll('-', '').slice(0, 16);
  const owner: Role = { name: `trademate_owner_${suffix}`, password: randomUUID() };
  const serving: Role = { name: `trademate_app_${suffix}`, password: randomUUID() };
  const ownerMember: Role = { name: `trademate_member_${suffix}`, password: randomUUID() };
  const databaseName = `trademate_roles_${suffix}`;
  const freshDatabaseName = `trademate_roles_fresh_${suffix}`;
  const raceDatabaseName = `trademate_roles_race_${suffix}`;
  let ownerUrl: string;
  let servingUrl: string;
  let dataDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    await withClient(adminUrl!, async (admin) => {
      for (const role of [owner, serving, ownerMember]) {
        await admin.query(`create role ${role.name} login password '${role.password}'`);
      }
      await admin.query(`grant ${owner.name} to ${ownerMember.name}`);
      await admin.query(`create database ${databaseName} owner ${owner.name}`);
      await admin.query(`create database ${freshDatabaseName} owner ${owner.name}`);
      await admin.query(`create database ${raceDatabaseName} owner ${owner.name}`);
    });
    ownerUrl = urlFor(owner, databaseName);
    servingUrl = urlFor(serving, databaseName);
    dataDir = mkdtempSync(join(tmpdir(), 'trademate-roles-'));

    // As a deploy does it: migrate as the owner first, then start the app with its own role only.
    const migrated = await runMigrateCommand({
      DATABASE_URL: servingUrl,
      MIGRATION_DATABASE_URL: ownerUrl,
      DATA_DIR: dataDir,
    });
    expect(migrated.output).toMatch(/up to date: \d+ migrations applied/);
    expect(migrated.output).toContain(`"${serving.name}" may read and write`);
    expect(migrated.code).toBe(0);

    const config = testAppConfig(dataDir, { DATABASE_URL: servingUrl });
    app = await buildApp({
      config,
      database: await openAppDatabase(config),
      passes: ['payments'],
      observe: (instance) => {
        reportUndocumentedStatuses(instance);
        reportUnauditedStaffChanges(instance);
      },
    });
    await app.ready();
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await withClient(adminUrl!, async (admin) => {
      for (const name of [databaseName, freshDatabaseName, raceDatabaseName]) {
        await admin.query(`drop database if exists ${name} with (force)`);
      }
      for (const role of [ownerMember, serving, owner]) {
        await admin.query(`drop role if exists ${role.name}`);
      }
    });
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs people up, mails them, audits staff actions and takes payments', async () => {
    const signup = await app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: {
        firstName: 'Lee',
        lastName: 'Morgan',
        contactNumber: '0412345678',
        address: { state: 'VIC', city: 'Geelong' },
        userType: 'client',
        email: `roles-${suffix}@example.com.au`,
        password: 'a long enough password',
      },
    });
    expect(signup.statusCode).toBe(201);
    await app.mail.deliverDue();

    const admin = await signInNewAdmin(app);
    await signInNewSupport(app, admin);
    const audit = await callAs(app, admin, 'GET', '/api/admin/audit');
    expect(audit.statusCode).toBe(200);
    expect(audit.json().data.items.map((row: { action: string }) => row.action)).toContain(
      'staff.invite',
    );

    const tradie = await createUser(app, { userType: 'tradie' });
    const token = await signIn(app, tradie);
    const call = (method: Method, url: string, payload?: object) =>
      apiClient(app).call(method, url, token, payload);
    const checkout = await call('POST', '/api/subscription/checkout', {
      planCode: 'professional-monthly',
    });
    expect(checkout.statusCode).toBe(201);
    const paid = await call(
      'POST',
      `/api/payments/test/checkout/${checkout.json().data.sessionId}/pay`,
      {
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/39',
        cvc: '123',
        nameOnCard: 'Sam Nguyen',
      },
    );
    expect(paid.statusCode).toBe(200);
    const invoices = await call('GET', '/api/subscription/invoices');
    expect(invoices.json().data.items).toHaveLength(1);
  });

  it('cannot switch off, drop or replace the audit trigger, nor change, remove or truncate audit rows', async () => {
    const countRows = () =>
      withClient(ownerUrl, async (client) => {
        const { rows } = await client.query<{ n: string }>('select count(*) as n from audit_log');
        return Number(rows[0]!.n);
      });
    await signInNewSupport(app, await signInNewAdmin(app));
    const before = await countRows();
    expect(before).toBeGreaterThan(0);

    for (const statement of [
      'alter table audit_log disable trigger audit_log_append_only',
      'alter table audit_log disable trigger all',
      'drop trigger audit_log_append_only on audit_log',
      'delete from audit_log',
      "update audit_log set reason = 'edited'",
      'truncate audit_log',
      'drop table audit_log',
      `alter table audit_log owner to ${serving.name}`,
      `create or replace function refuse_audit_change() returns trigger language plpgsql
         as $$ begin return null; end $$`,
    ]) {
      expect({ statement, code: await refusal(servingUrl, statement) }).toEqual({
        statement,
        code: '42501', // insufficient_privilege: not the owner, or not granted
      });
    }
    for (const table of APPEND_ONLY_TABLES) {
      for (const statement of [`delete from ${table}`, `update ${table} set id = id`]) {
        expect({ statement, code: await refusal(servingUrl, statement) }).toEqual({
          statement,
          code: '42501',
        });
      }
    }
    expect(await countRows()).toBe(before);
    const [trigger] = await withClient(ownerUrl, async (client) => {
      const { rows } = await client.query<{ enabled: string }>(
        `select tgenabled as enabled from pg_trigger where tgname = 'audit_log_append_only'`,
      );
      return rows;
    });
    expect(trigger?.enabled).toBe('O'); // fires, as it was made
  });

  it('grants the app again at every start with MIGRATION_DATABASE_URL, tables added since included', async () => {
    await withClient(ownerUrl, (client) => client.query('create table added_later (id int)'));
    expect(await refusal(servingUrl, 'insert into added_later values (1)')).toBe('42501');

    const config = testAppConfig(dataDir, {
      DATABASE_URL: servingUrl,
      MIGRATION_DATABASE_URL: ownerUrl,
    });
    const database = await openConfiguredDatabase(config);
    try {
      expect(await migrateAppDatabase(config, database)).toEqual({
        applied: 0,
        servingRole: serving.name,
      });
    } finally {
      await database.close();
    }
    expect(await refusal(servingUrl, 'insert into added_later values (1)')).toBeNull();
    expect(await refusal(servingUrl, 'truncate added_later')).toBe('42501');
  });

  it('lets instances starting together on a new database take turns to migrate and grant', async () => {
    const config = testAppConfig(dataDir, {
      DATABASE_URL: urlFor(serving, raceDatabaseName),
      MIGRATION_DATABASE_URL: urlFor(owner, raceDatabaseName),
    });
    const instances = await Promise.all(
      Array.from({ length: 3 }, () => openConfiguredDatabase(config)),
    );
    try {
      const reports = await Promise.all(
        instances.map((database) => migrateAppDatabase(config, database)),
      );
      const applied = reports.map((report) => report.applied).sort((a, b) => a - b);
      expect(applied.slice(0, 2)).toEqual([0, 0]);
      expect(applied[2]).toBeGreaterThan(0);
      expect(reports.every((report) => report.servingRole === serving.name)).toBe(true);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
    }
  });

  it('says what to set when the app would migrate as a role that may not', async () => {
    const config = testAppConfig(dataDir, {
      DATABASE_URL: urlFor(serving, freshDatabaseName),
    });
    await expect(openAppDatabase(config)).rejects.toThrow(ConfigError);
    await expect(openAppDatabase(config)).rejects.toThrow(/set MIGRATION_DATABASE_URL/);
  });

  it('refuses to serve as a role that can act as the owner', async () => {
    const config = testAppConfig(dataDir, {
      DATABASE_URL: urlFor(ownerMember, databaseName),
      MIGRATION_DATABASE_URL: ownerUrl,
    });
    await expect(openAppDatabase(config)).rejects.toThrow(/is a member of that role/);
  });
});
