import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { authModalKindFor, openAuthModalFor } from '@/features/session/auth-modal';

/**
 * Opens the auth modal a failed call's code calls for (verify, renew, upgrade) once per error, and
 * says whether it did, so the page explains itself behind the modal instead of showing the error.
 */
export function useAuthModalFor(
  error: unknown,
  planRequired: 'upgradeToContact' | 'upgradeToPreview',
): boolean {
  const dispatch = useDispatch();
  useEffect(() => {
    if (error) openAuthModalFor(error, dispatch, planRequired);
  }, [error, dispatch, planRequired]);
  return authModalKindFor(error, planRequired) !== null;
}
