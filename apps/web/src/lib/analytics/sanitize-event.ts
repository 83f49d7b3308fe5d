import { analyticsEventNames, type AnalyticsEventName } from './events';

export type DataLayerEvent = { event: AnalyticsEventName } & Record<
  string,
  string | number | boolean
>;

/** Keys that name personal data, whatever their value (`user_email`, `first_name`, `job_id`…). */
const personalKey =
  /(^|_)(e?mail|name|phone|mobile|address|street|suburb|postcode|message|text|comment|description|title|abn|id|ids|uid|token)($|_)/;
const keyShape = /^[a-z][a-z0-9_]{0,39}$/;
/** A short token: a route, a code, an origin. No spaces (free text), no `@`, no `?` or `#`. */
const tokenShape = /^[A-Za-z0-9_\-/:.]{1,100}$/;
/** Six digits in a row (a phone number, a card), a UUID or a database id. */
const identifying = /\d{6,}|[0-9a-f]{8}-[0-9a-f]{4}|[0-9a-f]{24}/i;

function isSafeValue(value: unknown): value is string | number | boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'boolean') return true;
  return typeof value === 'string' && tokenShape.test(value) && !identifying.test(value);
}

/**
 * The event as the data layer gets it, or null when it is not one of ours or any parameter could
 * carry personal data: then nothing is pushed, rather than a part of it (decision 068).
 */
export function sanitizeEvent(name: string, params: object): DataLayerEvent | null {
  if (!analyticsEventNames.includes(name as AnalyticsEventName)) return null;
  const event: DataLayerEvent = { event: name as AnalyticsEventName };
  for (const [key, value] of Object.entries(params)) {
    if (!keyShape.test(key) || personalKey.test(key) || !isSafeValue(value)) return null;
    if (key === 'currency' && value !== 'AUD') return null;
    event[key] = value;
  }
  return event;
}
