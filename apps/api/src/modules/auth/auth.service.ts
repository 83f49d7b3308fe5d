import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import * as messages from '@trademate/shared/messages';
import type { SignupRequest } from '@trademate/shared/schemas/users';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { generateCode, hashCode, isSameCode } from '../../lib/one-time-codes';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { createRateLimiter, minutes, type RateLimitStore } from '../../lib/rate-limiter';
import { tokenLifetimeSeconds, type Tokens } from '../../lib/tokens';
import type { Mailer } from '../../plugins/mail';
import type { UsersService } from '../users/users.service';
import { passwordResetMail, verificationMail } from './auth.mails';
import { createAuthRepository, type OtpPurpose } from './auth.repository';

const CODE_LIFETIME_MS = 10 * 60 * 1000;
const MAX_CODE_TRIES = 5;
const RESEND_COOLDOWN_MS = 60 * 1000;
const FIFTEEN_MINUTES = 15 * 60 * 1000;

type SignupInput = Required<Omit<SignupRequest, 'userType' | 'services' | 'confirmPassword'>> & {
  userType: NonNullable<SignupRequest['userType']>;
  services: string[];
  /** Checked against the password by the request schema; never stored. */
  confirmPassword?: string;
};

function codeError(message: string): AppError {
  return new AppError('VALIDATION', message, [{ path: 'optEnteredByUser', message }]);
}

