import { matchPath } from 'react-router';
import { isAppPage } from '@trademate/shared/app-pages';
import { isId } from '@trademate/shared/ids';
import { paths } from '@/config/paths';
import type { AppDispatch } from '@/app/store';
import { getBlogPostApi } from '@/features/blog/api/get-blog-post';
import { blogListQuery, getBlogPostsApi } from '@/features/blog/api/get-blog-posts';
import { getServiceOverviewApi } from '@/features/services/api/get-service-overview';
import { getServicesApi, servicesPageQuery } from '@/features/services/api/get-services';
import { popularServicesPathForHome } from '@/features/services/components/popular-services';
import type { ApiError } from '@/lib/api';
import { readPage } from '@/lib/use-page-param';
import { once } from './load-once';

/**
 * What loading a page's data found: the page renders (`ok`), renders its own not-found message
 * with a 404 (`notFound`), moves (`redirect`), or is left to the browser (`shell`) because the
 * API could not answer: the app then loads it, and retries, as for any page.
 */
export type PageData =
  | { kind: 'ok' }
  | { kind: 'notFound' }
  | { kind: 'redirect'; location: string }
  | { kind: 'shell' };

/** A query's outcome, as RTK Query's `initiate` gives it (the store keeps the entry). */
export type QueryOutcome = { error?: unknown };

/** How a page loads its data on the server: the ways its components read it in the browser. */
export interface PageLoaders {
  /** Runs RTK Query thunks: their entries go to the browser in the store's state. */
  dispatch: AppDispatch;
  /**
   * A GET of an API path (`/service?popular=true&limit=8`) for a component that reads its data
   * without RTK Query: the answer's `data` goes to the browser under that path
   * (`lib/preloaded-data.tsx`, decision 046).
   */
  fetchData: (apiPath: string) => Promise<QueryOutcome>;
}

interface LoadContext extends PageLoaders {
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
}

function statusOf(outcome: QueryOutcome): ApiError['status'] | undefined {
  return (outcome.error as ApiError | undefined)?.status;
}

/** Every query answered, or one the page shows as its not-found message, or one that failed. */
function judge(outcomes: QueryOutcome[], notFoundStatuses: readonly number[] = [404]): PageData {
  for (const outcome of outcomes) {
    const status = statusOf(outcome);
    if (status === undefined) continue;
    return typeof status === 'number' && notFoundStatuses.includes(status)
      ? { kind: 'notFound' }
      : { kind: 'shell' };
  }
  return { kind: 'ok' };
}

interface PublicPage {
  path: string;
  /**
   * The page's lazily loaded modules, as router.tsx imports them (paths from apps/web): their
   * chunks are preloaded with the page, so the app takes it over sooner. Not for a page whose
   * chunks are large: fetched beside the page's styles, they delay its first paint (decision 046).
   */
  modules: string[];
  load: (context: LoadContext) => Promise<PageData>;
}

/**
 * The public pages the server renders for visitors who are not signed in (the performance issue:
 * indexed, painted before any JavaScript), each with the queries its components make, so they
 * render with their data and the browser's first render finds it in the store.
 */
