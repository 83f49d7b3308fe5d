import type { CheckOtpByEmail } from '@trademate/shared/schemas/users';

/**
 * What `checkOtpByEmailSchema` accepts, read without zod so the verify page comes without it
 * (decision 097): the address trimmed, at most 254 characters and of zod's `z.email()` pattern,
 * then lowercased; the code trimmed, six digits. `verify-link.test.ts` holds it to the schema.
 */
const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const emailMaxLength = 254;
const codePattern = /^\d{6}$/;

/**
 * The email and code the verification mail's link carries in its fragment (`#email=…&code=…`),
 * or null when the fragment holds no valid pair.
 */
export function readVerifyLink(hash: string): CheckOtpByEmail | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const email = params.get('email')?.trim();
  const code = params.get('code')?.trim();
  if (email === undefined || email.length > emailMaxLength || !emailPattern.test(email)) {
    return null;
  }
  if (code === undefined || !codePattern.test(code)) return null;
  return { email: email.toLowerCase(), optEnteredByUser: code };
}
