import { checkOtpByEmailSchema, type CheckOtpByEmail } from '@trademate/shared/schemas/users';

/**
 * The email and code the verification mail's link carries in its fragment (`#email=…&code=…`),
 * or null when the fragment holds no valid pair.
 */
export function readVerifyLink(hash: string): CheckOtpByEmail | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const parsed = checkOtpByEmailSchema.safeParse({
    email: params.get('email') ?? undefined,
    optEnteredByUser: params.get('code') ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}
