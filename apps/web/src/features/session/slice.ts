import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type UserType = 'client' | 'tradie' | 'freeTradie' | 'apprentice';
export type SubscriptionStatus = 'active' | 'expired' | 'cancelled' | '';

export interface SessionUser {
  _id: string;
  email: string;
  userType: UserType;
  userVerified: boolean;
  firstName: string;
  lastName: string;
  avatar: string | null;
  subscriptionStatus: SubscriptionStatus;
}

export interface SessionState {
  user: SessionUser | null;
  unreadNotifications: number;
  unreadChats: number;
}

const initialState: SessionState = { user: null, unreadNotifications: 0, unreadChats: 0 };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
    },
    sessionCleared() {
      return initialState;
    },
  },
  selectors: {
    selectSessionUser: (state) => state.user,
    selectUserType: (state) => state.user?.userType ?? null,
    selectUnreadNotifications: (state) => state.unreadNotifications,
    selectUnreadChats: (state) => state.unreadChats,
  },
});

export const { sessionStarted, sessionCleared } = sessionSlice.actions;
export const { selectSessionUser, selectUserType, selectUnreadNotifications, selectUnreadChats } =
  sessionSlice.selectors;
