import type { ServerToClientEvents } from '@trademate/shared/realtime';

export type RealtimeEventName = keyof ServerToClientEvents;
export type RealtimePayload<E extends RealtimeEventName> = Parameters<ServerToClientEvents[E]>[0];

/** Sends an event to every socket of one user, on every instance. */
export interface RealtimePublisher {
  toUser<E extends RealtimeEventName>(userId: string, event: E, payload: RealtimePayload<E>): void;
}

/** For services used without a socket server (scripts, the demo seed, unit tests). */
export const noRealtime: RealtimePublisher = { toUser() {} };
