import type { Me } from '@trademate/shared/schemas/users';
import type { ApiDispatch } from '@/lib/api';
import { sessionStarted } from '../slice';
import { getCurrentUserApi } from './get-current-user';

/**
 * What useRefreshSession does, outside a component: asks `GET /user/me` afresh and starts the
 * session with the answer; rejects with the ApiError. The session gate loads it on demand, so a
 * signed-out first load carries no RTK Query (docs/decisions/042).
 */
export async function refreshSession(dispatch: ApiDispatch): Promise<Me> {
  const me = await dispatch(
    getCurrentUserApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true }),
  ).unwrap();
  dispatch(sessionStarted(me));
  return me;
}
