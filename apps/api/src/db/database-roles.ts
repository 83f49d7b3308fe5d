import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import type { AppConfig } from '../config/env';
import { ConfigError } from '../config/env';
import { openDatabase, type Database } from './client';
import { migrationsFolder, runMigrations } from './migrate';

/**
 * Tables whose rows the app only ever adds (decision 054): the audit log (decision 030), and the
 * money taken, its tax invoices and the payment provider's events already applied (decision 007),
 * and the ledger of money held on jobs (decision 063). The role the app serves as may read them and add to them, never change or remove a row.
 */
export const APPEND_ONLY_TABLES = [
  'audit_log',
  'payments',
  'invoices',
  'payment_events',
  'ledger_transactions',
  'ledger_entries',
];

/** Where drizzle-orm's migrator records the migrations applied. */
const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

export interface MigrationReport {
  /** How many migrations this run applied. */
  applied: number;
  /** The role granted the app's rights, when the app serves as a role that does not own the tables. */
  servingRole: string | null;
}

async function query<T>(database: Database, statement: SQL): Promise<T[]> {
  return ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** The role a database's connections act as. */
async function currentRole(database: Database): Promise<string> {
  const [row] = await query<{ role: string }>(database, sql`select current_user as role`);
  return row!.role;
}

/** How many of the migrations beside the code the database has not applied yet. */
export async function countPendingMigrations(database: Database): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const [table] = await query<{ exists: boolean }>(
    database,
    sql`select to_regclass(${MIGRATIONS_TABLE}) is not null as exists`,
  );
  if (!table?.exists) return migrations.length;
  const [row] = await query<{ last: string | null }>(
    database,
    sql`select max(created_at)::text as last from ${sql.raw(MIGRATIONS_TABLE)}`,
  );
  // The migrator's own rule: a migration is applied when it is newer than the newest recorded.
  const last = row?.last == null ? -Infinity : Number(row.last);
  return migrations.filter((migration) => migration.folderMillis > last).length;
}

/** How many migrations the database records as applied, and the newest one's timestamp. */
export async function migrationLevel(
  database: Database,
): Promise<{ applied: number; newest: number | null }> {
  const [table] = await query<{ exists: boolean }>(
    database,
    sql`select to_regclass(${MIGRATIONS_TABLE}) is not null as exists`,
  );
  if (!table?.exists) return { applied: 0, newest: null };
  const [row] = await query<{ applied: string; newest: string | null }>(
    database,
    sql`select count(*)::text as applied, max(created_at)::text as newest from ${sql.raw(MIGRATIONS_TABLE)}`,
  );
  return {
    applied: Number(row!.applied),
    newest: row!.newest == null ? null : Number(row!.newest),
  };
}

/** The timestamp of the newest migration beside the code. */
export function newestKnownMigration(): number {
  return Math.max(...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));
}

function isPermissionDenied(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 10; depth += 1) {
    if ((cause as { code?: unknown }).code === '42501') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** Applies what is pending; says how many. Nothing pending asks nothing of the role's rights. */
async function applyPendingMigrations(database: Database): Promise<number> {
  let pending: number;
  try {
    pending = await countPendingMigrations(database);
    if (pending > 0) await runMigrations(database);
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    throw new ConfigError(
      'The database needs migrating, which this role may not do: set MIGRATION_DATABASE_URL to ' +
        'the role that owns the tables (or run `npm run db:migrate` with it first).',
    );
  }
  return pending;
}

/**
 * What the app's serving role may do, granted afresh after every migration run so tables added
 * since are covered: read and write every table but the append-only ones, which it may only read
 * and add to; draw ids from the sequences; read which migrations were applied. Everything is
 * revoked first, so a right taken away here is taken away from a database that had it. The role
 * owns nothing, so it can neither alter, disable or drop a trigger nor truncate or drop a table.
 */
export async function grantServingRole(owner: Database, role: string): Promise<void> {
  const to = sql.identifier(role);
  const appendOnly = sql.join(
    APPEND_ONLY_TABLES.map((table) => sql.identifier(table)),
    sql`, `,
  );
  await owner.db.transaction(async (tx) => {
    await tx.execute(sql`revoke all on all tables in schema public from ${to}`);
    await tx.execute(sql`revoke all on all sequences in schema public from ${to}`);
    await tx.execute(sql`grant usage on schema public to ${to}`);
    await tx.execute(
      sql`grant select, insert, update, delete on all tables in schema public to ${to}`,
    );
    await tx.execute(sql`revoke update, delete on ${appendOnly} from ${to}`);
    await tx.execute(sql`grant usage, select on all sequences in schema public to ${to}`);
    await tx.execute(sql`grant usage on schema drizzle to ${to}`);
    await tx.execute(sql`grant select on ${sql.raw(MIGRATIONS_TABLE)} to ${to}`);
  });
}

/**
 * Two settings that name two roles promise a serving role without the owner's power: a superuser,
 * or a member of the owner's role (which may `SET ROLE` to it), would break that promise unseen.
 */
async function refuseOwnerInDisguise(owner: Database, servingRole: string, ownerRole: string) {
  const [row] = await query<{ superuser: boolean; member: boolean }>(
    owner,
    sql`select rolsuper as superuser, pg_has_role(${servingRole}, ${ownerRole}, 'member') as member
          from pg_roles where rolname = ${servingRole}`,
  );
  if (row?.superuser || row?.member) {
    throw new ConfigError(
      `DATABASE_URL's role "${servingRole}" can act as the tables' owner "${ownerRole}" ` +
        `(${row.superuser ? 'it is a superuser' : 'it is a member of that role'}), so it could ` +
        'change or remove audit rows: serve as a role of its own (see the README).',
    );
  }
}

/**
 * Runs `work` while holding PostgreSQL's advisory lock for migrations, on a connection of its own,
 * so instances starting together take turns: the next one finds nothing pending, and no two grant
 * at once (concurrent grants on one table fail). The embedded database has one process at a time.
 */
async function holdingMigrationLock<T>(url: string | undefined, work: () => Promise<T>) {
  if (!url) return work();
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {}); // a broken connection fails the query under way
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtextextended('trademate:migrations', 0))`);
    return await work();
  } finally {
    // Ending the session releases its lock.
    await client.end();
  }
}

/**
 * Brings the database the app serves from (`serving`) up to date (decision 054). Without
 * `MIGRATION_DATABASE_URL`, `serving`'s own role applies what is pending, as the owner. With it,
 * the owner applies it over a connection of its own and grants `serving`'s role the app's rights.
 */
export async function migrateAppDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'migrationDatabaseUrl'>,
  serving: Database,
): Promise<MigrationReport> {
  return holdingMigrationLock(config.migrationDatabaseUrl ?? config.databaseUrl, () =>
    migrate(config, serving),
  );
}

async function migrate(
  config: Pick<AppConfig, 'migrationDatabaseUrl'>,
  serving: Database,
): Promise<MigrationReport> {
  if (!config.migrationDatabaseUrl) {
    return { applied: await applyPendingMigrations(serving), servingRole: null };
  }
  const owner = await openDatabase({
    kind: 'postgres',
    url: config.migrationDatabaseUrl,
    poolSize: 1,
  });
  try {
    const applied = await applyPendingMigrations(owner);
    const [servingRole, ownerRole] = await Promise.all([currentRole(serving), currentRole(owner)]);
    if (servingRole === ownerRole) return { applied, servingRole: null };
    await refuseOwnerInDisguise(owner, servingRole, ownerRole);
    await grantServingRole(owner, servingRole);
    return { applied, servingRole };
  } finally {
    await owner.close();
  }
}
