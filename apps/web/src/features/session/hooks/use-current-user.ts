import { timings } from '@trademate/shared/constants/timings';
import { useGetCurrentUserQuery } from '../api/get-current-user';

/**
 * The signed-in user's whole account, for a page that shows or uses it. The session loads it at
 * sign-in; a page opened when that copy is older than the API cache's lifetime asks for it again,
 * as for any other data.
 */
export function useCurrentUser() {
  return useGetCurrentUserQuery(undefined, {
    refetchOnMountOrArgChange: timings.cacheLifetimeSeconds,
  });
}
