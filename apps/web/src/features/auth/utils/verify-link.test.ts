import { describe, expect, it } from 'vitest';
import { checkOtpByEmailSchema } from '@trademate/shared/schemas/users';
import { readVerifyLink } from './verify-link';

describe('readVerifyLink', () => {
  it('reads the email and the code from the fragment of the mailed link', () => {
    expect(readVerifyLink('#email=Jess.Tran%40example.com.au&code=123456')).toEqual({
      email: 'jess.tran@example.com.au',
      optEnteredByUser: '123456',
    });
  });

  it.each(['', '#', '#email=jess%40example.com.au', '#code=123456', '#email=nope&code=123456'])(
    'finds no link in %j',
    (hash) => expect(readVerifyLink(hash)).toBeNull(),
  );

  it('finds no link when the code is not six digits', () => {
    expect(readVerifyLink('#email=jess%40example.com.au&code=12345a')).toBeNull();
  });
});

// The page reads the link without zod (decision 097); what it reads must be what the API's schema
// reads from the same fragment, and nothing where the schema refuses it.
describe('readVerifyLink and checkOtpByEmailSchema', () => {
  /** An address of `length` characters, the most the schema takes being 254. */
  const addressOf = (length: number) => `${'a'.repeat(64)}%40${'b'.repeat(length - 69)}.com`;
  const emails = [
    'jess%40example.com.au',
    'Jess.Tran%40Example.COM.au',
    '%20%20jess%40example.com.au%20',
    'jess+quotes%40example.com.au',
    'jess%2Bquotes%40example.com.au',
    "o'brien%40example.com",
    'jess_tran-1%40my-site.example.com',
    'jess.%40example.com',
    '.jess%40example.com',
    'jess..tran%40example.com',
    'jess%40example',
    'jess%40example.c',
    'jess%40-example.com',
    'jess%40example..com',
    'jess%40example.com.',
    'jess%40%40example.com',
    'j%C3%A9ss%40example.com',
    'jess%40ex%C3%A4mple.com',
    'jess%20tran%40example.com',
    '%40example.com',
    'jess%40',
    '',
    '%20',
    addressOf(254),
    addressOf(255),
    `%20${addressOf(254)}%20`,
  ];
  const codes = [
    '123456',
    '%20123456%20',
    '12345',
    '1234567',
    '12345a',
    '',
    '%D9%A1%D9%A2%D9%A3%D9%A4%D9%A5%D9%A6',
    '12%203456',
  ];
  const hashes = [
    ...emails.map((email) => `#email=${email}&code=123456`),
    ...codes.map((code) => `#email=jess%40example.com.au&code=${code}`),
    '#code=123456&email=JESS%40example.com.au',
    'email=jess%40example.com.au&code=123456',
    '#email=jess%40example.com.au&email=other%40example.com&code=123456',
    '#email=jess%40example.com.au',
    '#code=123456',
    '',
  ];

  it.each(hashes)('reads %s as the API does', (hash) => {
    const params = new URLSearchParams(hash.replace(/^#/, ''));
    const parsed = checkOtpByEmailSchema.safeParse({
      email: params.get('email') ?? undefined,
      optEnteredByUser: params.get('code') ?? undefined,
    });
    expect(readVerifyLink(hash)).toEqual(parsed.success ? parsed.data : null);
  });

  it('takes an address of 254 characters and refuses one of 255', () => {
    expect(readVerifyLink(`#email=${addressOf(254)}&code=123456`)).not.toBeNull();
    expect(readVerifyLink(`#email=${addressOf(255)}&code=123456`)).toBeNull();
  });
});
