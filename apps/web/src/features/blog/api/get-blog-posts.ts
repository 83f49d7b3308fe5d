import type { BlogPostPage, ListBlogPostsQueryInput } from '@trademate/shared/schemas/blog';
import { api } from '@/lib/api';

const getBlogPostsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBlogPosts: build.query<BlogPostPage, ListBlogPostsQueryInput>({
      query: (params) => ({ url: '/blog', params }),
    }),
  }),
});

export const { useGetBlogPostsQuery } = getBlogPostsApi;
