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
  unreadNotifications: number;
  unreadChats: number;
  /** Set by a deliberate sign-out, so a guarded page sends the visitor home, not to sign in. */
  hasSignedOut?: boolean;
  /** Bumped when a page knows the unread counts changed (a chat read): the shell fetches them. */
  unreadCountsVersion?: number;
  /** The real-time socket is connected: events arrive as they happen, so nothing needs polling. */
  isRealtimeConnected?: boolean;
}

const initialState: SessionState = { user: null, unreadNotifications: 0, unreadChats: 0 };

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
    /** The unread counts the server gave, either or both. */
    unreadCountsLoaded(state, action: PayloadAction<{ notifications?: number; chats?: number }>) {
      const { notifications, chats } = action.payload;
      if (notifications !== undefined) state.unreadNotifications = notifications;
      if (chats !== undefined) state.unreadChats = chats;
    },
    /** Something changed the unread counts: the shell asks the server again. */
    unreadCountsStale(state) {
      state.unreadCountsVersion = (state.unreadCountsVersion ?? 0) + 1;
    },
    /** A notification just arrived: the dot shows without asking the server. */
    unreadNotificationAdded(state) {
      state.unreadNotifications += 1;
    },
    realtimeConnectionChanged(state, action: PayloadAction<boolean>) {
      state.isRealtimeConnected = action.payload;
    },
  },
  selectors: {
    selectSessionUser: (state) => state.user,
    selectUserType: (state) => state.user?.userType ?? null,
    selectUnreadNotifications: (state) => state.unreadNotifications,
    selectUnreadChats: (state) => state.unreadChats,
    selectHasSignedOut: (state) => state.hasSignedOut === true,
    selectUnreadCountsVersion: (state) => state.unreadCountsVersion ?? 0,
    selectIsRealtimeConnected: (state) => state.isRealtimeConnected === true,
  },
});

export const {
  sessionStarted,
  sessionCleared,
  signedOut,
  unreadCountsLoaded,
  unreadCountsStale,
  unreadNotificationAdded,
  realtimeConnectionChanged,
} = sessionSlice.actions;
export const {
  selectSessionUser,
  selectUserType,
  selectUnreadNotifications,
  selectUnreadChats,
  selectHasSignedOut,
  selectUnreadCountsVersion,
  selectIsRealtimeConnected,
} = sessionSlice.selectors;
