import {
  reportLimits,
  type BlockStanding,
  type ModerationAction,
  type ReportSubject,
} from '@trademate/shared/constants/safety';
import * as messages from '@trademate/shared/messages';
import type { BlockList, Report, ReportInput } from '@trademate/shared/schemas/safety';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { createSafetyRepository, type ReportedSubject, type ReportRow } from './safety.repository';

export { blockedBetween, peopleBlockedWith } from './blocked-between';
export type { ReportRow } from './safety.repository';

function toReport(row: ReportRow): Report {
  return {
    _id: row.id,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    reason: row.reason,
    note: row.note,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

function cannotReportOwn(): AppError {
  return new AppError('VALIDATION', messages.safety.cannotReportOwn, [
    { path: 'subjectId', message: messages.safety.cannotReportOwn },
  ]);
}

/**
 * Reports and blocks (decision 027). A report keeps what was reported as it read then, for the
 * operator console; a block keeps two people apart in every module that brings people together
 * (chats, invitations, the job requests feed, new-job alerts), through `blockedBetween` in their
 * queries or `standingBetween` before a write.
 */
export function createSafetyService({ db }: { db: Db }) {
  const repository = createSafetyRepository(db);

  /** What is reported, if the reporter can see it; 404 when it does not exist for them. */
  async function findSubject(reporterId: string, input: ReportInput): Promise<ReportedSubject> {
    let subject: ReportedSubject | undefined;
    switch (input.subjectType) {
      case 'user': {
        const user = await repository.findUser(input.subjectId);
        subject = user && {
          ownerId: user.id,
          excerpt: `${user.firstName} ${user.lastName} (${user.userType})${user.bio ? `\n\n${user.bio}` : ''}`,
        };
        break;
      }
      case 'job':
        subject = await repository.findJob(input.subjectId);
        break;
      case 'message':
        subject = await repository.findMessageFor(input.subjectId, reporterId);
        break;
      case 'review':
        subject = await repository.findReview(input.subjectId);
        break;
    }
    if (!subject) throw notFound(messages.safety.subjectNotFound);
    if (subject.ownerId === reporterId) throw cannotReportOwn();
    return subject;
  }

  return {
    /**
     * Files a report for the operator console. A person reports a thing once: a second report of
     * it is refused with 409 and changes nothing.
     */
    async report(reporterId: string, input: ReportInput): Promise<Report> {
      const subject = await findSubject(reporterId, input);
      const row = await repository.insertReport({
        reporterId,
        subjectType: input.subjectType,
        subjectId: input.subjectId,
        subjectUserId: subject.ownerId,
        excerpt: subject.excerpt.slice(0, reportLimits.excerptMaxLength),
        reason: input.reason,
        note: input.note,
      });
      if (!row) throw new AppError('CONFLICT', messages.safety.alreadyReported);
      return toReport(row);
    },

    /**
     * Closes every open report about a thing with staff's outcome, in the caller's transaction
     * (decision 034); 409 when none is open any more.
     */
    async resolveOpenReports(
      subject: { subjectType: ReportSubject; subjectId: string },
      outcome: ModerationAction,
      tx: DbOrTx,
      { noneIsConflict = true }: { noneIsConflict?: boolean } = {},
    ): Promise<ReportRow[]> {
      const rows = await repository.resolveOpenReports(subject, outcome, new Date(), tx);
      if (rows.length === 0 && noneIsConflict) {
        throw new AppError('CONFLICT', messages.moderation.alreadyClosed);
      }
      return rows;
    },

    /** Blocks someone; blocking them again changes nothing. `created` says whether it is new. */
    async block(blockerId: string, blockedId: string): Promise<{ created: boolean; name: string }> {
      if (blockerId === blockedId) {
        throw new AppError('VALIDATION', messages.safety.cannotBlockSelf, [
          { path: 'userId', message: messages.safety.cannotBlockSelf },
        ]);
      }
      const person = await repository.findUser(blockedId);
      if (!person) throw notFound(messages.safety.personNotFound);
      const created = await repository.insertBlock(blockerId, blockedId);
      return { created, name: person.firstName };
    },

    /** Lifts the signed-in person's block of someone; 404 when there is none. */
    async unblock(blockerId: string, blockedId: string): Promise<{ name: string }> {
      const person = await repository.findUser(blockedId);
      const lifted = await repository.deleteBlock(blockerId, blockedId);
      if (!lifted || !person) throw notFound(messages.safety.notBlocked);
      return { name: person.firstName };
    },

    async listBlocked(blockerId: string): Promise<BlockList> {
      const rows = await repository.listBlocked(blockerId);
      return {
        items: rows.map((row) => ({
          _id: row.id,
          firstName: row.firstName,
          lastName: row.lastName,
          userType: row.userType,
          avatar: row.avatarPath,
          blockedAt: row.blockedAt.toISOString(),
        })),
      };
    },

    /** Who blocked whom between `viewerId` and `otherId`, seen from the viewer. */
    standingBetween(viewerId: string, otherId: string, tx?: DbOrTx): Promise<BlockStanding | null> {
      return repository.findStanding(viewerId, otherId, tx);
    },

    /**
     * Refuses a message or invitation between two people a block keeps apart, with the message the
     * sender can act on: their own block, or the other person's.
     */
    async assertNotBlocked(
      senderId: string,
      recipientId: string,
      refusals: { byMe: string; byThem: string },
      tx?: DbOrTx,
    ): Promise<void> {
      const standing = await repository.findStanding(senderId, recipientId, tx);
      if (standing) throw new AppError('FORBIDDEN', refusals[standing]);
    },
  };
}

export type SafetyService = ReturnType<typeof createSafetyService>;
