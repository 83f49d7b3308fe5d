import type { NotificationKind } from '@trademate/shared/constants/notifications';
import type {
  ChatMessageEvent,
  ChatMessageRemovedEvent,
  JobContactedEvent,
  NotificationEvent,
} from '@trademate/shared/realtime';
import { api } from '@/lib/api';
import { paths } from '@/config/paths';
import { receiveChatMessage } from '@/features/chats/api/receive-chat-message';
import { removeChatMessage } from '@/features/chats/api/remove-chat-message';
import { receiveNotification } from '@/features/notifications/api/receive-notification';
import { selectSessionUser } from '@/features/session/slice';
import type { AppStore } from './store';

/** Whether the chat room of this conversation is the page on screen. */
function isRoomOpen(conversationId: string) {
  return window.location.pathname === paths.chat.href(conversationId);
}

/** The notifications about money held on a job: each changes the quote's payments (decision 064). */
const paymentKinds: ReadonlySet<NotificationKind> = new Set([
  'payment_secured',
  'payment_release_due',
  'payment_released',
  'payment_disputed',
]);

/** The notifications about an apprentice's logbook (decision 072). */
const logbookKinds: ReadonlySet<NotificationKind> = new Set([
  'logbook_supervision',
  'logbook_pending',
  'logbook_reviewed',
]);

/**
 * A notification. Being hired shows the contact details in the professional's conversations with
 * that client (decision 026): every loaded conversation is read again. A quote sent, revised,
 * withdrawn or answered, or a variation proposed, withdrawn or answered, changes the quotes on
 * screen, which are read again; an accepted quote is a hire, so an answer reads the
 * conversations again too. A variation answered, or a payment paid, released, disputed or soon
 * due, reads the payments on the quote and the quote on screen again. A logbook's request,
 * answer or end, its waiting entries or their review read the logbook on screen again.
 */
export function handleNotificationEvent(store: AppStore, event: NotificationEvent) {
  store.dispatch(receiveNotification(event));
  const { kind } = event.notification;
  if (kind === 'job_hired') {
    store.dispatch(api.util.invalidateTags(['chat', 'chatMessages']));
  } else if (kind === 'quote_received' || kind === 'variation_proposed') {
    store.dispatch(api.util.invalidateTags(['quote']));
  } else if (kind === 'variation_answered') {
    // An approved variation moves the agreed total, and so what is left to pay.
    store.dispatch(api.util.invalidateTags(['quote', 'jobPayment']));
  } else if (kind === 'quote_answered') {
    store.dispatch(api.util.invalidateTags(['quote', 'chat', 'chatMessages']));
  } else if (paymentKinds.has(kind)) {
    store.dispatch(api.util.invalidateTags(['jobPayment', 'quote']));
  } else if (logbookKinds.has(kind)) {
    store.dispatch(
      api.util.invalidateTags(['logbookSupervision', 'logbookEntry', 'logbookTotals']),
    );
  }
}

/**
 * A message in one of the user's conversations. From someone else with the room closed, the Chats
 * badge changes: the counts are asked for again, since the server decides what counts as unread.
 * An open room marks the message read itself, and that refreshes the counts.
 */
export function handleChatMessageEvent(
  store: AppStore,
  event: ChatMessageEvent,
  refreshUnreadCounts: () => void,
) {
  const me = selectSessionUser(store.getState());
  if (!me) return;
  store.dispatch(receiveChatMessage(event, me._id));
  if (event.message.senderId !== me._id && !isRoomOpen(event.conversationId)) {
    refreshUnreadCounts();
  }
}

/**
 * A professional contacted the client about one of their jobs: the job page (its contacts and
 * interest count) and the My jobs list are asked for again, without a reload.
 */
export function handleJobContactedEvent(store: AppStore, event: JobContactedEvent) {
  store.dispatch(
    api.util.invalidateTags([
      { type: 'job', id: event.jobId },
      { type: 'job', id: 'LIST' },
    ]),
  );
}

/** Staff removed a message of one of the user's conversations (decision 034). */
export function handleChatMessageRemovedEvent(store: AppStore, event: ChatMessageRemovedEvent) {
  store.dispatch(removeChatMessage(event));
}
