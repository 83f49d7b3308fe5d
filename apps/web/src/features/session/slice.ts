import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** Takes `GET /user/me`'s answer (or any SessionUser) and keeps only what the session needs. */
    sessionStarted: {
      reducer(state, action: PayloadAction<SessionUser>) {
        state.user = action.payload;
        state.hasSignedOut = false;
      },
      prepare: (user: SessionUser) => {
        const {
          _id,
          email,
          userType,
          userVerified,
          firstName,
          lastName,
          avatar,
          subscriptionStatus,
        } = user;
        return {
          payload: {
            _id,
            email,
            userType,
            userVerified,
            firstName,
            lastName,
            avatar,
            subscriptionStatus,
          },
        };
      },
    },
    sessionCleared() {
      return initialState;
    },
    signedOut() {
      return { ...initialState, hasSignedOut: true };
    },
    realtimeConnectionChanged(state, action: PayloadAction<boolean>) {
      state.isRealtimeConnected = action.payload;
    },
  },
  selectors: {
    selectSessionUser: (state) => state.user,
    selectUserType: (state) => state.user?.userType ?? null,
    selectHasSignedOut: (state) => state.hasSignedOut === true,
    selectIsRealtimeConnected: (state) => state.isRealtimeConnected === true,
  },
});

export const { sessionStarted, sessionCleared, signedOut, realtimeConnectionChanged } =
  sessionSlice.actions;
export const { selectSessionUser, selectUserType, selectHasSignedOut, selectIsRealtimeConnected } =
  sessionSlice.selectors;
