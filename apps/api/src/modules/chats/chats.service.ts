import type { Db } from '../../db/client';
import { noRealtime, type RealtimePublisher } from '../../lib/realtime-publisher';
import type { NotificationsService } from '../notifications/notifications.service';
import type { SafetyService } from '../safety/safety.service';
import type { UploadedFilesService } from '../uploads/uploaded-files.service';
import type { UsersService } from '../users/users.service';
import { createChatsConversations } from './chats.conversations';
import { createChatsJobActivity } from './chats.job-activity';
import { createChatsMessages } from './chats.messages';
import { createChatsReadMarks } from './chats.read-marks';
import { createChatsRepository } from './chats.repository';
import { createChatsStaffRemoval } from './chats.staff-removal';

// Other modules' ways to read a message or a file's name as a conversation shows it.
export { previewOf } from './chats.reading';
export { fileNameForReader, maskContactDetails } from './chats.contact-details';
export type { OpenConversationInput } from './chats.conversations';
export type { ChatSender } from './chats.messages';

/** Conversations and messages. Other modules open conversations and post first messages here. */
export function createChatsService({
  db,
  realtime = noRealtime,
  notifications,
  users,
  uploadedFiles,
  safety,
}: {
  db: Db;
  realtime?: RealtimePublisher;
  notifications: NotificationsService;
  users: UsersService;
  uploadedFiles: UploadedFilesService;
  safety: Pick<SafetyService, 'assertNotBlocked' | 'standingBetween'>;
}) {
  const repository = createChatsRepository(db);
  const conversations = createChatsConversations({ db, repository, safety });
  const readMarks = createChatsReadMarks({ db, repository, notifications });
  const { openConversation, listMine, getConversation, countUnread } = conversations;
  return {
    openConversation,
    ...createChatsMessages({
      db,
      realtime,
      repository,
      notifications,
      users,
      uploadedFiles,
      safety,
      conversations,
      readMarks,
    }),
    listMine,
    getConversation,
    countUnread,
    markRead: readMarks.markRead,
    listUnreadForMail: readMarks.listUnreadForMail,
    ...createChatsStaffRemoval({ realtime, repository, notifications }),
    ...createChatsJobActivity({ repository }),
  };
}

export type ChatsService = ReturnType<typeof createChatsService>;
