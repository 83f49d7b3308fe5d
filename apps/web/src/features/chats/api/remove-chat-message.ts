import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import * as messages from '@trademate/shared/messages';
import type { ChatMessageRemovedEvent } from '@trademate/shared/realtime';
import { api, type ApiState } from '@/lib/api';
import { getChatMessagesApi } from './get-chat-messages';

/**
 * TradeMate's staff removed a message (decision 034): an open room shows the removal notice in
 * its place at once, and the conversations list refetches for its preview.
 */
export function removeChatMessage({
  conversationId,
  messageId,
}: ChatMessageRemovedEvent): ThunkAction<void, ApiState, unknown, UnknownAction> {
  return (dispatch) => {
    dispatch(
      getChatMessagesApi.util.updateQueryData('getChatMessages', conversationId, (draft) => {
        for (const page of draft.pages) {
          for (const item of page.items) {
            if (item._id !== messageId) continue;
            item.body = messages.chats.removedByStaff;
            item.detailsHidden = false;
            item.isRemoved = true;
            delete item.attachment;
          }
        }
      }),
    );
    dispatch(api.util.invalidateTags([{ type: 'chat', id: 'LIST' }]));
  };
}
