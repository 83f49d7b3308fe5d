import { describe, expect, it } from 'vitest';
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
