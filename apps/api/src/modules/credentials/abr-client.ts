import { z } from 'zod';
import { abnStatuses } from '@trademate/shared/constants/abn';
import { isIsoDate } from '@trademate/shared/constants/dates';
import type { AbnRegisterRecord } from '@trademate/shared/schemas/credentials';

/**
 * What the Australian Business Register said of an ABN: its record, that it has none, or nothing
 * at all (not reachable, too slow, an answer that cannot be read, or a GUID it does not know).
 */
export type AbrLookup =
  | { outcome: 'found'; record: AbnRegisterRecord }
  | { outcome: 'notFound' }
  | { outcome: 'unavailable'; reason: string };

export interface AbrClient {
  /** Whether lookups are set up (`ABR_GUID`); without it, ABNs are checked by their digits alone. */
  readonly isConfigured: boolean;
  lookUp(abn: string): Promise<AbrLookup>;
}

/** The callback the register wraps its JSON in (it answers JSONP). */
const CALLBACK = 'trademateAbn';

/**
 * The fields of the register's JSON ABN details TradeMate reads: `Abn` (empty when there is no
 * record), `AbnStatus` ("Active" or "Cancelled"), `EntityName`, `Gst` (the day GST registration
 * started, or null) and `Message` (why there is no record). Other fields (`Acn`, `AddressState`,
 * `BusinessName`, …) are ignored.
 */
const abnDetailsSchema = z.object({
  Abn: z.string().nullish(),
  AbnStatus: z.string().nullish(),
  EntityName: z.string().nullish(),
  Gst: z.string().nullish(),
  Message: z.string().nullish(),
});

/** The register's messages that mean TradeMate, not the ABN, is the problem. */
const ACCOUNT_PROBLEM = /guid|registered party|not been registered|service requested/i;

/** `callback({...})` → the object inside; null when the body is not that shape. */
export function unwrapJsonp(body: string): unknown {
  const match = /^\s*[A-Za-z_$][\w$.]*\s*\(([\s\S]*)\)\s*;?\s*$/.exec(body);
  if (!match) return null;
  try {
    return JSON.parse(match[1]!);
  } catch {
    return null;
  }
}

/** A register date as YYYY-MM-DD ("2000-07-01" or "2000-07-01T00:00:00"); null otherwise. */
function registerDate(value: string | null | undefined): string | null {
  const day = value?.slice(0, 10);
  return day && isIsoDate(day) ? day : null;
}

/**
 * The Australian Business Register's JSON web service (`/json/AbnDetails.aspx?abn=…&guid=…&callback=…`),
 * which answers JSONP. Each lookup gives up after `timeoutMs`; every failure is `unavailable`,
 * never an exception, so a register outage can never fail the request that asked.
 */
export function createAbrClient({
  guid,
  baseUrl,
  timeoutMs,
  fetchImpl = fetch,
}: {
  guid: string | undefined;
  baseUrl: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}): AbrClient {
  return {
    isConfigured: Boolean(guid),

    async lookUp(abn) {
      if (!guid) return { outcome: 'unavailable', reason: 'ABR_GUID is not set' };
      const url = new URL(`${baseUrl}/json/AbnDetails.aspx`);
      url.search = new URLSearchParams({ abn, guid, callback: CALLBACK }).toString();
      let body: string;
      try {
        const response = await fetchImpl(url, {
          headers: { accept: 'application/javascript, application/json, text/javascript' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return { outcome: 'unavailable', reason: `HTTP ${response.status}` };
        body = await response.text();
      } catch (error) {
        const reason =
          error instanceof Error && error.name === 'TimeoutError'
            ? `no answer within ${timeoutMs} ms`
            : error instanceof Error
              ? error.message
              : String(error);
        return { outcome: 'unavailable', reason };
      }

      const parsed = abnDetailsSchema.safeParse(unwrapJsonp(body));
      if (!parsed.success) return { outcome: 'unavailable', reason: 'unreadable answer' };
      const details = parsed.data;
      if (!details.Abn) {
        const message = details.Message ?? '';
        return ACCOUNT_PROBLEM.test(message)
          ? { outcome: 'unavailable', reason: `register refused the lookup: ${message}` }
          : { outcome: 'notFound' };
      }
      const status = abnStatuses.find((known) => known === details.AbnStatus);
      if (!status) {
        return { outcome: 'unavailable', reason: `unknown ABN status ${details.AbnStatus}` };
      }
      return {
        outcome: 'found',
        record: {
          entityName: details.EntityName?.trim() ?? '',
          status,
          gstRegisteredFrom: registerDate(details.Gst),
        },
      };
    },
  };
}
