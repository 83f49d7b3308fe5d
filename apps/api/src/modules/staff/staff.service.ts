import { createHash, randomBytes } from 'node:crypto';
import { company } from '@trademate/shared/constants/company';
import { consolePaths } from '@trademate/shared/console-paths';
import { staffLimits, type StaffRole } from '@trademate/shared/constants/staff';
import * as messages from '@trademate/shared/messages';
import type {
  StaffInvitation,
  StaffList,
  StaffMember,
  StaffSecondStep,
  StaffSession,
} from '@trademate/shared/schemas/staff';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Sealer } from '../../lib/sealed-secrets';
import type { Tokens } from '../../lib/tokens';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { MailService } from '../mail/mail.service';
import { staffInvitationMail } from './staff.mails';
import { createStaffRepository, type StaffRow, type StaffSessionRow } from './staff.repository';

const m = messages.staff;
const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** A session's last-seen time is written at most this often: not on every request. */
const TOUCH_EVERY_MS = MINUTE_MS;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Ten letters and digits, shown as `abcde-12345`. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const code = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export function toStaffMember(row: StaffRow): StaffMember {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The signed-in staff member of a request and their session (the staff guards' answer). */
export interface StaffContext {
  staff: StaffRow;
  session: StaffSessionRow;
}

/** Where a sign-in comes from, kept with the session. */
export interface StaffRequestMeta {
  ip: string | null;
  userAgent: string | null;
}

function wrongCredentials() {
  return new AppError('UNAUTHENTICATED', m.wrongCredentials);
}

/**
 * Staff accounts and their sign-in (decision 030): invitations (the first from the command line),
 * a password then an authenticator code (TOTP, set up at the first sign-in, with recovery codes),
 * and sessions of at most 8 hours that end after 30 idle minutes. Staff are not users: nothing
 * here reads or writes a customer's account or session.
 */
export function createStaffService({
  db,
  tokens,
  sealer,
  mail,
  audit,
  publicUrl,
}: {
  db: Db;
  tokens: Tokens;
  /** Seals the authenticator secrets kept in the database. */
  sealer: Sealer;
  mail: Pick<MailService, 'enqueue'>;
  audit: Pick<AuditService, 'record'>;
  publicUrl: string;
}) {
  const repository = createStaffRepository(db);

  const inviteLink = (token: string) => `${publicUrl}${consolePaths.invitation.href(token)}`;

  async function newInvitation(
    values: {
      email: string;
      name: string;
      role: StaffRole;
      invitedById: string | null;
      now: Date;
    },
    tx: DbOrTx,
  ) {
    const token = newToken();
    const row = await repository.insert(
      {
        email: values.email,
        name: values.name,
        role: values.role,
        invitedById: values.invitedById,
        inviteTokenHash: sha256(token),
        inviteExpiresAt: new Date(values.now.getTime() + staffLimits.inviteDays * 24 * HOUR_MS),
      },
      tx,
    );
    if (!row) {
      throw new AppError('CONFLICT', m.alreadyStaff, [{ path: 'email', message: m.alreadyStaff }]);
    }
    return { row, token, link: inviteLink(token) };
  }

  /** A fresh authenticator secret for the member, kept sealed until a code confirms it. */
  async function startTotpSetup(row: StaffRow): Promise<StaffSecondStep> {
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
      challenge: await tokens.sign('staffSecondStep', { sub: row.id }),
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

  return {
    /**
     * The command line's first admin (or any admin, when the console is locked out): invited like
     * any staff member, the invitation link printed for whoever ran the command.
     */
    async createAdminFromCommandLine(input: { email: string; name: string }, now = new Date()) {
      return inTransaction(db, async (tx) => {
        const { row, link } = await newInvitation(
          { ...input, role: 'admin', invitedById: null, now },
          tx,
        );
        await audit.record(
          { staffId: null, staffEmail: 'command line', ip: null, userAgent: null, requestId: null },
          {
            action: 'staff.invite',
            recordType: 'staff',
            recordId: row.id,
            reason: 'npm run admin:create',
            details: { email: row.email, role: row.role },
          },
          tx,
        );
        return { staff: toStaffMember(row), link };
      });
    },

    /** An admin invites someone by email; the invitation and its audit row commit together. */
    async invite(
      actor: AuditActor,
      input: { email: string; name: string; role: StaffRole; reason: string },
      now = new Date(),
    ): Promise<StaffMember> {
      return inTransaction(db, async (tx) => {
        const { row, link } = await newInvitation(
          { ...input, invitedById: actor.staffId, now },
          tx,
        );
        await mail.enqueue(staffInvitationMail(row, link), tx);
        await audit.record(
          actor,
          {
            action: 'staff.invite',
            recordType: 'staff',
            recordId: row.id,
            reason: input.reason,
            details: { email: row.email, role: row.role },
          },
          tx,
        );
        return toStaffMember(row);
      });
    },

    /** Who an invitation link is for, while it is open. */
    async findInvitation(token: string, now = new Date()): Promise<StaffInvitation> {
      const row = await repository.findByInvite(sha256(token), now);
      if (!row) throw notFound(m.invitationInvalid);
      return { email: row.email, name: row.name, role: row.role };
    },

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
      return startTotpSetup(updated!);
    },

    /** The first step: the password. Wrong email or password read the same. */
    async signIn(email: string, password: string): Promise<StaffSecondStep> {
      const row = await repository.findByEmail(email);
      const isRight = await verifyPassword(row?.passwordHash ?? undefined, password);
      if (!row || !row.passwordHash || !isRight) throw wrongCredentials();
      if (row.status === 'disabled') throw new AppError('FORBIDDEN', m.disabled);
      if (!row.totpConfirmedAt) return startTotpSetup(row);
      return {
        step: 'totp',
        challenge: await tokens.sign('staffSecondStep', { sub: row.id }),
      };
    },

    /**
     * The second step: a code from the authenticator (confirming it, the first time, which also
     * hands out the recovery codes) or a recovery code. Opens the session.
     */
    async completeSignIn(
      input: { challenge: string; code?: string; recoveryCode?: string },
      meta: StaffRequestMeta,
      now = new Date(),
    ): Promise<StaffSession & { token: string }> {
      const claims = await tokens.verify('staffSecondStep', input.challenge);
      if (!claims) throw new AppError('UNAUTHENTICATED', m.signInAgain);
      return inTransaction(db, async (tx) => {
        const row = await repository.findById(claims.sub, tx);
        if (!row || !row.passwordHash) throw new AppError('UNAUTHENTICATED', m.signInAgain);
        if (row.status === 'disabled') throw new AppError('FORBIDDEN', m.disabled);
        const isSetup = row.totpConfirmedAt === null;
        let isRight = false;
        if (input.code) isRight = await isRightCode(row, input.code, now, tx);
        else if (input.recoveryCode && !isSetup) {
          isRight = await repository.useRecoveryCode(row.id, sha256(input.recoveryCode), tx);
        }
        if (!isRight) {
          throw new AppError('VALIDATION', m.wrongCode, [{ path: 'code', message: m.wrongCode }]);
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
          token,
          staff: toStaffMember(current),
          expiresAt: session.expiresAt.toISOString(),
          ...(recoveryCodes ? { recoveryCodes } : {}),
        };
      });
    },

    /**
     * The staff member and session a cookie's token stands for, or null: ended, expired, idle for
     * 30 minutes (which ends it) or disabled.
     */
    async authenticate(token: string, now = new Date()): Promise<StaffContext | null> {
      const found = await repository.findSession(sha256(token));
      if (!found) return null;
      const { session, staff } = found;
      const idleSince = now.getTime() - session.lastSeenAt.getTime();
      if (
        staff.status !== 'active' ||
        session.expiresAt <= now ||
        idleSince > staffLimits.idleMinutes * MINUTE_MS
      ) {
        await repository.revokeSession(session.id, now);
        return null;
      }
      if (idleSince > TOUCH_EVERY_MS) await repository.touchSession(session.id, now);
      return { staff, session };
    },

    async signOut(token: string, now = new Date()): Promise<void> {
      const found = await repository.findSession(sha256(token));
      if (found) await repository.revokeSession(found.session.id, now);
    },

    async list(): Promise<StaffList> {
      return { items: (await repository.list()).map(toStaffMember) };
    },

    /**
     * Disables a staff member (signing them out everywhere) or lets them sign in again. The console
     * keeps one active admin; nobody disables themselves.
     */
    async setDisabled(
      actor: AuditActor,
      staffId: string,
      disabled: boolean,
      reason: string,
      now = new Date(),
    ): Promise<StaffMember> {
      if (disabled && staffId === actor.staffId) {
        throw new AppError('CONFLICT', m.cannotDisableSelf);
      }
      return inTransaction(db, async (tx) => {
        const row = await repository.findById(staffId, tx);
        if (!row) throw notFound(m.staffNotFound);
        const status = disabled ? 'disabled' : row.totpConfirmedAt ? 'active' : 'invited';
        if (disabled && row.role === 'admin' && row.status === 'active') {
          if ((await repository.countActiveAdmins(tx)) <= 1) {
            throw new AppError('CONFLICT', m.lastAdmin);
          }
        }
        const updated = (await repository.update(staffId, { status }, tx))!;
        const endedSessions = disabled ? await repository.revokeSessionsOf(staffId, now, tx) : 0;
        await audit.record(
          actor,
          {
            action: disabled ? 'staff.disable' : 'staff.enable',
            recordType: 'staff',
            recordId: staffId,
            reason,
            details: disabled ? { endedSessions } : {},
          },
          tx,
        );
        return toStaffMember(updated);
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
