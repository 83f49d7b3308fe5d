import type { UnknownAction } from 'redux';
import type { SubscriptionStatus } from '@trademate/shared/constants/accounts';
import type { UserType } from '@trademate/shared/constants/users';
import type { Me } from '@trademate/shared/schemas/users';

export type { SubscriptionStatus, UserType };

/** What the shell, the guards and the modals need to know about the signed-in user. */
export type SessionUser = Pick<
  Me,
  | '_id'
  | 'email'
  | 'userType'
  | 'userVerified'
  | 'firstName'
  | 'lastName'
  | 'avatar'
  | 'subscriptionStatus'
>;

export interface SessionState {
  user: SessionUser | null;
  /** Set by a deliberate sign-out, so a guarded page sends the visitor home, not to sign in. */
  hasSignedOut?: boolean;
  /** The real-time socket is connected: events arrive as they happen, so nothing needs polling. */
  isRealtimeConnected?: boolean;
}

const initialState: SessionState = { user: null };

// A plain reducer rather than Redux Toolkit's createSlice: the session is in the first load, which
// carries no Redux Toolkit (lib/store-slots.ts, decision 046).

/** Takes `GET /user/me`'s answer (or any SessionUser) and keeps only what the session needs. */
export function sessionStarted(user: SessionUser) {
  const { _id, email, userType, userVerified, firstName, lastName, avatar, subscriptionStatus } =
    user;
  return {
    type: 'session/sessionStarted',
    payload: {
      _id,
      email,
      userType,
      userVerified,
      firstName,
      lastName,
      avatar,
      subscriptionStatus,
    } satisfies SessionUser,
  } as const;
}
sessionStarted.type = 'session/sessionStarted' as const;

export function sessionCleared() {
  return { type: sessionCleared.type };
}
sessionCleared.type = 'session/sessionCleared' as const;

export function signedOut() {
  return { type: signedOut.type };
}
signedOut.type = 'session/signedOut' as const;

export function realtimeConnectionChanged(isConnected: boolean) {
  return { type: realtimeConnectionChanged.type, payload: isConnected };
}
realtimeConnectionChanged.type = 'session/realtimeConnectionChanged' as const;

export function sessionReducer(
  state: SessionState = initialState,
  action: UnknownAction,
): SessionState {
  switch (action.type) {
    case sessionStarted.type:
      return {
        ...state,
        user: (action as ReturnType<typeof sessionStarted>).payload,
        hasSignedOut: false,
      };
    case sessionCleared.type:
      return initialState;
    case signedOut.type:
      return { ...initialState, hasSignedOut: true };
    case realtimeConnectionChanged.type:
      return {
        ...state,
        isRealtimeConnected: (action as ReturnType<typeof realtimeConnectionChanged>).payload,
      };
    default:
      return state;
  }
}

interface WithSession {
  session: SessionState;
}

export const selectSessionUser = (state: WithSession) => state.session.user;
export const selectUserType = (state: WithSession) => state.session.user?.userType ?? null;
export const selectHasSignedOut = (state: WithSession) => state.session.hasSignedOut === true;
export const selectIsRealtimeConnected = (state: WithSession) =>
  state.session.isRealtimeConnected === true;
