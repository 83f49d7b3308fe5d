import type { DbOrTx } from '../../db/client';
import type { ChatsRepository } from './chats.repository';

/** What the jobs module reads of the chats: a job's activity and how clients answer (decision 029). */
export function createChatsJobActivity({ repository }: { repository: ChatsRepository }) {
  return {
    /** Of these jobs, those with a chat message after `since` (a job's activity: decision 029). */
    async findJobsWithMessagesAfter(jobIds: string[], since: Date, tx?: DbOrTx) {
      return repository.findJobsWithMessagesAfter(jobIds, since, tx);
    },

    /**
     * How clients answer the professionals who write about their jobs (decision 029): per client,
     * the conversations whose reply window of `windowMs` ended by `now`, how many the client
     * answered within it, on how many jobs, and when the next window ends (null: none open).
     */
    async countJobRepliesOf(clientIds: string[], now: Date, windowMs: number, tx?: DbOrTx) {
      const rows = await repository.countJobRepliesOf(
        clientIds,
        new Date(now.getTime() - windowMs),
        windowMs,
        tx,
      );
      return new Map(
        rows.map(({ firstOpenWindowAt, ...row }) => [
          row.clientId,
          {
            ...row,
            nextWindowEndsAt: firstOpenWindowAt
              ? new Date(firstOpenWindowAt.getTime() + windowMs)
              : null,
          },
        ]),
      );
    },
  };
}
