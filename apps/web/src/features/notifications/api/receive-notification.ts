import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { NotificationEvent } from '@trademate/shared/realtime';
import { unreadNotificationAdded } from '@/features/session/slice';
import { api, type ApiState } from '@/lib/api';

/** A notification delivered over the socket: the dot shows, and an open list refetches to show it. */
export function receiveNotification(
  _event: NotificationEvent,
): ThunkAction<void, ApiState, unknown, UnknownAction> {
  return (dispatch) => {
    dispatch(unreadNotificationAdded());
    dispatch(api.util.invalidateTags([{ type: 'notification', id: 'LIST' }]));
  };
}
