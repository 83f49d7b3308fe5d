import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * docs/ARCHITECTURE.md and the decision records, held to the code so that they cannot go stale:
 * the module map against the plugins' declared dependencies and the table-owners rule, the read
 * models against the repositories' imports, and every decision a file names against the records.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const modulesDir = join(root, 'apps/api/src/modules');
const schemaDir = join(root, 'apps/api/src/db/schema');
const decisionsDir = join(root, 'docs/decisions');
const architecture = readFileSync(join(root, 'docs/ARCHITECTURE.md'), 'utf8');

const moduleFolders = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const sorted = (values: Iterable<string>) => [...values].sort();

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function visit(node: ts.Node, onNode: (node: ts.Node) => void) {
  onNode(node);
  node.forEachChild((child) => visit(child, onNode));
}

/** The source files of a module folder, tests aside. */
function sourceFiles(folder: string): string[] {
  return readdirSync(join(modulesDir, folder))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(modulesDir, folder, file));
}

interface DeclaredPlugin {
  folder: string;
  dependencies: string[];
}

/** Every module plugin: `fp(plugin, { name, dependencies })` in a `*.plugin.ts`. */
function declaredPlugins(): Map<string, DeclaredPlugin> {
  const plugins = new Map<string, DeclaredPlugin>();
  for (const folder of moduleFolders) {
    for (const file of sourceFiles(folder).filter((path) => path.endsWith('.plugin.ts'))) {
      visit(parse(file), (node) => {
        if (!ts.isCallExpression(node) || node.expression.getText() !== 'fp') return;
        const options = node.arguments[1];
        if (!options || !ts.isObjectLiteralExpression(options)) return;
        let name: string | undefined;
        let dependencies: string[] = [];
        for (const property of options.properties) {
          if (!ts.isPropertyAssignment(property)) continue;
          const key = property.name.getText();
          const value = property.initializer;
          if (key === 'name' && ts.isStringLiteral(value)) name = value.text;
          if (key === 'dependencies' && ts.isArrayLiteralExpression(value)) {
            dependencies = value.elements.filter(ts.isStringLiteral).map((element) => element.text);
          }
        }
        if (name) plugins.set(name, { folder, dependencies });
      });
    }
  }
  return plugins;
}

/** The rows of the Markdown table between `<!-- marker:start -->` and `<!-- marker:end -->`. */
function markedTable(marker: string): string[][] {
  const start = architecture.indexOf(`<!-- ${marker}:start -->`);
  const end = architecture.indexOf(`<!-- ${marker}:end -->`);
  if (start < 0 || end < start) throw new Error(`docs/ARCHITECTURE.md has no ${marker} table`);
  return architecture
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2) // the heading and its rule
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

/** A cell's names: "`a`, `b`" → ['a', 'b']; "—" → []. */
function namesIn(cell: string): string[] {
  if (cell === '—') return [];
  return cell.split(',').map((name) => name.trim().replace(/^`|`$/g, ''));
}

/** The table-owners rule's map in eslint.config.js: table export name → owning module folder. */
function tableOwners(): Map<string, string> {
  const config = readFileSync(join(root, 'eslint.config.js'), 'utf8');
  const map = /const tableOwnerModules = \{([^}]*)\}/.exec(config)?.[1];
  if (!map) throw new Error('eslint.config.js has no tableOwnerModules map');
  return new Map(
    [...map.matchAll(/(\w+): '([\w-]+)'/g)].map(([, table, owner]) => [table!, owner!]),
  );
}

/** Every table's SQL name by its export name in db/schema. */
async function sqlNames(): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const file of readdirSync(schemaDir).filter((name) => name.endsWith('.ts'))) {
    const exports = (await import(pathToFileURL(join(schemaDir, file)).href)) as object;
    for (const [exportName, value] of Object.entries(exports)) {
      if (is(value, PgTable)) names.set(exportName, getTableName(value));
    }
  }
  return names;
}

