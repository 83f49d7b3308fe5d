import { createSlice, type Dispatch, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorCode } from '@trademate/shared/errors';
import { sessionCleared } from './slice';

/** Spec section 4: the modals that explain why an action or a page is blocked. */
export type AuthModalKind =
  'verify' | 'subscriptionExpired' | 'upgradeToContact' | 'upgradeToPreview';

export const authModalSlice = createSlice({
  name: 'authModal',
  initialState: { kind: null as AuthModalKind | null },
  reducers: {
    authModalOpened(state, action: PayloadAction<AuthModalKind>) {
      state.kind = action.payload;
    },
    authModalClosed(state) {
      state.kind = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, (state) => {
      state.kind = null;
    });
  },
  selectors: {
    selectAuthModal: (state) => state.kind,
  },
});

export const { authModalOpened, authModalClosed } = authModalSlice.actions;
export const { selectAuthModal } = authModalSlice.selectors;

/**
 * The modal an API error calls for, if any. Switches on the error's code, never its text. A plan is
 * required both to contact a client and to preview job requests: the caller says which it was.
 */
export function authModalKindFor(
  error: unknown,
  planRequired: 'upgradeToContact' | 'upgradeToPreview' = 'upgradeToContact',
): AuthModalKind | null {
  const code = (error as { code?: ErrorCode } | null)?.code;
  if (code === 'NOT_VERIFIED') return 'verify';
  if (code === 'SUBSCRIPTION_EXPIRED') return 'subscriptionExpired';
  if (code === 'PLAN_REQUIRED') return planRequired;
  return null;
}

/**
 * For any feature's failed call: opens the auth modal the error calls for and says whether it did,
 * so the caller shows its own message only when no modal explains the failure.
 *
 *   catch (error) { if (!openAuthModalFor(error, dispatch)) setMessage((error as ApiError).message) }
 */
export function openAuthModalFor(
  error: unknown,
  dispatch: Dispatch,
  planRequired?: 'upgradeToContact' | 'upgradeToPreview',
): boolean {
  const kind = authModalKindFor(error, planRequired);
  if (kind) dispatch(authModalOpened(kind));
  return kind !== null;
}
