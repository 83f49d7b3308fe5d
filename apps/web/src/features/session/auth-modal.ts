import type { Dispatch, UnknownAction } from 'redux';
import type { ErrorCode } from '@trademate/shared/errors';
import { sessionCleared } from './slice';

/** Spec section 4: the modals that explain why an action or a page is blocked. */
export type AuthModalKind =
  'verify' | 'subscriptionExpired' | 'upgradeToContact' | 'upgradeToPreview';

export interface AuthModalState {
  kind: AuthModalKind | null;
}

// A plain reducer rather than Redux Toolkit's createSlice: it is in the first load, which carries
// no Redux Toolkit (lib/store-slots.ts, decision 046).

export function authModalOpened(kind: AuthModalKind) {
  return { type: authModalOpened.type, payload: kind };
}
authModalOpened.type = 'authModal/authModalOpened' as const;

export function authModalClosed() {
  return { type: authModalClosed.type };
}
authModalClosed.type = 'authModal/authModalClosed' as const;

export function authModalReducer(
  state: AuthModalState = { kind: null },
  action: UnknownAction,
): AuthModalState {
  switch (action.type) {
    case authModalOpened.type:
      return { kind: (action as ReturnType<typeof authModalOpened>).payload };
    case authModalClosed.type:
    case sessionCleared.type:
      return state.kind === null ? state : { kind: null };
    default:
      return state;
  }
}

export const selectAuthModal = (state: { authModal: AuthModalState }) => state.authModal.kind;

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
