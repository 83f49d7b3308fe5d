/**
 * What an error may put in a log line. pino's standard serializer copies every property of an
 * error, and errors carry data: a failed query's message and `params` hold the values it was
 * given (emails, password hashes, tokens), PostgreSQL's `detail` repeats a conflicting value
 * ("Key (email)=(…) already exists"), a mail error its recipients. Here an error is logged by its
 * kind, its codes and its query text only.
 */
export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: string | number;
  /** The SQL of a failed query, without its parameters. */
  query?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** The SMTP reply code and command of a mail failure. */
  responseCode?: number;
  command?: string;
  statusCode?: number;
  cause?: LoggedError;
}

const SAFE_SCALARS = [
  'code',
  'constraint',
  'table',
  'column',
  'responseCode',
  'command',
  'statusCode',
] as const;

/** `…: "value"` in a PostgreSQL message is the offending input; names are quoted without a colon. */
function withoutQuotedValues(message: string): string {
  return message.replace(/: "[^"]*"/g, ': "[redacted]"');
}

function safeMessage(error: Error): string {
  const failedQuery = /^Failed query: ([\s\S]*?)\nparams: /.exec(error.message);
  if (failedQuery) return `Failed query: ${failedQuery[1]}`;
  return withoutQuotedValues(error.message.split('\n')[0] ?? '');
}

/** The stack's frames under the safe message (the first lines of a stack repeat the message). */
function safeStack(error: Error, type: string, message: string): string | undefined {
  if (!error.stack) return undefined;
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames].join('\n');
}

/** pino's `err` serializer for every logger of the app. */
export function serializeError(
  error: Error,
): Record<string, unknown> & LoggedError & { stack: string } {
  const logged = describe(error, 0);
  return { ...logged, stack: logged.stack ?? '' };
}

function describe(error: Error, depth: number): LoggedError {
  const message = safeMessage(error);
  const type = error.constructor?.name || error.name;
  const logged: LoggedError = {
    type,
    message,
    stack: depth === 0 ? safeStack(error, type, message) : undefined,
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const key of SAFE_SCALARS) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') {
      (logged as unknown as Record<string, unknown>)[key] = value;
    }
  }
  if (typeof fields.query === 'string') logged.query = fields.query;
  if (fields.cause instanceof Error && depth < 5) {
    logged.cause = describe(fields.cause, depth + 1);
  }
  return logged;
}
