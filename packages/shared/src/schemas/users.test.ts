import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as messages from '../messages';
import {
  AUSTRALIAN_PHONE,
  changePasswordFormSchema,
  changePasswordRequestSchema,
  checkOtpByEmailSchema,
  checkOtpRequestSchema,
  loginRequestSchema,
  normalisePhone,
  resetPasswordFormSchema,
  signupFormSchema,
  signupRequestSchema,
} from './users';

const serviceId = '6f1c1e9e-1d2b-4c1e-9d0a-2f7f2f0b9a11';
const valid = {
  firstName: 'Jess',
  lastName: 'Tran',
  contactNumber: '0412 345 678',
  address: { state: 'QLD', city: 'Brisbane' },
  userType: 'tradie',
  email: 'Jess@Example.com.au',
  password: 'secret1',
  services: [serviceId],
};

function messagesFor(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('signupRequestSchema', () => {
  it('accepts a valid sign-up, trimming names, lower-casing the email and normalising the phone', () => {
    const parsed = signupRequestSchema.parse({ ...valid, firstName: '  Jess ' });
    expect(parsed).toMatchObject({
      firstName: 'Jess',
      email: 'jess@example.com.au',
      contactNumber: '0412345678',
    });
  });

  it('defaults to a client with no services', () => {
    const { userType: _userType, services: _services, ...rest } = valid;
    expect(signupRequestSchema.parse(rest)).toMatchObject({ userType: 'client', services: [] });
  });

  it.each([
    ['firstName', '', messages.validation.required],
    ['firstName', ' A ', messages.validation.minTwoChars],
    ['lastName', undefined, messages.validation.required],
    ['contactNumber', '0912 345 678', messages.validation.phone],
    ['email', 'not-an-email', messages.validation.email],
    ['password', '12345', messages.validation.minSixChars],
  ])('gives %s = %j the spec message', (field, value, message) => {
    expect(messagesFor(signupRequestSchema, { ...valid, [field]: value })).toContain(
      `${field}: ${message}`,
    );
  });

  it('requires a supported state and a city of that state', () => {
    expect(
      messagesFor(signupRequestSchema, { ...valid, address: { state: 'NT', city: 'Darwin' } }),
    ).toContain(`address.state: ${messages.validation.stateRequired}`);
    expect(
      messagesFor(signupRequestSchema, { ...valid, address: { state: 'QLD', city: '' } }),
    ).toContain(`address.city: ${messages.validation.cityRequired}`);
    expect(
      messagesFor(signupRequestSchema, { ...valid, address: { state: 'SA', city: 'Brisbane' } }),
    ).toContain('address.city: Choose a city from the list for your state');
  });

  it.each(['tradie', 'freeTradie', 'apprentice'])(
    'lets a %s sign up with services or without, and refuses services from a client',
    (userType) => {
      const { services: _services, ...withoutServices } = valid;
      expect(messagesFor(signupRequestSchema, { ...withoutServices, userType })).toEqual([]);
      expect(messagesFor(signupRequestSchema, { ...valid, userType, services: [] })).toEqual([]);
      expect(messagesFor(signupRequestSchema, { ...valid, userType: 'client' })).toContain(
        'services: Clients do not offer services',
      );
    },
  );

  it('takes a matching confirmPassword, refuses a different one and does without one', () => {
    expect(messagesFor(signupRequestSchema, { ...valid, confirmPassword: 'secret1' })).toEqual([]);
    expect(messagesFor(signupRequestSchema, { ...valid, confirmPassword: 'secret2' })).toEqual([
      `confirmPassword: ${messages.validation.passwordsMatch}`,
    ]);
    expect(messagesFor(signupRequestSchema, { ...valid, confirmPassword: '' })).toEqual([
      `confirmPassword: ${messages.validation.passwordsMatch}`,
    ]);
    expect(messagesFor(signupRequestSchema, valid)).toEqual([]);
  });
});

describe('signupFormSchema', () => {
  it('requires the confirmation to match the password', () => {
    expect(messagesFor(signupFormSchema, { ...valid, confirmPassword: 'other1' })).toContain(
      `confirmPassword: ${messages.validation.passwordsMatch}`,
    );
    expect(messagesFor(signupFormSchema, { ...valid, confirmPassword: '' })).toContain(
      `confirmPassword: ${messages.validation.required}`,
    );
    expect(messagesFor(signupFormSchema, { ...valid, confirmPassword: 'secret1' })).toEqual([]);
  });

  it('lets a professional leave the services for later', () => {
    expect(
      messagesFor(signupFormSchema, { ...valid, services: [], confirmPassword: 'secret1' }),
    ).toEqual([]);
  });
});

describe.each([
  ['resetPasswordFormSchema', resetPasswordFormSchema, { newPassword: 'secret1' }],
  [
    'changePasswordFormSchema',
    changePasswordFormSchema,
    { currentPassword: 'old-secret', newPassword: 'secret1' },
  ],
])('%s', (_name, schema, request) => {
  it('takes the new password typed twice the same', () => {
    expect(messagesFor(schema, { ...request, confirmPassword: 'secret1' })).toEqual([]);
  });

  it('refuses a confirmation that differs, and requires one', () => {
    expect(messagesFor(schema, { ...request, confirmPassword: 'secret2' })).toEqual([
      `confirmPassword: ${messages.validation.passwordsMatch}`,
    ]);
    expect(messagesFor(schema, { ...request, confirmPassword: '' })[0]).toBe(
      `confirmPassword: ${messages.validation.required}`,
    );
    expect(messagesFor(schema, request)).toContain(
      `confirmPassword: ${messages.validation.required}`,
    );
  });
});

describe('the Australian phone pattern', () => {
  it.each([
    '0412345678',
    '+61412345678',
    '61412345678',
    '0298765432',
    '0387654321',
    '0712345678',
    '0812345678',
  ])('accepts %s', (number) => expect(AUSTRALIAN_PHONE.test(normalisePhone(number))).toBe(true));

  it.each(['041234567', '0612345678', '0912345678', '+1 555 123 4567', 'phone'])(
    'refuses %s',
    (number) => expect(AUSTRALIAN_PHONE.test(normalisePhone(number))).toBe(false),
  );
});

describe('the other account schemas', () => {
  it('takes a 6-digit code only', () => {
    expect(checkOtpRequestSchema.safeParse({ optEnteredByUser: '123456' }).success).toBe(true);
    const result = checkOtpRequestSchema.safeParse({ optEnteredByUser: '12345a' });
    expect(result.success ? '' : result.error.issues[0]?.message).toBe(
      'Enter the 6-digit code from the email',
    );
  });

  it('takes an email with the code, for a device without the sign-up cookies', () => {
    expect(
      checkOtpRequestSchema.parse({ optEnteredByUser: '123456', email: 'Jess@Example.com.au' }),
    ).toEqual({ optEnteredByUser: '123456', email: 'jess@example.com.au' });
    const result = checkOtpByEmailSchema.safeParse({ optEnteredByUser: '123456', email: '' });
    expect(result.success ? '' : result.error.issues[0]?.message).toBe(
      messages.validation.required,
    );
  });

  it('needs an email and a password to sign in', () => {
    expect(loginRequestSchema.safeParse({ email: 'a@b.co', password: '' }).success).toBe(false);
  });

  it('holds a new password to the same rule as sign-up', () => {
    const result = changePasswordRequestSchema.safeParse({
      currentPassword: 'x',
      newPassword: 'short',
    });
    expect(result.success ? '' : result.error.issues[0]?.message).toBe(
      messages.validation.minSixChars,
    );
  });
});
