import { consolePaths } from '@trademate/shared/console-paths';
import { staffLimits, type StaffRole } from '@trademate/shared/constants/staff';
import * as messages from '@trademate/shared/messages';
import type { StaffInvitation, StaffList, StaffMember } from '@trademate/shared/schemas/staff';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound } from '../../lib/app-error';
import type { Sealer } from '../../lib/sealed-secrets';
import type { Tokens } from '../../lib/tokens';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { MailService } from '../mail/mail.service';
import { staffInvitationMail } from './staff.mails';
import { newToken, sha256, toStaffMember } from './staff.records';
import { createStaffRepository, type StaffRow, type StaffSessionRow } from './staff.repository';
import { createStaffSignIn } from './staff.sign-in';

const m = messages.staff;
const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** A session's last-seen time is written at most this often: not on every request. */
const TOUCH_EVERY_MS = MINUTE_MS;

/** The signed-in staff member of a request and their session (the staff guards' answer). */
export interface StaffContext {
  staff: StaffRow;
  session: StaffSessionRow;
}

/**
 * Staff accounts and their sign-in (decision 030): invitations (the first from the command line),
 * a password then an authenticator code (TOTP, set up at the first sign-in, with recovery codes;
 * `staff.sign-in.ts`), and sessions of at most 8 hours that end after 30 idle minutes. Staff are
 * not users: nothing here reads or writes a customer's account or session.
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
  const signIn = createStaffSignIn({ db, repository, tokens, sealer });

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

    ...signIn,

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
