import {
  parse,
  protocol,
  types,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

const { serialize } = protocol;
const { DatabaseError, NoticeMessage, NotificationResponseMessage } = protocol.messages;

/** Each type's parser, as PGlite's client keeps them. */
type Parsers = PGlite['parsers'];

/** The columns PostgreSQL describes a statement's rows with. */
type RowDescription = InstanceType<typeof protocol.messages.RowDescriptionMessage>;

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

/** How a column's text is read: PGlite's parser for its type, or the text itself. */
type ColumnParser = ((value: string, typeId: number) => unknown) | undefined;

/** The columns of a statement's rows as PGlite's `Results` names them, and each one's parser. */
interface RowReader {
  fields: { name: string; dataTypeID: number }[];
  parsers: ColumnParser[];
}

const utf8 = new TextDecoder();

/** Message types the fast reader knows: BindComplete, DataRow, CommandComplete, ReadyForQuery. */
const BIND_COMPLETE = 0x32;
const DATA_ROW = 0x44;
const COMMAND_COMPLETE = 0x43;
const READY_FOR_QUERY = 0x5a;

/** Commands whose count PGlite adds to `affectedRows`. */
const COUNTED_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * The answer to one bind-execute-sync, read straight from PostgreSQL's bytes: what
 * `parse.parseResults` would make of PGlite's parsed messages, without its message objects, its
 * copy of every field's bytes and its merge of the parsers (decision 049). Undefined when the
 * answer holds anything else (an error, a notice, a notification): PGlite's own reading takes it.
 */
function readAnswer(
  raw: Uint8Array,
  reader: RowReader,
  arrays: boolean,
): Results<unknown> | undefined {
  const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  const rows: unknown[] = [];
  let result: Results<unknown> | undefined;
  for (let at = 0; at < raw.length;) {
    const type = raw[at]!;
    const end = at + 1 + view.getInt32(at + 1);
    if (type === DATA_ROW) {
      const count = view.getInt16(at + 5);
      const row: Record<string, unknown> | unknown[] = arrays ? new Array(count) : {};
      let field = at + 7;
      for (let column = 0; column < count; column += 1) {
        const length = view.getInt32(field);
        field += 4;
        let value: unknown = null;
        if (length >= 0) {
          const text = utf8.decode(raw.subarray(field, field + length));
          const parser = reader.parsers[column];
          const typeId = reader.fields[column]!.dataTypeID;
          value = parser ? parser(text, typeId) : text;
          field += length;
        }
        if (arrays) (row as unknown[])[column] = value;
        else (row as Record<string, unknown>)[reader.fields[column]!.name] = value;
      }
      rows.push(row);
    } else if (type === COMMAND_COMPLETE) {
      const tag = utf8.decode(raw.subarray(at + 5, end - 1)).split(' ');
      const command = tag[0]!;
      const count = parseInt(tag[tag.length - 1]!, 10);
      result = {
        rows,
        fields: reader.fields,
        command,
        affectedRows: COUNTED_COMMANDS.has(command) ? count : 0,
        ...(Number.isNaN(count) ? {} : { rowCount: count }),
      } as Results<unknown>;
    } else if (type !== BIND_COMPLETE && type !== READY_FOR_QUERY) {
      return undefined;
    }
    at = end;
  }
  return result;
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
  /** How its rows are read, per set of parsers a query passes (Drizzle passes the same few). */
  readers: Map<object | undefined, RowReader>;
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
): PreparingPGlite {
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
    const statement = { name, paramTypes, columns, readers: new Map() };
    prepared.set(text, statement);
    if (prepared.size > maxStatements) {
      const [oldestText, oldest] = prepared.entries().next().value!;
      prepared.delete(oldestText);
      await send(serialize.close({ type: 'S', name: oldest.name }), options);
    }
    return statement;
  }

  /** How a statement's rows are read with a query's parsers, resolved once per set of them. */
  function readerFor(statement: PreparedStatement, options?: QueryOptions): RowReader {
    let reader = statement.readers.get(options?.parsers);
    if (!reader) {
      const description = statement.columns[0] as RowDescription | undefined;
      const fields = (description?.fields ?? []).map(({ name, dataTypeID }) => ({
        name,
        dataTypeID,
      }));
      const parsers = parsersFor(options);
      reader = {
        fields,
        parsers: fields.map(
          ({ dataTypeID }) => parsers[dataTypeID] ?? types.parsers[dataTypeID] ?? undefined,
        ),
      };
      statement.readers.set(options?.parsers, reader);
    }
    return reader;
  }

  // Notifications that arrive in the answer to a statement run here (a write announced by a
  // trigger, outside a transaction), which PGlite's own reading would have handed to its listeners.
  const listeners = new Map<string, Set<(payload: string) => void>>();

  async function run<T>(text: string, params: unknown[], options?: QueryOptions) {
    let statement: PreparedStatement;
    let raw: Uint8Array;
    try {
      statement = await statementFor(text, options);
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
      // The answer's bytes as they come (copied: PGlite reuses its buffer), left unparsed: its
      // other paths parse every message into objects first.
      const chunks: Uint8Array[] = [];
      await client.execProtocolRawStream(
        concatenated([
          serialize.bind({ statement: statement.name, values }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false, onRawData: (chunk) => chunks.push(chunk.slice()) },
      );
      raw = chunks.length === 1 ? chunks[0]! : concatenated(chunks);
    } catch (error) {
      await send(serialize.sync(), options);
      throw error;
    }
    const answer = readAnswer(raw, readerFor(statement, options), options?.rowMode === 'array');
    if (answer) return answer as Results<T>;

    // Anything else is read as PGlite reads it: the first error is thrown, notices and
    // notifications are handed on.
    const messages: BackendMessage[] = [];
    let failure: unknown;
    try {
      new protocol.Parser().parse(raw, (message) => messages.push(message));
    } catch (error) {
      failure = error; // PGlite's parser throws the error it reads
    }
    failure ??= messages.find((message) => message instanceof DatabaseError);
    for (const message of messages) {
      if (message instanceof NoticeMessage) options?.onNotice?.(message);
      if (message instanceof NotificationResponseMessage) {
        for (const listener of listeners.get(message.channel) ?? []) {
          queueMicrotask(() => listener(message.payload));
        }
      }
    }
    if (failure) {
      // After an error PostgreSQL skips every message up to a Sync, and the pass that met the
      // error ends before reading one: it goes again on its own. A statement that parsed stays
      // prepared.
      await send(serialize.sync(), options);
      throw failure;
    }
    return parse.parseResults(
      [...statement.columns, ...messages],
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
    /**
     * Calls `listener` with each notification on `channel` that arrives in the answer to a
     * statement run here; PGlite's `listen` hears those that arrive on its own paths.
     */
    onNotification(channel: string, listener: (payload: string) => void): () => void {
      const channelListeners = listeners.get(channel) ?? new Set();
      channelListeners.add(listener);
      listeners.set(channel, channelListeners);
      return () => channelListeners.delete(listener);
    },
  };
  return preparing as unknown as PreparingPGlite;
}

/** PGlite as `withPreparedStatements` hands it to Drizzle, with its notifications. */
export type PreparingPGlite = PGlite & {
  onNotification(channel: string, listener: (payload: string) => void): () => void;
};
