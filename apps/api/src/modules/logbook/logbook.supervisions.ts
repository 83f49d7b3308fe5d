import { isProfessional } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type {
  RequestSupervision,
  Supervision,
  SupervisionList,
} from '@trademate/shared/schemas/logbook';
import type { DbOrTx } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound } from '../../lib/app-error';
import type { LogbookDeps, LogbookPerson } from './logbook.deps';
import { fullName, toSupervision } from './logbook.read-shape';
import type { SupervisionRow } from './logbook.repository';

const m = messages.logbook;

/**
 * An apprentice's links with the professionals who supervise them (decision 072): the apprentice
 * asks, the professional accepts or declines while the request waits, and either ends a request
 * or a link. Each change is a conditional update under the link's lock and tells the other
 * person, in one transaction. To anyone but its two people a link does not exist.
 */
export function createLogbookSupervisions({
  db,
  repository,
  reads,
  notifications,
}: Pick<LogbookDeps, 'db' | 'repository' | 'reads' | 'notifications'>) {
  async function readFor(userId: string, id: string): Promise<Supervision> {
    const row = await reads.readSupervision(id);
    if (
      !row ||
      (row.supervision.apprenticeId !== userId && row.supervision.supervisorId !== userId)
    )
      throw notFound(m.supervisionNotFound);
    return toSupervision(row);
  }

  /** The link locked for `user`'s change, when they are the side named; 404 otherwise. */
  async function lockFor(
    user: LogbookPerson,
    side: 'supervisor' | 'either',
    id: string,
    tx: DbOrTx,
  ): Promise<SupervisionRow> {
    const row = await repository.lockSupervision(id, tx);
    const isSupervisor = row?.supervisorId === user.id;
    const isApprentice = row?.apprenticeId === user.id;
    if (!row || !(isSupervisor || (side === 'either' && isApprentice))) {
      throw notFound(m.supervisionNotFound);
    }
    return row;
  }

  /** The supervisor answers the request waiting for them: accepted or declined, once. */
  async function answer(supervisor: LogbookPerson, id: string, accepted: boolean) {
    await inTransaction(db, async (tx) => {
      const link = await lockFor(supervisor, 'supervisor', id, tx);
      // A block since the request keeps the two apart: the request is gone for the supervisor.
      if (accepted && (await reads.isBlockedWithin(link.id, tx))) {
        throw notFound(m.supervisionNotFound);
      }
      const answered = await repository.updateSupervisionIfStatus(
        link.id,
        ['pending'],
        { status: accepted ? 'active' : 'declined', respondedAt: new Date() },
        tx,
      );
      if (!answered) throw new AppError('CONFLICT', m.supervisionNotPending);
      const name = fullName(supervisor);
      await notifications.notify(
        {
          userId: link.apprenticeId,
          kind: 'logbook_supervision',
          title: accepted ? m.notifySupervisionAccepted(name) : m.notifySupervisionDeclined(name),
          body: accepted ? m.notifyBodies.supervisionAccepted : m.notifyBodies.supervisionDeclined,
          link: paths.logbook.href(),
        },
        tx,
      );
    });
    return readFor(supervisor.id, id);
  }

  return {
    /** The person's links, as apprentice or as supervisor, with the entries waiting on each. */
    async listSupervisions(userId: string): Promise<SupervisionList> {
      const rows = await reads.listSupervisionsOf(userId);
      return { items: rows.map(toSupervision) };
    },

    /** One link, for its two people. */
    getSupervision: readFor,

    /**
     * The apprentice asks a professional (a tradie on either plan, not suspended) to supervise
     * them. Someone a block keeps apart does not exist for them; a pair has one open request or
     * link at a time.
     */
    async requestSupervision(
      apprentice: LogbookPerson,
      input: RequestSupervision,
    ): Promise<Supervision> {
      const id = await inTransaction(db, async (tx) => {
        const candidate = await reads.findSupervisorCandidate(
          apprentice.id,
          input.supervisorId,
          tx,
        );
        if (!candidate || candidate.isSuspended || candidate.isBlocked) {
          throw notFound(m.supervisorNotFound);
        }
        if (!isProfessional(candidate.userType)) {
          throw new AppError('VALIDATION', m.supervisorNotProfessional, [
            { path: 'supervisorId', message: m.supervisorNotProfessional },
          ]);
        }
        const link = await repository.insertSupervision(
          { apprenticeId: apprentice.id, supervisorId: candidate.id },
          tx,
        );
        if (!link) throw new AppError('CONFLICT', m.alreadyLinked);
        await notifications.notify(
          {
            userId: candidate.id,
            kind: 'logbook_supervision',
            title: m.notifySupervisionRequested(fullName(apprentice)),
            body: m.notifyBodies.supervisionRequested,
            link: paths.logbookReview.href(),
          },
          tx,
        );
        return link.id;
      });
      return readFor(apprentice.id, id);
    },

    acceptSupervision: (supervisor: LogbookPerson, id: string) => answer(supervisor, id, true),
    declineSupervision: (supervisor: LogbookPerson, id: string) => answer(supervisor, id, false),

    /**
     * Either side ends a request or a link. The entries made under it stay; the supervisor
     * still reads the ones they were asked to verify, and verifies none any more.
     */
    async endSupervision(user: LogbookPerson, id: string): Promise<Supervision> {
      await inTransaction(db, async (tx) => {
        const link = await lockFor(user, 'either', id, tx);
        const ended = await repository.updateSupervisionIfStatus(
          link.id,
          ['pending', 'active'],
          { status: 'ended', endedAt: new Date(), endedById: user.id },
          tx,
        );
        if (!ended) throw new AppError('CONFLICT', m.supervisionNotActive);
        const toApprentice = user.id === link.supervisorId;
        await notifications.notify(
          {
            userId: toApprentice ? link.apprenticeId : link.supervisorId,
            kind: 'logbook_supervision',
            title: m.notifySupervisionEnded(fullName(user)),
            body: toApprentice
              ? m.notifyBodies.supervisionEndedToApprentice
              : m.notifyBodies.supervisionEndedToSupervisor,
            link: toApprentice ? paths.logbook.href() : paths.logbookReview.href(),
          },
          tx,
        );
      });
      return readFor(user.id, id);
    },
  };
}
