/** Socket-level failures: the server is not there, or the connection to it broke. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own codes for "not now": shutting down or crashed (57P01–57P03), too many
 * connections (53300), and the whole connection-exception class (08…).
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres and PGlite say when a connection is gone or cannot be had. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Client was closed',
  'Cannot use a pool after calling end',
  'PGlite is closed',
  'The embedded database is closed',
];

function causesOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current = error;
  while (current && chain.length < 10) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/**
 * Whether a failure means the database cannot be reached (down, restarting, or the connection
 * broke mid-query) rather than that the query was wrong: such a request is answered 503 with
 * `Retry-After`, and the same request can succeed once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causesOf(error).some((cause) => {
    if (!(cause instanceof Error)) return false;
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || SERVER_CODES.has(code)) return true;
      if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    return DRIVER_MESSAGES.some((message) => cause.message.includes(message));
  });
}

/** Whether a write failed on a unique constraint (PostgreSQL's 23505), through any wrapping. */
export function isUniqueViolation(error: unknown): boolean {
  return causesOf(error).some((cause) => (cause as { code?: unknown } | null)?.code === '23505');
}
