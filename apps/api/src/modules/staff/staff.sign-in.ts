import { randomBytes } from 'node:crypto';
import { company } from '@trademate/shared/constants/company';
import { staffLimits } from '@trademate/shared/constants/staff';
import * as messages from '@trademate/shared/messages';
import type { StaffSecondStep, StaffSession } from '@trademate/shared/schemas/staff';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Sealer } from '../../lib/sealed-secrets';
import type { Tokens } from '../../lib/tokens';
import { minutes } from '../../plugins/rate-limits';
import { newToken, sha256, toStaffMember } from './staff.records';
import type { StaffRepository, StaffRow, StaffSessionRow } from './staff.repository';

const m = messages.staff;
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
/** A member's old challenges are kept this long, then go when they next give their password. */
const KEEP_CHALLENGES_MS = 24 * HOUR_MS;

/** Where a sign-in comes from, kept with the session. */
export interface StaffRequestMeta {
  ip: string | null;
  userAgent: string | null;
}

/** The account's code step is held back (429): its wrong codes of the last hour hit the ceiling. */
export class CodesHeldBack extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', m.tooManyWrongCodes(minutes(retryAfterSeconds)));
  }
}

/** Ten letters and digits, shown as `abcde-12345`. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const code = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

const signInAgain = () => new AppError('UNAUTHENTICATED', m.signInAgain);
const codesUsedUp = () => new AppError('UNAUTHENTICATED', m.codesUsedUp);

/**
 * Signing in to the console (decisions 030 and 055): the password, which opens a challenge of
 * five minutes; then an authenticator code (set up the first time, with recovery codes) or a
 * recovery code, which uses the challenge and opens the session. Five wrong codes end a
 * challenge; ten in an hour hold the account's code step back, wherever they came from.
 */
