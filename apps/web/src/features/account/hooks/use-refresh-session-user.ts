import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { sessionStarted } from '@/features/session/slice';
import { useLazyGetAccountQuery } from '../api/get-account';

/**
 * Asks the server for the signed-in user again (`GET /user/me`) and restarts the session with the
 * answer, so the header shows what changed. Rejects with the ApiError when the call fails.
 */
export function useRefreshSessionUser() {
  const [fetchAccount] = useLazyGetAccountQuery();
  const dispatch = useDispatch();
  return useCallback(async () => {
    const me = await fetchAccount().unwrap();
    dispatch(sessionStarted(me));
    return me;
  }, [fetchAccount, dispatch]);
}
