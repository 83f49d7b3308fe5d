import { matchPath } from 'react-router';
import { canContactAboutJob } from '@trademate/shared/constants/job-lifecycle';
import { professionalTypes } from '@trademate/shared/constants/user-roles';
import type { Me } from '@trademate/shared/schemas/users';
import { usableFilters } from '@/components/place-filters';
import { paths } from '@/config/paths';
import type { AppDispatch } from '@/app/store';
import { getChatMessagesApi } from '@/features/chats/api/get-chat-messages';
import { getConversationApi } from '@/features/chats/api/get-conversation';
import { getUnreadChatCountApi } from '@/features/chats/api/get-unread-chat-count';
import { getJobHistoryApi } from '@/features/job-requests/api/get-job-history';
import { getJobInvitationsApi } from '@/features/job-requests/api/get-job-invitations';
import { getJobRequestsApi } from '@/features/job-requests/api/get-job-requests';
import { readFeedFilters } from '@/features/job-requests/utils/feed-filters';
import { getJobApi } from '@/features/jobs/api/get-job';
import { getJobSuggestionsApi, jobSuggestionsArgs } from '@/features/jobs/api/get-job-suggestions';
import { getMyJobsApi } from '@/features/jobs/api/get-my-jobs';
import { getNotificationsApi } from '@/features/notifications/api/get-notifications';
import { getUnreadNotificationCountApi } from '@/features/notifications/api/get-unread-notification-count';
import { getJobQuotesApi, quoteSortOf } from '@/features/quotes/api/get-job-quotes';
import { once } from './load-once';

interface LoadContext {
  me: Me;
  /** The address's parameters, as `matchPath` read them from the page's path. */
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
  dispatch: AppDispatch;
}

interface SignedInPage {
  path: string;
  /** Who may open the page, as router.tsx's access rule says: anyone else gets the shell. */
  mayOpen: (me: Me) => boolean;
  /**
   * The page's lazily loaded module, as router.tsx imports it (path from apps/web): the browser
   * preloads its chunks a few at a time as soon as the app's script runs (`lib/preload-chunks.ts`),
   * not from the page's head, where they competed with the styles for the first paint.
   */
  module: string;
  /**
   * Loads what the page's first render asks for, as its components ask (same endpoints, same
   * arguments). A query that fails is left in the store as failed: the page renders its message,
   * and the browser asks again, as it would have asked in the first place.
   */
  load: (context: LoadContext) => Promise<void>;
}

/**
 * Pages a signed-in user lands on that the server renders for them with their data (decisions
 * 046, 088): the page paints before any JavaScript runs, and the browser takes it over from the
 * session and the page's data in its store, asking neither `GET /user/me` nor the page's first
 * requests. The tradie's feed, a chat room, notifications, job history, the client's jobs and a
 * job of theirs with its quotes.
 */
const signedInPages: SignedInPage[] = [
  {
    path: paths.jobRequests.path,
    mayOpen: (me) => (professionalTypes as readonly string[]).includes(me.userType),
    module: 'src/features/job-requests/pages/job-requests-page.tsx',
    load: async ({ me, searchParams, dispatch }) => {
      // As JobRequestsPage reads them: the distance filter only with a suburb to measure from.
      const filters = usableFilters(readFeedFilters(searchParams), Boolean(me.address.postcode));
      await Promise.all([
        dispatch(getJobInvitationsApi.endpoints.getJobInvitations.initiate(undefined, once)),
        dispatch(getJobRequestsApi.endpoints.getJobRequests.initiate(filters, once)),
      ]);
    },
  },
  {
    path: paths.chat.path,
    mayOpen: () => true,
    module: 'src/app/routes/chat-room-route.tsx',
    load: async ({ params, dispatch }) => {
      const conversationId = params.id ?? '';
      const [conversation] = await Promise.all([
        dispatch(getConversationApi.endpoints.getConversation.initiate(conversationId, once)),
        dispatch(getChatMessagesApi.endpoints.getChatMessages.initiate(conversationId, once)),
      ]);
      // The professional's quote on the job, in the room's header (chat-room-route.tsx).
      const header = conversation.data;
      if (header?.job && header.myRole === 'professional') {
        const jobId = header.job._id;
        await dispatch(getJobQuotesApi.endpoints.getJobQuotes.initiate({ jobId }, once));
      }
    },
  },
  {
    path: paths.notifications.path,
    mayOpen: () => true,
    module: 'src/features/notifications/pages/notifications-page.tsx',
    load: async ({ dispatch }) => {
      await dispatch(getNotificationsApi.endpoints.getNotifications.initiate(undefined, once));
    },
  },
  {
    path: paths.jobHistory.path,
    mayOpen: (me) => me.userType === 'tradie',
    module: 'src/features/job-requests/pages/job-history-page.tsx',
    load: async ({ dispatch }) => {
      await dispatch(getJobHistoryApi.endpoints.getJobHistory.initiate(undefined, once));
    },
  },
  {
    path: paths.myJobs.path,
    mayOpen: (me) => me.userType === 'client' && me.userVerified,
    module: 'src/features/jobs/pages/my-jobs-page.tsx',
    load: async ({ dispatch }) => {
      await dispatch(getMyJobsApi.endpoints.getMyJobs.initiate(undefined, once));
    },
  },
  {
    path: paths.myJob.path,
    mayOpen: (me) => me.userType === 'client' && me.userVerified,
    module: 'src/app/routes/my-job-route.tsx',
    load: async ({ params, searchParams, dispatch }) => {
      const jobId = params.id ?? '';
      const [job] = await Promise.all([
        dispatch(getJobApi.endpoints.getJob.initiate(jobId, once)),
        // The comparison of the quotes (my-job-route.tsx), in the order the address asks for.
        dispatch(
          getJobQuotesApi.endpoints.getJobQuotes.initiate(
            { jobId, sort: quoteSortOf(searchParams) },
            once,
          ),
        ),
      ]);
      // Professionals to invite, on an open job (JobSuggestions).
      if (job.data && canContactAboutJob(job.data.status)) {
        const args = jobSuggestionsArgs(job.data);
        await dispatch(getJobSuggestionsApi.endpoints.getJobSuggestions.initiate(args, once));
      }
    },
  },
];

/**
 * The header's unread counts (the user menu's dot and the Chats badge), on every page: drawn from
 * the first paint, and the same counts the notifications list sets as it arrives, so the page the
 * app takes over is the page the server drew.
 */
async function loadHeader(dispatch: AppDispatch) {
  await Promise.all([
    dispatch(
      getUnreadNotificationCountApi.endpoints.getUnreadNotificationCount.initiate(undefined, once),
    ),
    dispatch(getUnreadChatCountApi.endpoints.getUnreadChatCount.initiate(undefined, once)),
  ]);
}

/** The signed-in page at `pathname` whose data the server loads, or null. */
export function matchSignedInPage(pathname: string) {
  for (const page of signedInPages) {
    const match = matchPath(page.path, pathname);
    if (match) {
      return {
        module: page.module,
        mayOpen: page.mayOpen,
        load: async (me: Me, searchParams: URLSearchParams, dispatch: AppDispatch) => {
          await Promise.all([
            loadHeader(dispatch),
            page.load({ me, params: match.params, searchParams, dispatch }),
          ]);
        },
      };
    }
  }
  return null;
}
