import {
  realtimeEvents,
  realtimePath,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@trademate/shared/realtime';
import { io, type Socket } from 'socket.io-client';
import { api } from '@/lib/api';
import { realtimeConnectionChanged } from '@/features/session/slice';
import {
  handleChatMessageEvent,
  handleChatMessageRemovedEvent,
  handleJobContactedEvent,
  handleNotificationEvent,
} from './realtime-events';
import type { AppStore } from './store';

/**
 * Loaded on demand once someone is signed in, so Socket.IO never weighs on the first load. Opens
 * the user's socket on the same origin (the session cookie authenticates the handshake) and turns
 * server events into store updates: cached data changes, or its tags are invalidated so that what
 * is on screen (the unread counts among it) is asked for again. Returns what stops it.
 */
export function startRealtime(store: AppStore): () => void {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
    path: realtimePath,
    withCredentials: true,
  });
  const refreshUnreadCounts = () =>
    store.dispatch(
      api.util.invalidateTags([
        { type: 'chat', id: 'UNREAD' },
        { type: 'notification', id: 'UNREAD' },
      ]),
    );
  socket.on('connect', () => {
    store.dispatch(realtimeConnectionChanged(true));
    // Whatever happened before this connection (the page was shown before the socket opened, or
    // it was disconnected) arrived as no event: catch up from the server.
    refreshUnreadCounts();
    store.dispatch(
      api.util.invalidateTags([
        { type: 'chat', id: 'LIST' },
        { type: 'notification', id: 'LIST' },
      ]),
    );
  });
  socket.on('disconnect', () => {
    store.dispatch(realtimeConnectionChanged(false));
  });
  socket.on(realtimeEvents.notification, (event) => handleNotificationEvent(store, event));
  socket.on(realtimeEvents.chatMessage, (event) =>
    handleChatMessageEvent(store, event, refreshUnreadCounts),
  );
  socket.on(realtimeEvents.chatMessageRemoved, (event) =>
    handleChatMessageRemovedEvent(store, event),
  );
  socket.on(realtimeEvents.jobContacted, (event) => handleJobContactedEvent(store, event));

  return () => {
    socket.disconnect();
    store.dispatch(realtimeConnectionChanged(false));
  };
}
