import type { BlogPostPage, ListBlogPostsQueryInput } from '@trademate/shared/schemas/blog';
import { api } from '@/lib/api';

const BLOG_PAGE_SIZE = 9;

/** The blog list's page: the server renderer loads the same one for the same address. */
export function blogListQuery(page: number): ListBlogPostsQueryInput {
  return { page, limit: BLOG_PAGE_SIZE };
}

export const getBlogPostsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBlogPosts: build.query<BlogPostPage, ListBlogPostsQueryInput>({
      query: (params) => ({ url: '/blog', params }),
    }),
  }),
});

export const { useGetBlogPostsQuery } = getBlogPostsApi;
