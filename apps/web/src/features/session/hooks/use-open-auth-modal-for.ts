import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { openAuthModalFor } from '../auth-modal';

/**
 * `openAuthModalFor` bound to the store's dispatch, for a shared component that takes a failure
 * handler (`ConfirmModal`'s `explainFailure`): opens the modal a failed call asks for, and says
 * whether it did.
 */
export function useOpenAuthModalFor() {
  const dispatch = useDispatch();
  return useCallback((failure: unknown) => openAuthModalFor(failure, dispatch), [dispatch]);
}