const publicPages: PublicPage[] = [
  {
    path: paths.home.path,
    // Not preloaded, nor the blog list: Lighthouse counted their chunks against the first paint
    // (LCP about 1.8 s to 1.7 s here, 1.9 s to 1.5 s on the blog; decision 050).
    modules: [],
    // Read with fetch, not RTK Query: the home route carries no RTK Query (decision 046).
    load: async ({ fetchData }) => judge([await fetchData(popularServicesPathForHome)]),
  },
  {
    path: paths.services.path,
    // Not preloaded, nor a service's page: their chunks (RTK Query's 22 KB gzip among them)
    // counted against the first paint, Lighthouse's LCP 2.1 s to 1.5-1.7 s (decision 048).
    modules: [],
    load: async ({ searchParams, dispatch }) => {
      const query = servicesPageQuery(
        searchParams.get('search') ?? '',
        readPage(searchParams.get('page')),
      );
      return judge([await dispatch(getServicesApi.endpoints.getServices.initiate(query, once))]);
    },
  },
  {
    path: paths.serviceDetail.path,
    modules: [],
    load: async ({ params, dispatch }) => {
      const id = params.id ?? '';
      // The page answers a malformed id itself, without asking.
      if (!isId(id)) return { kind: 'notFound' };
      const outcome = await dispatch(
        getServiceOverviewApi.endpoints.getServiceOverview.initiate(id, once),
      );
      // A service merged into another answers with that one (decision 037): its address moves.
      const mergedInto = outcome.data?.service._id;
      if (mergedInto && mergedInto !== id) {
        return { kind: 'redirect', location: paths.serviceDetail.href(mergedInto) };
      }
      return judge([outcome]);
    },
  },
  {
    path: paths.blogs.path,
    // Not preloaded, as the home page.
    modules: [],
    load: async ({ searchParams, dispatch }) => {
      const query = blogListQuery(readPage(searchParams.get('page')));
      return judge([await dispatch(getBlogPostsApi.endpoints.getBlogPosts.initiate(query, once))]);
    },
  },
  {
    path: paths.blogPost.path,
    modules: ['src/features/blog/pages/blog-post-page.tsx'],
    load: async ({ params, dispatch }) =>
      // A malformed address (400) can never name an article: the page reads it as not found too.
      judge(
        [await dispatch(getBlogPostApi.endpoints.getBlogPost.initiate(params.id ?? '', once))],
        [400, 404],
      ),
  },
  {
    path: paths.contactUs.path,
    modules: ['src/features/info/pages/contact-us-page.tsx'],
    load: async () => ({ kind: 'ok' }),
  },
  {
    path: paths.termsOfUse.path,
    modules: ['src/features/info/pages/terms-of-use-page.tsx'],
    load: async () => ({ kind: 'ok' }),
  },
  {
    path: paths.privacyPolicy.path,
    modules: ['src/features/info/pages/privacy-policy-page.tsx'],
    load: async () => ({ kind: 'ok' }),
  },
  // A mail's unsubscribe links (decision 058): the page and its one button arrive rendered, and
  // the button is a form that works before the app has taken the page over, or without it.
  {
    path: paths.unsubscribe.path,
    modules: [],
    load: async () => ({ kind: 'ok' }),
  },
  {
    path: paths.newsletterUnsubscribe.path,
    modules: [],
    load: async () => ({ kind: 'ok' }),
  },
  // Signing in and joining: no data, and a visitor without a session is the only one who sees
  // them (a signed-in one is sent home by the page, in the browser, as before). Decision 046.
  {
    path: paths.login.path,
    // Not preloaded: the form's chunks (zod and the schemas, about 85 KB gzip) would be fetched
    // beside the page's styles and delay its first paint (Lighthouse's LCP 2.5 to 1.6 s); the app
    // asks for them as it starts, and the form waits for the app anyway.
    modules: [],
    load: async () => ({ kind: 'ok' }),
  },
  {
    path: paths.signup.path,
    modules: ['src/features/auth/pages/signup-choice-page.tsx'],
    load: async () => ({ kind: 'ok' }),
  },
];

/**
 * An address no page of the app has (decision 058): the app's not-found page with a 404. Not
 * under `/admin`, whose addresses the console answers itself (the server never renders it).
 */
const unknownPage: PublicPage = {
  path: '*',
  modules: ['src/features/errors/pages/not-found-page.tsx'],
  load: async () => ({ kind: 'notFound' }),
};

/** The public page at `pathname`, or null for a page the server leaves alone. */
export function matchPublicPage(pathname: string) {
  for (const page of publicPages) {
    const match = matchPath(page.path, pathname);
    if (match) {
      return {
        modules: page.modules,
        load: (searchParams: URLSearchParams, loaders: PageLoaders) =>
          page.load({ params: match.params, searchParams, ...loaders }),
      };
    }
  }
  if (!isAppPage(pathname) && !/^\/admin(\/|$)/i.test(pathname)) {
    return {
      modules: unknownPage.modules,
      load: (searchParams: URLSearchParams, loaders: PageLoaders) =>
        unknownPage.load({ params: {}, searchParams, ...loaders }),
    };
  }
  return null;
}
