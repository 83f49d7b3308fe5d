import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { sessionStarted } from '@/features/session/slice';
import { useLazyGetMeQuery } from '../api/get-me';

/**
 * Asks the server who is signed in (`GET /user/me`, never decoding a token) and starts the session
 * with the answer. Rejects with the ApiError, a 401 when nobody is signed in.
 */
export function useRefreshSession() {
  const [fetchMe] = useLazyGetMeQuery();
  const dispatch = useDispatch();
  return useCallback(async () => {
    const me = await fetchMe().unwrap();
    dispatch(sessionStarted(me));
    return me;
  }, [fetchMe, dispatch]);
}