/** The tables of other modules that a module's files import from db/schema as values. */
function foreignTablesRead(folder: string, owners: Map<string, string>): Set<string> {
  const read = new Set<string>();
  for (const file of sourceFiles(folder)) {
    for (const statement of parse(file).statements) {
      if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
      const from = (statement.moduleSpecifier as ts.StringLiteral).text;
      const bindings = statement.importClause?.namedBindings;
      if (!/\/db\/schema\/[a-z-]+$/.test(from) || !bindings || !ts.isNamedImports(bindings)) {
        continue;
      }
      for (const element of bindings.elements) {
        if (element.isTypeOnly) continue;
        const table = (element.propertyName ?? element.name).text;
        const owner = owners.get(table);
        if (owner && owner !== folder) read.add(table);
      }
    }
  }
  return read;
}

describe('the module map in docs/ARCHITECTURE.md', () => {
  const plugins = declaredPlugins();
  const rows = markedTable('module-floors').map(([floor, plugin, folder, owns, uses]) => ({
    floor: Number(floor),
    plugin: namesIn(plugin!)[0] ?? null,
    folder: namesIn(folder!)[0]!,
    owns: namesIn(owns!),
    uses: namesIn(uses!),
  }));

  it('lists every module plugin, in its folder, with the plugins it declares it uses', () => {
    const documented = rows.flatMap((row) =>
      row.plugin ? [`${row.plugin} (${row.folder}) uses ${sorted(row.uses).join(', ')}`] : [],
    );
    const declared = [...plugins].map(
      ([name, { folder, dependencies }]) =>
        `${name} (${folder}) uses ${sorted(dependencies).join(', ')}`,
    );
    expect(sorted(documented)).toEqual(sorted(declared));
  });

  it('has a row for every module folder, and a plugin-less row only for a folder without one', () => {
    expect(sorted(new Set(rows.map((row) => row.folder)))).toEqual(moduleFolders);
    const withPlugin = new Set([...plugins.values()].map((plugin) => plugin.folder));
    const pluginless = rows.filter((row) => !row.plugin);
    expect(pluginless.filter((row) => withPlugin.has(row.folder))).toEqual([]);
    expect(pluginless.filter((row) => row.uses.length > 0 || row.floor !== 0)).toEqual([]);
  });

  it('puts each module one floor above the highest floor it uses, so floors only point down', () => {
    const floorOf = new Map<string, number>();
    const computeFloor = (name: string, path: string[] = []): number => {
      const known = floorOf.get(name);
      if (known !== undefined) return known;
      if (path.includes(name)) throw new Error(`Plugins use each other: ${[...path, name]}`);
      const dependencies = plugins.get(name)?.dependencies ?? [];
      const floor = Math.max(-1, ...dependencies.map((d) => computeFloor(d, [...path, name]))) + 1;
      floorOf.set(name, floor);
      return floor;
    };
    const expected = Object.fromEntries(sorted(plugins.keys()).map((n) => [n, computeFloor(n)]));
    const documented = Object.fromEntries(
      rows.flatMap((row) => (row.plugin ? [[row.plugin, row.floor] as const] : [])),
    );
    expect(documented).toEqual(expected);
  });

  it('names the tables each module folder owns as the table-owners rule does', async () => {
    const owners = tableOwners();
    const sql = await sqlNames();
    const expected: Record<string, string[]> = {};
    for (const [table, owner] of owners) {
      const name = sql.get(table);
      if (!name) throw new Error(`The table-owners rule names ${table}, which db/schema lacks`);
      expected[owner] = sorted([...(expected[owner] ?? []), name]);
    }
    const documented: Record<string, string[]> = {};
    for (const row of rows) {
      if (row.owns.length > 0) {
        documented[row.folder] = sorted([...(documented[row.folder] ?? []), ...row.owns]);
      }
    }
    expect(documented).toEqual(expected);
  });

  it("lists every module that reads other modules' tables, and which (the read models)", async () => {
    const owners = tableOwners();
    const sql = await sqlNames();
    const expected: Record<string, string[]> = {};
    for (const folder of moduleFolders) {
      const read = foreignTablesRead(folder, owners);
      if (read.size > 0) expected[folder] = sorted([...read].map((table) => sql.get(table)!));
    }
    const documented = Object.fromEntries(
      markedTable('read-models').map(([folder, tables]) => [
        namesIn(folder!)[0]!,
        sorted(namesIn(tables!)),
      ]),
    );
    expect(documented).toEqual(expected);
  });
});

