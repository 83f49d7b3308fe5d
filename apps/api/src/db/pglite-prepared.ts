import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statements kept prepared at most; beyond it the least recently used one is closed. */
const MAX_PREPARED_STATEMENTS = 500;

interface PreparedStatement {
  name: string;
  /** The type of each parameter, as PostgreSQL inferred it when parsing: how to send each value. */
  paramTypes: number[];
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
    const paramTypes = parse.parseDescribeStatementResults(
      await send(serialize.describe({ type: 'S', name }), options),
    );
    const statement = { name, paramTypes };
    prepared.set(text, statement);
    if (prepared.size > maxStatements) {
      const [oldestText, oldest] = prepared.entries().next().value!;
      prepared.delete(oldestText);
      await send(serialize.close({ type: 'S', name: oldest.name }), options);
    }
    return statement;
  }

  async function run<T>(text: string, params: unknown[], options?: QueryOptions) {
    const messages = [];
    try {
      const statement = await statementFor(text, options);
      // As `PGlite.query` sends values: by each parameter's type, text otherwise.
      const values = params.map((param, index) => {
        if (param === null || param === undefined) return null;
        const oid = statement.paramTypes[index]!;
        const serializer = options?.serializers?.[oid] ?? client.serializers[oid];
        return serializer ? serializer(param) : String(param);
      });
      messages.push(
        ...(await send(serialize.bind({ statement: statement.name, values }), options)),
        ...(await send(serialize.describe({ type: 'P' }), options)),
        ...(await send(serialize.execute({}), options)),
      );
    } finally {
      // After an error PostgreSQL skips to the Sync; the statement stays prepared if it parsed.
      messages.push(...(await send(serialize.sync(), options)));
    }
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
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
