import { idParamSchema } from '@trademate/shared/schemas/common';

/** Whether an address segment can be a record's id, so a mistyped link never reaches the API. */
export function isId(value: string | null | undefined): value is string {
  return idParamSchema.safeParse({ id: value }).success;
}
