import { isId as isUuid } from '@trademate/shared/ids';

/**
 * Whether an address segment can be a record's id, so a mistyped link never reaches the API. The
 * pattern alone, without zod (decision 046).
 */
export function isId(value: string | null | undefined): value is string {
  return isUuid(value);
}
