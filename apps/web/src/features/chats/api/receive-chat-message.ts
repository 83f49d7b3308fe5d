import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ChatMessageEvent } from '@trademate/shared/realtime';
import { api, type ApiState } from '@/lib/api';
import { addNewestMessages, getChatMessagesApi } from './get-chat-messages';

/**
 * A message delivered over the socket joins its conversation's cached messages, as a polled one
 * would, so an open room shows it at once; the conversations list refetches for the new preview
 * and order. The event goes to both people, so whose it is comes from the sender, not `isMine`.
 */
export function receiveChatMessage(
  { conversationId, message }: ChatMessageEvent,
  myUserId: string,
): ThunkAction<void, ApiState, unknown, UnknownAction> {
  return (dispatch) => {
    const received = { ...message, isMine: message.senderId === myUserId };
    dispatch(
      getChatMessagesApi.util.updateQueryData('getChatMessages', conversationId, (draft) => {
        addNewestMessages(draft.pages, [received]);
      }),
    );
    dispatch(api.util.invalidateTags([{ type: 'chat', id: 'LIST' }]));
  };
}
