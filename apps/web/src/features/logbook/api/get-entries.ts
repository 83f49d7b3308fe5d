import type { LogbookEntryStatus } from '@trademate/shared/constants/logbook';
import type { LogbookEntryPage } from '@trademate/shared/schemas/logbook';
import { api } from '@/lib/api';
import { entriesTag, entryTag } from './logbook-tags';

/** The most entries the API hands out in one page. */
export const ENTRIES_PAGE_MAX = 50;

export interface EntriesArgs {
  from?: string;
  to?: string;
  status?: LogbookEntryStatus;
  apprenticeId?: string;
  limit?: number;
}

/** The query's parameters without the ones left out. */
function paramsOf({ limit = ENTRIES_PAGE_MAX, ...filters }: EntriesArgs) {
  return Object.fromEntries(
    Object.entries({ ...filters, limit }).filter(([, value]) => value !== undefined),
  );
}

export const getEntriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * One page of entries, newest day first (`GET /logbook/entries`): the apprentice's own, or
     * those the professional supervises. A week's days fit in one page.
     */
    getLogbookEntries: build.query<LogbookEntryPage, EntriesArgs>({
      query: (args) => ({ url: '/logbook/entries', params: paramsOf(args) }),
      providesTags: (page) => [
        entriesTag,
        ...(page?.items ?? []).map((entry) => entryTag(entry._id)),
      ],
    }),
    /** Every entry of one kind, page after page, for a list that grows (the supervisor's waiting). */
    getLogbookEntriesPages: build.infiniteQuery<LogbookEntryPage, EntriesArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/logbook/entries',
        params: { ...paramsOf(queryArg), ...(pageParam ? { cursor: pageParam } : {}) },
      }),
      providesTags: [entriesTag],
    }),
  }),
});

export const { useGetLogbookEntriesQuery, useGetLogbookEntriesPagesInfiniteQuery } = getEntriesApi;
