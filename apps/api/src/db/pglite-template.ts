import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './migrate';

/**
 * A new embedded database starts as a copy of an empty, migrated one made by the build
 * (docs/decisions/045-start-up.md): PGlite's initdb runs PostgreSQL's bootstrap inside
 * WebAssembly and takes seconds, copying its result takes a fraction of one. The template is
 * `pglite-template/` beside the bundle; it is used only when its key matches the installed PGlite
 * and the migrations in use, and a new database is created from scratch otherwise (under tsx and
 * vitest, where there is no bundle).
 */
const templateDir = fileURLToPath(new URL('./pglite-template', import.meta.url));
const keyFile = 'key.txt';

/** PGlite's installed version: its data folder's format follows it. */
export function pgliteVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (name === '@electric-sql/pglite' && version) return version;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error("PGlite's package.json was not found");
    dir = parent;
  }
}

/**
 * What a template holds besides the app's database: nothing. PostgreSQL's initdb also makes
 * `template0` and `template1`, which only `create database` reads and the embedded database never
 * runs; their 600 files were half of what every new database copied (decision 082).
 */
const TEMPLATE_LAYOUT = 'the app database alone';

/**
 * What a template is made of: the PGlite version, its layout and every migration, by name and
 * content.
 */
export function templateKey(folder = migrationsFolder): string {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\n${TEMPLATE_LAYOUT}\n`);
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path, `${prefix}${entry.name}/`);
      else hash.update(`${prefix}${entry.name}\n`).update(readFileSync(path));
    }
  };
  walk(folder, '');
  return hash.digest('hex');
}

/** The key file's lines: the template's key, then the key of what `makeTemplate` filled it with. */
function readKeys(dir: string): string[] {
  const file = join(dir, keyFile);
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n') : [];
}

/** The key a template was made for (its PGlite and migrations), or null without one. */
function readKey(dir: string): string | null {
  return readKeys(dir)[0] ?? null;
}

/**
 * Fills `databaseDir` (which must not exist) with a copy of the template, if there is one that
 * fits. Returns whether it did. The copy is made beside it and renamed into place, so a start
 * interrupted while copying leaves no half-made database behind.
 */
export function createFromTemplate(databaseDir: string, dir = templateDir): boolean {
  if (existsSync(databaseDir) || readKey(dir) !== templateKey()) return false;
  const partial = `${databaseDir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  try {
    cpSync(join(dir, 'data'), partial, { recursive: true });
    renameSync(partial, databaseDir);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  return true;
}

/** What a template holds beyond the schema: written by `fill`, current while `key` is the same. */
export interface TemplateFill {
  key: string;
  fill: (client: PGlite) => Promise<unknown>;
}

/**
 * Makes the template in `dir` (the build runs it): a new PGlite data folder with every migration
 * applied and, with `contents`, what it writes (the reference data: decision 077), closed
 * cleanly. Does nothing when the template there has the current keys already. Returns whether it
 * made one. A template whose contents are out of date is still used: what starts from it brings
 * them up to date.
 */
export async function makeTemplate(dir = templateDir, contents?: TemplateFill): Promise<boolean> {
  const keys = [templateKey(), ...(contents ? [contents.key] : [])];
  if (readKeys(dir).join('\n') === keys.join('\n')) return false;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const client = new PGlite(join(dir, 'data'));
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    await contents?.fill(client);
    for (const name of ['template0', 'template1']) {
      await client.exec(`alter database ${name} is_template false`);
      await client.exec(`drop database ${name}`);
    }
  } finally {
    await client.close();
  }
  writeFileSync(join(dir, keyFile), `${keys.join('\n')}\n`);
  return true;
}
