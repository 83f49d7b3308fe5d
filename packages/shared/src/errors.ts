/**
 * Application error codes and the HTTP status each maps to. Services throw these codes; the API's one
 * error handler turns them into the `{ responseCode, code, message }` envelope, and the web app
 * switches on `code` (never on message text).
 */
export const errorStatus = {
  VALIDATION: 400,
  /** The request itself could not be read: a broken URL encoding, a malformed HTTP message. */
  MALFORMED_REQUEST: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_DECLINED: 402,
  FORBIDDEN: 403,
  /** Staff suspended the account (decision 031): sign-in is refused with the reason to call. */
  ACCOUNT_SUSPENDED: 403,
  NOT_VERIFIED: 403,
  PLAN_REQUIRED: 403,
  SUBSCRIPTION_EXPIRED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  /** The database cannot be reached for a moment: the same request can succeed later. */
  DATABASE_UNAVAILABLE: 503,
  /** Stripe failed or did not answer in time: nothing was changed, the request may be retried. */
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
  /** The file store (the data folder or the object store) failed: nothing was changed. */
  STORAGE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatus, value);
}

/** The code for a 4xx/5xx status that arrived without one (framework errors, proxies). */
export function errorCodeForStatus(status: number): ErrorCode {
  const match = (Object.entries(errorStatus) as [ErrorCode, number][]).find(
    ([, s]) => s === status,
  );
  if (match) return match[0];
  return status >= 500 ? 'INTERNAL' : 'VALIDATION';
}
