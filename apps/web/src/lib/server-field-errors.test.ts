import { describe, expect, it } from 'vitest';
import type { ApiError } from './api';
import { placeServerFieldErrors } from './server-field-errors';

function refusal(errors?: ApiError['errors']): ApiError {
  return { status: 400, code: 'VALIDATION', message: 'Please check the form', errors };
}

describe('placeServerFieldErrors', () => {
  it("puts each field error on the form's field, the first when a field has two", () => {
    const placed: [string, string][] = [];
    const count = placeServerFieldErrors(
      refusal([
        { path: 'address.city', message: 'Choose a city from the list for your state' },
        { path: 'title', message: 'Required' },
        { path: 'title', message: 'Must be 100 characters or fewer' },
      ]),
      ['title', 'address.city'],
      (field, message) => placed.push([field, message]),
    );
    expect(placed).toEqual([
      ['address.city', 'Choose a city from the list for your state'],
      ['title', 'Required'],
    ]);
    expect(count).toBe(2);
  });

  it('places nothing for paths the form does not have, nor for a refusal without field errors', () => {
    const placed: string[] = [];
    const place = (field: string) => placed.push(field);
    expect(
      placeServerFieldErrors(refusal([{ path: 'userType', message: 'No' }]), ['title'], place),
    ).toBe(0);
    expect(placeServerFieldErrors(refusal(), ['title'], place)).toBe(0);
    expect(placed).toEqual([]);
  });
});
