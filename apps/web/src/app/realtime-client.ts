import {
  realtimeEvents,
  realtimePath,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@trademate/shared/realtime';
import { io, type Socket } from 'socket.io-client';
import { api } from '@/lib/api';
import { realtimeConnectionChanged } from '@/features/session/slice';
import { handleChatMessageEvent, handleNotificationEvent } from './realtime-events';
import type { AppStore } from './store';
import { startUnreadCounts } from './unread-counts';

/**
 * Loaded on demand once someone is signed in, so Socket.IO never weighs on the first load. Opens
 * the user's socket on the same origin (the session cookie authenticates the handshake), keeps the
 * unread counts, and turns server events into store updates. Returns what stops it all.
 */
export function startRealtime(store: AppStore): () => void {
  const counts = startUnreadCounts(store);
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
    path: realtimePath,
    withCredentials: true,
  });
  let hasConnected = false;

  socket.on('connect', () => {
    store.dispatch(realtimeConnectionChanged(true));
    if (hasConnected) {
      // Whatever happened while disconnected arrived as no event: catch up from the server.
      counts.refresh();
      store.dispatch(
        api.util.invalidateTags([
          { type: 'chat', id: 'LIST' },
          { type: 'notification', id: 'LIST' },
        ]),
      );
    }
    hasConnected = true;
  });
  socket.on('disconnect', () => {
    store.dispatch(realtimeConnectionChanged(false));
  });
  socket.on(realtimeEvents.notification, (event) => handleNotificationEvent(store, event));
  socket.on(realtimeEvents.chatMessage, (event) =>
    handleChatMessageEvent(store, event, counts.refresh),
  );

  return () => {
    socket.disconnect();
    counts.stop();
    store.dispatch(realtimeConnectionChanged(false));
  };
}
