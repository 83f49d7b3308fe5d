import type {
  NewsletterIssue,
  NewsletterIssueInput,
  NewsletterOverview,
} from '@trademate/shared/schemas/newsletter-admin';
import { api } from '@/lib/api';

const changed = [
  { type: 'staff' as const, id: 'NEWSLETTER' },
  { type: 'staff' as const, id: 'AUDIT' },
];

const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNewsletterOverview: build.query<NewsletterOverview, void>({
      query: () => '/admin/newsletter',
      providesTags: [{ type: 'staff', id: 'NEWSLETTER' }],
    }),
    getNewsletterIssue: build.query<NewsletterIssue, string>({
      query: (id) => `/admin/newsletter/issues/${id}`,
      providesTags: [{ type: 'staff', id: 'NEWSLETTER' }],
    }),
    createNewsletterIssue: build.mutation<NewsletterIssue, NewsletterIssueInput>({
      query: (body) => ({ url: '/admin/newsletter/issues', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : changed),
    }),
    updateNewsletterIssue: build.mutation<NewsletterIssue, NewsletterIssueInput & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `/admin/newsletter/issues/${id}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, error) => (error ? [] : changed),
    }),
    sendNewsletterTest: build.mutation<{ to: string }, string>({
      query: (id) => ({ url: `/admin/newsletter/issues/${id}/test`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'staff', id: 'AUDIT' }]),
    }),
    sendNewsletterIssue: build.mutation<NewsletterIssue, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/admin/newsletter/issues/${id}/send`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (_result, error) => (error ? [] : changed),
    }),
    askEarlierSubscribersToConfirm: build.mutation<{ asked: number }, { reason: string }>({
      query: (body) => ({
        url: '/admin/newsletter/subscribers/ask-to-confirm',
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, error) => (error ? [] : changed),
    }),
  }),
});

export const {
  useGetNewsletterOverviewQuery,
  useGetNewsletterIssueQuery,
  useCreateNewsletterIssueMutation,
  useUpdateNewsletterIssueMutation,
  useSendNewsletterTestMutation,
  useSendNewsletterIssueMutation,
  useAskEarlierSubscribersToConfirmMutation,
} = newsletterApi;
