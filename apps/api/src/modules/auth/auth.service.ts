import { randomUUID } from 'node:crypto';
import { company } from '@trademate/shared/constants/company';
import type { OtpPurpose, SubscriptionStatus } from '@trademate/shared/constants/accounts';
import type { UserType } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import type { SignupRequest } from '@trademate/shared/schemas/users';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import type { AppMetrics } from '../../lib/app-metrics';
import type { CacheRegion } from '../../lib/read-cache';
import { AppError } from '../../lib/app-error';
import { generateCode, hashCode, isSameCode } from '../../lib/one-time-codes';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { effectiveSubscriptionStatus } from '../../lib/subscription-status';
import { tokenLifetimeSeconds, type Tokens } from '../../lib/tokens';
import type { MailService } from '../mail/mail.service';
import type { UsersService } from '../users/users.service';
import { passwordResetMail, verificationMail } from './auth.mails';
import { createAuthRepository, type LiveSessionRow } from './auth.repository';

const CODE_LIFETIME_MS = 10 * 60 * 1000;
const MAX_CODE_TRIES = 5;
const RESEND_COOLDOWN_MS = 60 * 1000;
const PASSWORD_RESET_MAIL = 'password_reset';

type SignupInput = Required<Omit<SignupRequest, 'userType' | 'services' | 'confirmPassword'>> & {
  userType: NonNullable<SignupRequest['userType']>;
  services: string[];
  /** Checked against the password by the request schema; never stored. */
  confirmPassword?: string;
};

/** The signed-in user, as every access check sees it. */
export interface AuthUser {
  id: string;
  email: string;
  userType: UserType;
  isVerified: boolean;
  firstName: string;
  lastName: string;
  /** Read with the session in the same query, so plan checks cost nothing more. */
  subscriptionStatus: SubscriptionStatus;
  /** Where their suburb is (decision 023), read with the session: distances cost no query. */
  location: { latitude: number; longitude: number } | null;
}

/** A live session: who it signs in, its row, and when it ends by itself. */
export interface AuthContext {
  user: AuthUser;
  sessionId: string;
  /** When the session ends by itself (sign-out and password changes end it sooner). */
  sessionExpiresAt: Date;
}

function codeError(message: string): AppError {
  return new AppError('VALIDATION', message, [{ path: 'optEnteredByUser', message }]);
}

