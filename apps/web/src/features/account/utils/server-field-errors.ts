import type { ApiError } from '@/lib/api';

/**
 * Hands each of a 400's field errors (`errors: [{ path, message }]`) that names one of the form's
 * fields to `setFieldError`; returns how many it placed, so the caller knows what is left unsaid.
 */
export function placeServerFieldErrors<Field extends string>(
  error: ApiError,
  fields: readonly Field[],
  setFieldError: (field: Field, message: string) => void,
): number {
  let placed = 0;
  for (const { path, message } of error.errors ?? []) {
    const field = fields.find((candidate) => candidate === path);
    if (field) {
      setFieldError(field, message);
      placed += 1;
    }
  }
  return placed;
}
