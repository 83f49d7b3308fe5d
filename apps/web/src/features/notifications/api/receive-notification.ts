import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { NotificationEvent } from '@trademate/shared/realtime';
import { api, type ApiState } from '@/lib/api';

/** A notification delivered over the socket: the dot's count and an open list refetch to show it. */
export function receiveNotification(
  _event: NotificationEvent,
): ThunkAction<void, ApiState, unknown, UnknownAction> {
  return (dispatch) => {
    dispatch(
      api.util.invalidateTags([
        { type: 'notification', id: 'UNREAD' },
        { type: 'notification', id: 'LIST' },
      ]),
    );
  };
}