export function createAuthService(deps: {
  db: Db;
  users: UsersService;
  tokens: Tokens;
  mailer: Mailer;
  secret: string;
  /** Where people reach TradeMate: the verification mail links to its verification page. */
  publicUrl: string;
  log: FastifyBaseLogger;
  signupsPerHour?: number;
  rateLimits: RateLimitStore;
}) {
  const { users, tokens, mailer, secret, publicUrl, log } = deps;
  const repository = createAuthRepository(deps.db);
  const limit = (name: string, max: number, windowMs = FIFTEEN_MINUTES) =>
    createRateLimiter(deps.rateLimits, name, { max, windowMs });
  const limits = {
    loginByIp: limit('login-ip', 30),
    loginFailuresByAccount: limit('login-failures-account', 5),
    signupByIp: limit('signup-ip', deps.signupsPerHour ?? 10, 60 * 60 * 1000),
    codeChecksByIp: limit('code-checks-ip', 30),
    codeRequestsByIp: limit('code-requests-ip', 10),
    forgotByEmail: limit('forgot-email', 3),
  };
  const tooMany = (seconds: number) => `Too many attempts. Try again in ${minutes(seconds)}.`;

  async function issueCode(
    userId: string,
    purpose: OtpPurpose,
  ): Promise<{ code: string; encryptedOTP: string }> {
    const id = randomUUID();
    const code = generateCode();
    await repository.insertChallenge({
      id,
      userId,
      purpose,
      codeHash: hashCode(secret, id, code),
      expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
    });
    return { code, encryptedOTP: await tokens.sign('otp', { cid: id, purpose }) };
  }

  /** Checks a code against its challenge; consumes it on success. Wrong tries are counted. */
  async function checkCode(encryptedOTP: string | undefined, code: string, purpose: OtpPurpose) {
    const ref = encryptedOTP ? await tokens.verify('otp', encryptedOTP) : null;
    if (!ref || ref.purpose !== purpose) throw codeError(messages.auth.codeExpired);
    const challenge = await repository.findChallenge(ref.cid);
    // A reset for an address without an account has no challenge: answer as for a wrong code.
    if (!challenge) throw codeError(messages.auth.wrongCode);
    if (challenge.consumedAt || challenge.expiresAt <= new Date())
      throw codeError(messages.auth.codeExpired);
    if (challenge.attempts >= MAX_CODE_TRIES)
      throw new AppError('RATE_LIMITED', messages.auth.tooManyCodes);
    if (!isSameCode(secret, challenge.id, code, challenge.codeHash)) {
      const attempts = await repository.countAttempt(challenge.id);
      if (attempts >= MAX_CODE_TRIES)
        throw new AppError('RATE_LIMITED', messages.auth.tooManyCodes);
      const left = MAX_CODE_TRIES - attempts;
      throw codeError(`${messages.auth.wrongCode}. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
    }
    if (!(await repository.consumeChallenge(challenge.id)))
      throw codeError(messages.auth.codeExpired);
    return challenge;
  }

  function sendInBackground(send: () => Promise<void>) {
    send().catch((error: unknown) => log.error({ err: error }, 'sending mail failed'));
  }

  return {
    async signup(input: SignupInput, ip: string) {
      await limits.signupByIp.hit(ip, tooMany);
      const { address, services, password, confirmPassword: _confirmation, ...fields } = input;
      const user = await users.createUser(
        {
          ...fields,
          state: address.state,
          city: address.city,
          passwordHash: await hashPassword(password),
        },
        services,
      );
      if (!user)
        throw new AppError('CONFLICT', messages.auth.emailTaken, [
          { path: 'email', message: messages.auth.emailTaken },
        ]);
      const { code, encryptedOTP } = await issueCode(user.id, 'verify_email');
      await mailer.send(verificationMail(user.email, user.firstName, code, publicUrl));
      return {
        user: { _id: user.id, email: user.email },
        encryptedOTP,
        verifyToken: await tokens.sign('verify', { sub: user.id }),
      };
    },

    async sendVerificationCode(userId: string, ip: string) {
      await limits.codeRequestsByIp.hit(ip, tooMany);
      const user = await users.findById(userId);
      if (!user) throw new AppError('UNAUTHENTICATED', messages.auth.signInRequired);
      if (user.emailVerifiedAt) throw new AppError('CONFLICT', messages.auth.alreadyVerified);
      const latest = await repository.findLatestChallenge(userId, 'verify_email');
      const waitMs = latest ? latest.createdAt.getTime() + RESEND_COOLDOWN_MS - Date.now() : 0;
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new AppError(
          'RATE_LIMITED',
          `Please wait ${seconds} seconds before asking for another code`,
        );
      }
      const { code, encryptedOTP } = await issueCode(userId, 'verify_email');
      await mailer.send(verificationMail(user.email, user.firstName, code, publicUrl));
      return { encryptedOTP };
    },

    async verifyEmail(userId: string, encryptedOTP: string | undefined, code: string, ip: string) {
      await limits.codeChecksByIp.hit(ip, tooMany);
      const user = await users.findById(userId);
      if (!user) throw new AppError('UNAUTHENTICATED', messages.auth.signInRequired);
      if (user.emailVerifiedAt) throw new AppError('CONFLICT', messages.auth.alreadyVerified);
      const challenge = await checkCode(encryptedOTP, code, 'verify_email');
      if (challenge.userId !== userId) throw codeError(messages.auth.wrongCode);
      await users.markVerified(userId);
    },

    /**
     * Verifies with the email and the code alone (the mail opened on another device), against the
     * account's latest code: the same life, tries and single use. A wrong email and a wrong code
     * answer alike, so nobody learns who has an account; only someone holding the right code
     * hears that it expired, was used, or was locked by wrong tries.
     */
    async verifyEmailByAddress(email: string, code: string, ip: string) {
      await limits.codeChecksByIp.hit(ip, tooMany);
      const user = await users.findByEmail(email);
      const challenge = user
        ? await repository.findLatestChallenge(user.id, 'verify_email')
        : undefined;
      if (!user || !challenge || !isSameCode(secret, challenge.id, code, challenge.codeHash)) {
        const isLive = challenge && !challenge.consumedAt && challenge.expiresAt > new Date();
        if (isLive) await repository.countAttempt(challenge.id);
        throw codeError(messages.auth.wrongCode);
      }
      if (user.emailVerifiedAt) throw new AppError('CONFLICT', messages.auth.alreadyVerified);
      if (challenge.consumedAt || challenge.expiresAt <= new Date())
        throw codeError(messages.auth.codeExpired);
      if (challenge.attempts >= MAX_CODE_TRIES)
        throw new AppError('RATE_LIMITED', messages.auth.tooManyCodes);
      if (!(await repository.consumeChallenge(challenge.id)))
        throw new AppError('CONFLICT', messages.auth.alreadyVerified);
      await users.markVerified(user.id);
    },

    async login(email: string, password: string, ip: string, userAgent: string | undefined) {
      await limits.loginByIp.hit(ip, tooMany);
      const lockedFor = await limits.loginFailuresByAccount.isBlocked(email);
      if (lockedFor) throw new AppError('RATE_LIMITED', tooMany(lockedFor));
      const user = await users.findByEmail(email);
      if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
        await limits.loginFailuresByAccount.hit(email, tooMany);
        throw new AppError('UNAUTHENTICATED', messages.auth.wrongCredentials);
      }
      await limits.loginFailuresByAccount.reset(email);
      const expiresAt = new Date(Date.now() + tokenLifetimeSeconds.session * 1000);
      const sessionId = await repository.insertSession(user.id, expiresAt, userAgent);
      const token = await tokens.sign('session', {
        sub: user.id,
        sid: sessionId,
        email: user.email,
        userType: user.userType,
        userVerified: user.emailVerifiedAt !== null,
      });
      return {
        user: { _id: user.id, email: user.email, userVerified: user.emailVerifiedAt !== null },
        token,
      };
    },

    async logout(sessionId: string) {
      await repository.revokeSession(sessionId);
    },

    /** The same answer whether or not the address has an account. */
    async forgotPassword(email: string, ip: string) {
      await limits.codeRequestsByIp.hit(ip, tooMany);
      await limits.forgotByEmail.hit(email, tooMany);
      const user = await users.findByEmail(email);
      if (!user) {
        return {
          encryptedOTP: await tokens.sign('otp', { cid: randomUUID(), purpose: 'reset_password' }),
        };
      }
      const { code, encryptedOTP } = await issueCode(user.id, 'reset_password');
      // Not awaited: waiting on the mail server would tell who has an account by the time taken.
      sendInBackground(() => mailer.send(passwordResetMail(user.email, user.firstName, code)));
      return { encryptedOTP };
    },

    async checkResetCode(
      email: string,
      encryptedOTP: string | undefined,
      code: string,
      ip: string,
    ) {
      await limits.codeChecksByIp.hit(ip, tooMany);
      const challenge = await checkCode(encryptedOTP, code, 'reset_password');
      const user = await users.findById(challenge.userId);
      if (!user || user.email !== email) throw codeError(messages.auth.wrongCode);
      return { resetToken: await tokens.sign('reset', { sub: user.id, cid: challenge.id }) };
    },

    /** Sets the password and ends every session of the account; says whose it was. */
    async resetPassword(
      resetToken: string | undefined,
      newPassword: string,
    ): Promise<{ userId: string }> {
      const claims = resetToken ? await tokens.verify('reset', resetToken) : null;
      if (!claims || !(await repository.useResetChallenge(claims.cid))) {
        throw new AppError('UNAUTHENTICATED', 'This reset link has expired. Ask for a new code.');
      }
      await users.setPasswordHash(claims.sub, await hashPassword(newPassword));
      await repository.revokeOtherSessions(claims.sub, null);
      return { userId: claims.sub };
    },

    async changePassword(
      userId: string,
      sessionId: string,
      currentPassword: string,
      newPassword: string,
    ) {
      const user = await users.findById(userId);
      if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
        throw new AppError('VALIDATION', messages.auth.currentPasswordWrong, [
          { path: 'currentPassword', message: messages.auth.currentPasswordWrong },
        ]);
      }
      await users.setPasswordHash(userId, await hashPassword(newPassword));
      await repository.revokeOtherSessions(userId, sessionId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