export function createStaffSignIn({
  db,
  repository,
  tokens,
  sealer,
}: {
  db: Db;
  repository: StaffRepository;
  tokens: Tokens;
  sealer: Sealer;
}) {
  /** A challenge row for the code step, and the signed token that names it. */
  async function newChallenge(row: StaffRow, now: Date): Promise<string> {
    const challenge = await repository.insertChallenge(
      row.id,
      new Date(now.getTime() + staffLimits.secondStepMinutes * MINUTE_MS),
      new Date(now.getTime() - KEEP_CHALLENGES_MS),
    );
    return tokens.sign('staffSecondStep', { sub: row.id, cid: challenge.id });
  }

  /** A fresh authenticator secret for the member, kept sealed until a code confirms it. */
  async function startTotpSetup(row: StaffRow, now: Date): Promise<StaffSecondStep> {
    // otplib and qrcode are loaded when first needed rather than at start (decision 045).
    const [{ generateSecret, generateURI }, { default: QRCode }] = await Promise.all([
      import('otplib'),
      import('qrcode'),
    ]);
    const secret = generateSecret();
    await repository.update(row.id, { totpSecret: sealer.seal(secret), totpLastStep: null });
    const otpauthUrl = generateURI({ issuer: company.productName, label: row.email, secret });
    return {
      step: 'setupTotp',
      challenge: await newChallenge(row, now),
      secret,
      otpauthUrl,
      qrSvg: await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 }),
    };
  }

  async function openSession(
    row: StaffRow,
    meta: StaffRequestMeta,
    now: Date,
    tx: DbOrTx,
  ): Promise<{ token: string; session: StaffSessionRow }> {
    const token = newToken();
    const session = await repository.insertSession(
      {
        staffId: row.id,
        tokenHash: sha256(token),
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + staffLimits.sessionHours * HOUR_MS),
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      },
      tx,
    );
    await repository.update(row.id, { lastSignInAt: now }, tx);
    return { token, session };
  }

  async function isRightCode(row: StaffRow, code: string, now: Date, tx: DbOrTx) {
    const secret = row.totpSecret ? sealer.open(row.totpSecret) : null;
    if (!secret) return false;
    const { verify: verifyTotp } = await import('otplib');
    const result = await verifyTotp({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      // The step before and after the current one: a phone's clock a little off still works.
      epochTolerance: 30,
    });
    if (!result.valid || !('timeStep' in result)) return false;
    return repository.useTotpStep(row.id, result.timeStep, tx);
  }

  /**
   * Seconds until the account's wrong codes of the last hour fall under the ceiling, as their
   * oldest challenges leave the window; 0 when they are under it now.
   */
  async function secondsHeldBack(staffId: string, now: Date, tx: DbOrTx): Promise<number> {
    const windowMs = staffLimits.wrongCodeWindowMinutes * MINUTE_MS;
    const recent = await repository.recentWrongCodes(
      staffId,
      new Date(now.getTime() - windowMs),
      tx,
    );
    let remaining = recent.reduce((sum, challenge) => sum + challenge.wrongCodes, 0);
    for (const challenge of recent) {
      if (remaining < staffLimits.wrongCodesPerAccount) break;
      remaining -= challenge.wrongCodes;
      if (remaining < staffLimits.wrongCodesPerAccount) {
        const leavesAt = challenge.lastWrongAt!.getTime() + windowMs;
        return Math.max(1, Math.ceil((leavesAt - now.getTime()) / 1000));
      }
    }
    return 0;
  }

  return {
    /**
     * The invited person chooses a password; the link is spent, and setting up the authenticator
     * comes next (the same second step as any first sign-in).
     */
    async acceptInvitation(token: string, password: string, now = new Date()) {
      const row = await repository.findByInvite(sha256(token), now);
      if (!row) throw notFound(m.invitationInvalid);
      const updated = await repository.update(row.id, {
        passwordHash: await hashPassword(password),
        inviteTokenHash: null,
        inviteExpiresAt: null,
      });
      return startTotpSetup(updated!, now);
    },

    /** The first step: the password. Wrong email or password read the same. */
    async signIn(email: string, password: string, now = new Date()): Promise<StaffSecondStep> {
      const row = await repository.findByEmail(email);
      const isRight = await verifyPassword(row?.passwordHash ?? undefined, password);
      if (!row || !row.passwordHash || !isRight) {
        throw new AppError('UNAUTHENTICATED', m.wrongCredentials);
      }
      if (row.status === 'disabled') throw new AppError('FORBIDDEN', m.disabled);
      if (!row.totpConfirmedAt) return startTotpSetup(row, now);
      return { step: 'totp', challenge: await newChallenge(row, now) };
    },

    /**
     * The second step: a code from the authenticator (confirming it, the first time, which also
     * hands out the recovery codes) or a recovery code. Uses the challenge and opens the session.
     * A wrong code is counted in its own transaction's commit, so the refusal still counts.
     */
    async completeSignIn(
      input: { challenge: string; code?: string; recoveryCode?: string },
      meta: StaffRequestMeta,
      now = new Date(),
    ): Promise<StaffSession & { token: string }> {
      const claims = await tokens.verify('staffSecondStep', input.challenge);
      if (!claims?.cid) throw signInAgain();
      const outcome = await inTransaction(db, async (tx) => {
        const row = await repository.lockById(claims.sub, tx);
        if (!row || !row.passwordHash) throw signInAgain();
        if (row.status === 'disabled') throw new AppError('FORBIDDEN', m.disabled);
        const challenge = await repository.findChallenge(claims.cid, tx);
        if (!challenge || challenge.staffId !== row.id || challenge.expiresAt <= now) {
          throw signInAgain();
        }
        if (challenge.usedAt) throw new AppError('UNAUTHENTICATED', m.signInUsed);
        if (challenge.wrongCodes >= staffLimits.wrongCodesPerChallenge) throw codesUsedUp();
        const heldFor = await secondsHeldBack(row.id, now, tx);
        if (heldFor > 0) throw new CodesHeldBack(heldFor);

        const isSetup = row.totpConfirmedAt === null;
        let isRight = false;
        if (input.code) isRight = await isRightCode(row, input.code, now, tx);
        else if (input.recoveryCode && !isSetup) {
          isRight = await repository.useRecoveryCode(row.id, sha256(input.recoveryCode), tx);
        }
        if (!isRight) {
          const wrongCodes = await repository.recordWrongCode(challenge.id, now, tx);
          return {
            isRight: false,
            hasEnded: wrongCodes >= staffLimits.wrongCodesPerChallenge,
          } as const;
        }
        // The member's row is locked: no other request can be using this challenge meanwhile.
        if (!(await repository.useChallenge(challenge.id, now, tx))) {
          throw new AppError('UNAUTHENTICATED', m.signInUsed);
        }
        let recoveryCodes: string[] | undefined;
        let current = row;
        if (isSetup) {
          recoveryCodes = Array.from({ length: staffLimits.recoveryCodes }, newRecoveryCode);
          current = (await repository.update(
            row.id,
            {
              totpConfirmedAt: now,
              status: 'active',
              recoveryCodeHashes: recoveryCodes.map((code) => sha256(code.replace('-', ''))),
            },
            tx,
          ))!;
        }
        const { token, session } = await openSession(current, meta, now, tx);
        return {
          isRight: true,
          session: {
            token,
            staff: toStaffMember(current),
            expiresAt: session.expiresAt.toISOString(),
            ...(recoveryCodes ? { recoveryCodes } : {}),
          },
        } as const;
      });
      if (outcome.isRight) return outcome.session;
      if (outcome.hasEnded) throw codesUsedUp();
      throw new AppError('VALIDATION', m.wrongCode, [{ path: 'code', message: m.wrongCode }]);
    },
  };
}
