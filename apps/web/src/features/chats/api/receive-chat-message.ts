import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ChatMessageEvent } from '@trademate/shared/realtime';
import { api, type ApiState } from '@/lib/api';
import { addNewestMessages, getChatMessagesApi } from './get-chat-messages';

/**
 * A message delivered over the socket joins its conversation's cached messages, as a polled one
 * would, so an open room shows it at once; the conversations list refetches for the new preview
 * and order. The event goes to both people, so whose it is comes from the sender, not `isMine`.
 * When the conversation no longer hides contact details (a reply in a direct conversation) while
 * cached messages still do, the room reads its messages and header again.
 */
export function receiveChatMessage(
  { conversationId, message, contactsHidden }: ChatMessageEvent,
  myUserId: string,
): ThunkAction<void, ApiState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const received = { ...message, isMine: message.senderId === myUserId };
    dispatch(
      getChatMessagesApi.util.updateQueryData('getChatMessages', conversationId, (draft) => {
        addNewestMessages(draft.pages, [received]);
      }),
    );
    const cached =
      getChatMessagesApi.endpoints.getChatMessages.select(conversationId)(getState()).data;
    const isStale =
      !contactsHidden &&
      cached?.pages.some((page) => page.items.some((item) => item.detailsHidden));
    dispatch(
      api.util.invalidateTags([
        { type: 'chat', id: 'LIST' },
        ...(isStale
          ? [
              { type: 'chatMessages' as const, id: conversationId },
              { type: 'chat' as const, id: conversationId },
            ]
          : []),
      ]),
    );
  };
}