export function createAuthService(deps: {
  db: Db;
  users: UsersService;
  tokens: Tokens;
  mail: MailService;
  secret: string;
  /** Where people reach TradeMate: the verification mail links to its verification page. */
  publicUrl: string;
  /**
   * Sessions looked up, kept until a session, an account or a subscription changes (decision 043);
   * without it every request looks its session up.
   */
  sessionCache?: CacheRegion<LiveSessionRow | undefined>;
  /** Counts sign-ups and sign-ins (decision 065). */
  metrics: Pick<AppMetrics, 'signIn' | 'signUp'>;
}) {
  const { users, tokens, mail, secret, publicUrl, sessionCache, metrics } = deps;
  const repository = createAuthRepository(deps.db);

  /** The session's row while it is live: from memory when kept, checked against the clock. */
  async function findLiveSession(sessionId: string, userId: string, now: Date) {
    if (!sessionCache) return repository.findLiveSession(sessionId, userId, now);
    // Kept rows are live as of when they were read; a session's own end is checked on each use.
    const row = await sessionCache.get(`${sessionId}:${userId}`, () =>
      repository.findLiveSession(sessionId, userId, now),
    );
    return row && row.sessionExpiresAt > now ? row : undefined;
  }

  /** A new code for the user (the ones before it stop working); only its hash is kept. */
  async function issueCode(
    userId: string,
    purpose: OtpPurpose,
    tx: DbOrTx,
    id: string = randomUUID(),
  ): Promise<{ code: string; encryptedOTP: string }> {
    const code = generateCode();
    await repository.insertChallenge(
      {
        id,
        userId,
        purpose,
        codeHash: hashCode(secret, id, code),
        expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
      },
      tx,
    );
    return { code, encryptedOTP: await tokens.sign('otp', { cid: id, purpose }) };
  }

  /**
   * The sender writes a password reset mail (see `forgotPassword`): the code is made only then,
   * for an address that has an account; for any other address the mail is dropped.
   */
  mail.registerComposer(PASSWORD_RESET_MAIL, async (to, facts, tx) => {
    const user = await users.findByEmail(to, tx);
    if (!user || !facts.challengeId) return null;
    const { code } = await issueCode(user.id, 'reset_password', tx, facts.challengeId);
    return passwordResetMail(user.email, user.firstName, code);
  });

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

  return {
    /** Who a session token signs in: a valid signature, unexpired, and its session row still live. */
    async authenticateSessionToken(token: string): Promise<AuthContext | null> {
      const claims = await tokens.verify('session', token);
      if (!claims) return null;
      const row = await findLiveSession(claims.sid, claims.sub, new Date());
      if (!row) return null;
      const user: AuthUser = {
        id: row.id,
        email: row.email,
        userType: row.userType,
        isVerified: row.emailVerifiedAt !== null,
        firstName: row.firstName,
        lastName: row.lastName,
        location:
          row.latitude !== null && row.longitude !== null
            ? { latitude: row.latitude, longitude: row.longitude }
            : null,
        subscriptionStatus: effectiveSubscriptionStatus(
          row.subscriptionStatus && row.subscriptionPeriodEnd
            ? { status: row.subscriptionStatus, currentPeriodEnd: row.subscriptionPeriodEnd }
            : null,
        ),
      };
      return { user, sessionId: claims.sid, sessionExpiresAt: row.sessionExpiresAt };
    },

    /**
     * Who each of several session tokens signs in (null for any not valid, or whose session is not
     * live), checked as `authenticateSessionToken` checks one, with one query for them all: what a
     * socket's handshake needs, for handshakes arriving by the thousand.
     */
    async authenticateSessionTokens(
      sessionTokens: string[],
    ): Promise<Array<{ userId: string; sessionId: string; sessionExpiresAt: Date } | null>> {
      const claims = await Promise.all(
        sessionTokens.map((token) => tokens.verify('session', token)),
      );
      const sessionIds = [...new Set(claims.flatMap((claim) => (claim ? [claim.sid] : [])))];
      const live = new Map(
        (await repository.findLiveSessions(sessionIds)).map((row) => [row.sessionId, row]),
      );
      return claims.map((claim) => {
        const row = claim ? live.get(claim.sid) : undefined;
        if (!claim || !row || row.userId !== claim.sub) return null;
        return { userId: row.userId, sessionId: row.sessionId, sessionExpiresAt: row.expiresAt };
      });
    },

    /** The account a sign-up's verify token stands for, while it is valid. */
    async accountOfVerifyToken(token: string): Promise<string | null> {
      return (await tokens.verify('verify', token))?.sub ?? null;
    },

    async signup(input: SignupInput) {
      const { address, services, password, confirmPassword: _confirmation, ...fields } = input;
      const passwordHash = await hashPassword(password);
      // The account, its code and the mail carrying it commit together, or none of them does.
      const { user, encryptedOTP } = await inTransaction(deps.db, async (tx) => {
        const created = await users.createUser({ ...fields, address, passwordHash }, services, tx);
        if (!created)
          throw new AppError('CONFLICT', messages.auth.emailTaken, [
            { path: 'email', message: messages.auth.emailTaken },
          ]);
        const issued = await issueCode(created.id, 'verify_email', tx);
        await mail.enqueue(
          verificationMail(created.email, created.firstName, issued.code, publicUrl),
          tx,
        );
        return { user: created, encryptedOTP: issued.encryptedOTP };
      });
      metrics.signUp(fields.userType);
      return {
        user: { _id: user.id, email: user.email },
        encryptedOTP,
        verifyToken: await tokens.sign('verify', { sub: user.id }),
      };
    },

    async sendVerificationCode(userId: string) {
      const user = await users.findById(userId);
      if (!user) throw new AppError('UNAUTHENTICATED', messages.auth.signInRequired);
      if (user.emailVerifiedAt) throw new AppError('CONFLICT', messages.auth.alreadyVerified);
      const latest = await repository.findLatestChallenge(userId, 'verify_email');
      const waitMs = latest ? latest.createdAt.getTime() + RESEND_COOLDOWN_MS - Date.now() : 0;
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new AppError('RATE_LIMITED', messages.auth.resendWait(seconds));
      }
      return inTransaction(deps.db, async (tx) => {
        const { code, encryptedOTP } = await issueCode(userId, 'verify_email', tx);
        await mail.enqueue(verificationMail(user.email, user.firstName, code, publicUrl), tx);
        return { encryptedOTP };
      });
    },

    async verifyEmail(userId: string, encryptedOTP: string | undefined, code: string) {
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
    async verifyEmailByAddress(email: string, code: string) {
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

    /** A new session for the right password; UNAUTHENTICATED for anything else. */
    async login(email: string, password: string, userAgent: string | undefined) {
      const user = await users.findByEmail(email);
      if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
        metrics.signIn('failure');
        throw new AppError('UNAUTHENTICATED', messages.auth.wrongCredentials);
      }
      // Only someone who knows the password learns that the account is suspended.
      if (user.suspendedAt) {
        metrics.signIn('failure');
        throw new AppError('ACCOUNT_SUSPENDED', messages.auth.suspended(company.supportEmail));
      }
      const expiresAt = new Date(Date.now() + tokenLifetimeSeconds.session * 1000);
      const sessionId = await repository.insertSession(user.id, expiresAt, userAgent);
      metrics.signIn('success');
      // The spec's claims (_id, email, userType, userVerified), and the session row it names.
      const token = await tokens.sign('session', {
        sub: user.id,
        sid: sessionId,
        _id: user.id,
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

    /**
     * Ends every session of the account (staff: suspension, "end all sessions"), in the caller's
     * transaction; says how many were live. The caller disconnects their sockets after commit.
     */
    endAllSessions: (userId: string, tx: DbOrTx): Promise<number> =>
      repository.revokeAllSessions(userId, tx),

    /**
     * The same answer, after the same work, whether or not the address has an account: the
     * request only asks the outbox for a reset mail under a new challenge id; the sender looks
     * the account up and makes the code (or drops the mail) later.
     */
    async forgotPassword(email: string) {
      const challengeId = randomUUID();
      await mail.enqueueToCompose(PASSWORD_RESET_MAIL, email, { challengeId });
      return {
        encryptedOTP: await tokens.sign('otp', { cid: challengeId, purpose: 'reset_password' }),
      };
    },

    async checkResetCode(email: string, encryptedOTP: string | undefined, code: string) {
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
        throw new AppError('UNAUTHENTICATED', messages.auth.resetLinkExpired);
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
