import type {
  BlogArticleInput,
  ConsoleArticle,
  ConsoleArticleList,
} from '@trademate/shared/schemas/blog-admin';
import { api } from '@/lib/api';

/** Articles change what `/blogs` shows: its pages are read again after each change. */
const changed = [
  { type: 'staff' as const, id: 'ARTICLES' },
  { type: 'staff' as const, id: 'AUDIT' },
];

const articlesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsoleArticles: build.query<ConsoleArticleList, void>({
      query: () => '/admin/blog',
      providesTags: [{ type: 'staff', id: 'ARTICLES' }],
    }),
    getConsoleArticle: build.query<ConsoleArticle, string>({
      query: (id) => `/admin/blog/${id}`,
      providesTags: [{ type: 'staff', id: 'ARTICLES' }],
    }),
    createArticle: build.mutation<ConsoleArticle, BlogArticleInput>({
      query: (body) => ({ url: '/admin/blog', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : changed),
    }),
    updateArticle: build.mutation<ConsoleArticle, BlogArticleInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/admin/blog/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : changed),
    }),
    publishArticle: build.mutation<ConsoleArticle, { id: string; publishAt?: string | null }>({
      query: ({ id, publishAt }) => ({
        url: `/admin/blog/${id}/publish`,
        method: 'POST',
        body: { publishAt: publishAt ?? null },
      }),
      invalidatesTags: (_result, error) => (error ? [] : changed),
    }),
    unpublishArticle: build.mutation<ConsoleArticle, string>({
      query: (id) => ({ url: `/admin/blog/${id}/unpublish`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : changed),
    }),
    uploadArticleCover: build.mutation<{ coverUrl: string }, File>({
      query: (file) => {
        const body = new FormData();
        body.append('cover', file);
        return { url: '/admin/blog/cover', method: 'POST', body };
      },
    }),
  }),
});

export const {
  useGetConsoleArticlesQuery,
  useGetConsoleArticleQuery,
  useCreateArticleMutation,
  useUpdateArticleMutation,
  usePublishArticleMutation,
  useUnpublishArticleMutation,
  useUploadArticleCoverMutation,
} = articlesApi;
