import type { BlogPost } from '@trademate/shared/schemas/blog';
import { api } from '@/lib/api';

export const getBlogPostApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBlogPost: build.query<BlogPost, string>({
      query: (slug) => `/blog/${encodeURIComponent(slug)}`,
    }),
  }),
});

export const { useGetBlogPostQuery } = getBlogPostApi;
