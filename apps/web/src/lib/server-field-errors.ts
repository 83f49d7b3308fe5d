import type { ApiError } from './api';

/**
 * Hands each of a 400's field errors (`errors: [{ path, message }]`) that names one of the form's
 * fields to `setFieldError`, the first one only when a field has several (as the form's own checks
 * show them); returns how many fields it placed, so the caller knows what is left unsaid.
 *
 *   placeServerFieldErrors(apiError, ['title', 'address.city'], (field, message) =>
 *     setError(field, { type: 'server', message }));
 */
export function placeServerFieldErrors<Field extends string>(
  error: ApiError,
  fields: readonly Field[],
  setFieldError: (field: Field, message: string) => void,
): number {
  const placed = new Set<Field>();
  for (const { path, message } of error.errors ?? []) {
    const field = fields.find((candidate) => candidate === path);
    if (field && !placed.has(field)) {
      setFieldError(field, message);
      placed.add(field);
    }
  }
  return placed.size;
}
