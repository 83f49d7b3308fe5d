import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

const { serialize } = protocol;

/** Each type's parser, as PGlite's client keeps them. */
type Parsers = PGlite['parsers'];

/** A message from the embedded PostgreSQL, as PGlite parses it. */
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** The protocol messages one after another, as one buffer. */
function concatenated(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

/** Statements kept prepared at most; beyond it the least recently used one is closed. */
const MAX_PREPARED_STATEMENTS = 500;

interface PreparedStatement {
  name: string;
  /** The type of each parameter, as PostgreSQL inferred it when parsing: how to send each value. */
  paramTypes: number[];
  /**
   * The columns it answers with, as PostgreSQL described them once when it was prepared (none for
   * a statement without rows): each run goes without asking again (decision 047).
   */
  columns: BackendMessage[];
}

/**
 * PGlite with every statement outside a transaction kept prepared (decision 044).
 *
 * `PGlite.query` parses and plans each statement anew through the unnamed statement, so on the
 * embedded database a page read spent as long planning as executing, in WebAssembly on the
 * server's own thread. On PostgreSQL the hot reads are named prepared statements (decision 039),
 * planned once per connection; Drizzle's PGlite driver drops those names. Here each distinct
 * statement is parsed once into a named statement of the single embedded connection and then only
 * bound and executed, so PostgreSQL's plan cache applies as it does on a server.
 *
 * Transactions are PGlite's own (their statements go through `PGlite.query`'s path unchanged).
 * The answer is parsed by PGlite's own functions, so Drizzle sees exactly what `query` returns.
 */
export function withPreparedStatements(
  client: PGlite,
  { maxStatements = MAX_PREPARED_STATEMENTS }: { maxStatements?: number } = {},
): PGlite {
  const prepared = new Map<string, PreparedStatement>();
  let nextId = 0;

  // PGlite's parser merges a query's own parsers into the client's (one per type, arrays included:
  // several hundred) on every call; Drizzle passes the same few on every query, so the merge is
  // made once per set of parsers. It was a tenth of the embedded server's time on a detail page.
  const mergedParsers = new WeakMap<object, Parsers>();
  function parsersFor(options?: QueryOptions): Parsers {
    if (!options?.parsers) return client.parsers;
    let merged = mergedParsers.get(options.parsers);
    if (!merged) {
      merged = { ...client.parsers, ...options.parsers };
      mergedParsers.set(options.parsers, merged);
    }
    return merged;
  }
  const withoutParsers = (options?: QueryOptions) =>
    options?.parsers ? { ...options, parsers: undefined } : options;

  const send = (message: Uint8Array, options?: QueryOptions) =>
    client.execProtocolStream(message, { syncToFs: false, onNotice: options?.onNotice });

  async function statementFor(text: string, options?: QueryOptions): Promise<PreparedStatement> {
    const known = prepared.get(text);
    if (known) {
      // Most recently used last: the map's first entry is the one to close.
      prepared.delete(text);
      prepared.set(text, known);
      return known;
    }
    const name = `pglite_${(nextId += 1)}`;
    await send(serialize.parse({ name, text, types: options?.paramTypes }), options);
    const description = await send(serialize.describe({ type: 'S', name }), options);
    const paramTypes = parse.parseDescribeStatementResults(description);
    const columns = description.filter((message) => message.name === 'rowDescription');
    const statement = { name, paramTypes, columns };
    prepared.set(text, statement);
    if (prepared.size > maxStatements) {
      const [oldestText, oldest] = prepared.entries().next().value!;
      prepared.delete(oldestText);
      await send(serialize.close({ type: 'S', name: oldest.name }), options);
    }
    return statement;
  }

  async function run<T>(text: string, params: unknown[], options?: QueryOptions) {
    let messages;
    try {
      const statement = await statementFor(text, options);
      // As `PGlite.query` sends values: by each parameter's type, text otherwise.
      const values = params.map((param, index) => {
        if (param === null || param === undefined) return null;
        const oid = statement.paramTypes[index]!;
        const serializer = options?.serializers?.[oid] ?? client.serializers[oid];
        return serializer ? serializer(param) : String(param);
      });
      // Bind, execute and sync in one message: one pass into the WebAssembly instead of four. The
      // rows are read with the columns described when the statement was prepared (the results
      // are text, as a portal's description would say).
      messages = [
        ...statement.columns,
        ...(await send(
          concatenated([
            serialize.bind({ statement: statement.name, values }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          options,
        )),
      ];
    } catch (error) {
      // After an error PostgreSQL skips every message up to a Sync, and the pass that met the
      // error ends before reading one: it goes again on its own. A statement that parsed stays
      // prepared.
      await send(serialize.sync(), options);
      throw error;
    }
    return parse.parseResults(
      messages,
      parsersFor(options),
      withoutParsers(options),
    )[0] as Results<T>;
  }

  // What Drizzle's PGlite driver calls on its client: `query`, and `transaction` (left to PGlite).
  const preparing = {
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      await client.waitReady;
      // As `PGlite.query` does: after any transaction in progress, one statement at a time.
      const result = await client._runExclusiveTransaction(() =>
        client.runExclusive(() => run<T>(text, params, options)),
      );
      // As after each statement of `PGlite.query` (nothing to do on a data folder on disk).
      await client.syncToFs();
      return result;
    },
    transaction: client.transaction.bind(client),
  };
  return preparing as unknown as PGlite;
}
