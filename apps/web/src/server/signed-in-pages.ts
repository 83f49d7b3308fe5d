import { matchPath } from 'react-router';
import { professionalTypes } from '@trademate/shared/constants/user-roles';
import type { Me } from '@trademate/shared/schemas/users';
import { usableFilters } from '@/components/place-filters';
import { paths } from '@/config/paths';
import type { AppDispatch } from '@/app/store';
import { getJobInvitationsApi } from '@/features/job-requests/api/get-job-invitations';
import { getJobRequestsApi } from '@/features/job-requests/api/get-job-requests';
import { readFeedFilters } from '@/features/job-requests/utils/feed-filters';

interface LoadContext {
  me: Me;
  searchParams: URLSearchParams;
  dispatch: AppDispatch;
}

interface SignedInPage {
  path: string;
  /** Who may open the page, as router.tsx's access rule says: anyone else gets the shell. */
  mayOpen: (me: Me) => boolean;
  /**
   * The page's lazily loaded modules to preload, as router.tsx imports them (paths from apps/web);
   * none for a page whose chunks are large (decision 046, as in public-pages.ts).
   */
  modules: string[];
  /**
   * Loads what the page's first render asks for, as its components ask (same endpoints, same
   * arguments). A query that fails is left in the store as failed: the page renders its message,
   * and the browser asks again, as it would have asked in the first place.
   */
  load: (context: LoadContext) => Promise<void>;
}

// Loaded without a subscription: the entry stays in the store (and goes to the browser) and no
// timer is left to collect it on the server.
const once = { subscribe: false } as const;

/**
 * Pages a signed-in user lands on that the server renders for them with their data (decision
 * 046): the page paints before any JavaScript runs, and the browser takes it over from the
 * session and the page's data in its store, asking neither `GET /user/me` nor the page's first
 * requests.
 */
const signedInPages: SignedInPage[] = [
  {
    path: paths.jobRequests.path,
    mayOpen: (me) => (professionalTypes as readonly string[]).includes(me.userType),
    // Not preloaded: the page's chunks (about 50 KB gzip) fetched beside its styles delay its
    // first paint (Lighthouse's LCP 2.2 to 1.7 s); the app asks for them as it starts.
    modules: [],
    load: async ({ me, searchParams, dispatch }) => {
      // As JobRequestsPage reads them: the distance filter only with a suburb to measure from.
      const filters = usableFilters(readFeedFilters(searchParams), Boolean(me.address.postcode));
      await Promise.all([
        dispatch(getJobInvitationsApi.endpoints.getJobInvitations.initiate(undefined, once)),
        dispatch(getJobRequestsApi.endpoints.getJobRequests.initiate(filters, once)),
      ]);
    },
  },
];

/** The signed-in page at `pathname` whose data the server loads, or null. */
export function matchSignedInPage(pathname: string) {
  for (const page of signedInPages) {
    if (matchPath(page.path, pathname)) {
      return {
        modules: page.modules,
        mayOpen: page.mayOpen,
        load: (me: Me, searchParams: URLSearchParams, dispatch: AppDispatch) =>
          page.load({ me, searchParams, dispatch }),
      };
    }
  }
  return null;
}
