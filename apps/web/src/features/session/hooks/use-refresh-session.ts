import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useLazyGetCurrentUserQuery } from '../api/get-current-user';
import { sessionStarted } from '../slice';

/**
 * Asks the server who is signed in (`GET /user/me`, never decoding a token) and starts the session
 * with the answer, so the header shows what changed. Rejects with the ApiError, a 401 when nobody is
 * signed in.
 */
export function useRefreshSession() {
  const [fetchCurrentUser] = useLazyGetCurrentUserQuery();
  const dispatch = useDispatch();
  return useCallback(async () => {
    const me = await fetchCurrentUser().unwrap();
    dispatch(sessionStarted(me));
    return me;
  }, [fetchCurrentUser, dispatch]);
}