/** Folders never searched for references: installed, built, generated or run-time data. */
const SKIPPED = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-server',
  'data',
  '.e2e-data',
  'test-results',
  'playwright-report',
  'screenshots',
  'coverage',
]);

/** Every text file of the repository, with its path from the root. */
function repositoryFiles(dir = root): Array<{ path: string; text: string }> {
  const files: Array<{ path: string; text: string }> = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...repositoryFiles(path));
    else if (entry.isFile() && statSync(path).size < 5_000_000) {
      const text = readFileSync(path, 'utf8');
      if (!text.includes('\0')) files.push({ path: relative(root, path), text });
    }
  }
  return files;
}

const records = readdirSync(decisionsDir).filter((name) => /^\d{3}-.+\.md$/.test(name));
const recordNumbers = new Set(records.map((name) => name.slice(0, 3)));

/** Where each match of `pattern` (group 1) sits: `file:line`. */
function occurrences(pattern: RegExp, files: Array<{ path: string; text: string }>) {
  return files.flatMap(({ path, text }) =>
    [...text.matchAll(pattern)].map((match) => ({
      at: `${path}:${text.slice(0, match.index).split('\n').length}`,
      name: match[1]!,
    })),
  );
}

/** "accepted", or "amended by" / "superseded by" and the records named: the index's numbers. */
function statusOf(text: string): { kind: string; by: string[] } {
  const kind = /^(accepted|amended by|superseded by)\b/.exec(text.trim())?.[1] ?? text.trim();
  const by = [...text.matchAll(/\[(\d{3})\]\(\d{3}-|(?:by|and|,)\s+(\d{3})\b/g)].map(
    (match) => match[1] ?? match[2]!,
  );
  return { kind, by: sorted(new Set(by)) };
}

describe('the decision records', () => {
  it('exist wherever a file of the repository names one', () => {
    const files = repositoryFiles();
    const byName = occurrences(/\b(\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*\.md)\b/g, files).filter(
      ({ name }) => !records.includes(name),
    );
    const byNumber = occurrences(/(?:decisions\/|\bdecisions? )(\d{3})(?![\d-])/gi, files).filter(
      ({ name }) => !recordNumbers.has(name),
    );
    expect([...byName, ...byNumber]).toEqual([]);
  });

  it('carry, under their title, the status the index gives them', () => {
    const index = readFileSync(join(decisionsDir, 'README.md'), 'utf8');
    const listed = [
      ...index.matchAll(/^\| \[(\d{3})\]\((\d{3}-[^)]+\.md)\) *\|[^|]*\|([^|]*)\|/gm),
    ];
    expect(listed.length).toBeGreaterThan(0);
    const disagreeing = listed.flatMap(([, number, file, indexStatus]) => {
      if (!records.includes(file!)) return [`${file} is in the index but not in docs/decisions`];
      const [title, blank, statusLine = ''] = readFileSync(join(decisionsDir, file!), 'utf8')
        .split('\n')
        .slice(0, 3);
      const problems: string[] = [];
      if (
        !title?.startsWith(`# ${number} — `) ||
        blank !== '' ||
        !statusLine.startsWith('Status: ')
      ) {
        problems.push(`${file} needs "Status: …" on the line after its title and a blank line`);
        return problems;
      }
      const own = statusOf(statusLine.slice('Status: '.length));
      const indexed = statusOf(indexStatus!);
      if (JSON.stringify(own) !== JSON.stringify(indexed)) {
        problems.push(`${file} says ${JSON.stringify(own)}, the index ${JSON.stringify(indexed)}`);
      }
      if (!['accepted', 'amended by', 'superseded by'].includes(own.kind)) {
        problems.push(`${file}'s status is not accepted, amended by or superseded by`);
      }
      for (const later of own.by) {
        if (!recordNumbers.has(later) || later <= number!) {
          problems.push(`${file} names ${later}, which is not a later record`);
        }
      }
      return problems;
    });
    expect(disagreeing).toEqual([]);
  });
});
