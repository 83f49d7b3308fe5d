import { describe, expect, it } from 'vitest';
import * as messages from '../messages';
import { addLicenceRequestSchema, setBusinessRequestSchema } from './credentials';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('setBusinessRequestSchema', () => {
  it('keeps an ABN typed with spaces as its 11 digits, and an empty business name as none', () => {
    expect(setBusinessRequestSchema.parse({ abn: '51 824 753 556', businessName: '  ' })).toEqual({
      abn: '51824753556',
      businessName: null,
    });
  });

  it('refuses a wrong check digit, a wrong length and no ABN, each with its own words', () => {
    const b = messages.business;
    expect(firstError(setBusinessRequestSchema.safeParse({ abn: '51824753557' }))).toBe(
      b.abnChecksum,
    );
    expect(firstError(setBusinessRequestSchema.safeParse({ abn: '518 247' }))).toBe(b.abnFormat);
    expect(firstError(setBusinessRequestSchema.safeParse({ abn: '' }))).toBe(b.abnRequired);
    expect(firstError(setBusinessRequestSchema.safeParse({}))).toBe(b.abnRequired);
  });
});

describe('addLicenceRequestSchema', () => {
  const licence = { state: 'NSW', trade: 'electrical', number: '123456C', expiresOn: '2028-06-30' };

  it('takes a licence as printed, collapsing spaces in its number and defaulting its class', () => {
    expect(addLicenceRequestSchema.parse({ ...licence, number: ' 12  34 ' })).toEqual({
      ...licence,
      number: '12 34',
      licenceClass: '',
    });
  });

  it('refuses a state TradeMate does not serve and a date that is not a day', () => {
    const l = messages.licences;
    expect(firstError(addLicenceRequestSchema.safeParse({ ...licence, state: 'NT' }))).toBe(
      l.stateRequired,
    );
    expect(
      firstError(addLicenceRequestSchema.safeParse({ ...licence, expiresOn: '2028-02-30' })),
    ).toBe(l.expiryRequired);
  });
});
