import type { Conversation } from '@trademate/shared/schemas/chats';
import { paths } from '@/config/paths';

/** Where the job of a conversation opens for this user: their own job, or their job history. */
export function jobLinkOf(conversation: Pick<Conversation, 'job' | 'myRole'>): string | null {
  if (!conversation.job) return null;
  return conversation.myRole === 'client'
    ? paths.myJob.href(conversation.job._id)
    : paths.jobHistoryEntry.href(conversation.job._id);
}
