import type { BlogPostSummary } from '@trademate/shared/schemas/blog';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { ArrowRightIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { usePageParam } from '@/lib/use-page-param';
import { blogListQuery, useGetBlogPostsQuery } from '../api/get-blog-posts';

/** Same calendar and zone as the article page's date, so a card and its article always agree. */
// Made at first use, as the app takes the page over in short tasks: the page's first date
// formatter loads the locale's data (decision 050).
let publishedFormat: Intl.DateTimeFormat | undefined;
function formatPublished(date: string): string {
  publishedFormat ??= new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return publishedFormat.format(new Date(date));
}

function BlogPostCard({ post }: { post: BlogPostSummary }) {
  return (
    <article className="relative flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600">
      {post.coverUrl && (
        <img
          src={post.coverUrl}
          alt=""
          loading="lazy"
          className="-mx-6 -mt-6 mb-5 aspect-[2/1] w-[calc(100%+3rem)] max-w-none rounded-t-2xl object-cover"
        />
      )}
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-500">
        <time dateTime={post.publishedAt}>{formatPublished(post.publishedAt)}</time>
        <span aria-hidden="true">·</span>
        <span className="inline-flex items-center gap-1">
          <Clock className="size-4" aria-hidden="true" />
          {post.readingMinutes} min read
        </span>
      </p>
      <h2 className="mt-3 text-lg font-semibold text-balance text-slate-900">
        {/* The whole card is the link's hit area; its name stays the article title. */}
        <Link
          to={paths.blogPost.href(post.slug)}
          className="before:absolute before:inset-0 before:rounded-2xl hover:text-brand-700 focus-visible:outline-none"
        >
          {post.title}
        </Link>
      </h2>
      <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{post.excerpt}</p>
      <span
        aria-hidden="true"
        className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
      >
        Read article <ArrowRightIcon className="size-4" />
      </span>
    </article>
  );
}

function BlogPostCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="h-64 animate-pulse rounded-2xl bg-slate-100 ring-1 ring-slate-200"
    />
  );
}

export default function BlogListPage() {
  const [page, goToPage] = usePageParam();
  const { data, isFetching, isError, error, refetch } = useGetBlogPostsQuery(blogListQuery(page));

  return (
    <div className="bg-slate-50 pb-20">
      <PageTitle
        title="Blogs"
        description="Guides for Australians hiring a tradie, and for tradies and apprentices building their careers: licences, quotes, pricing and safety."
        canonicalPath={page > 1 ? `${paths.blogs.href()}?page=${page}` : paths.blogs.href()}
      />
      <PageHeader
        title="Blogs"
        lead="Practical guides for Australian homeowners hiring a tradie, and for tradies and apprentices building their careers: licences, quotes, pricing, safety and more."
      />

      <Container className="pt-10">
        {isError ? (
          <div role="alert" className="rounded-2xl bg-white p-8 text-center ring-1 ring-red-200">
            <p className="text-slate-700">
              {error && 'message' in error && error.message
                ? error.message
                : 'The articles could not be loaded.'}
            </p>
            <Button className="mt-4" variant="secondary" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : !data ? (
          <div role="status" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only">Loading articles</span>
            {Array.from({ length: 6 }, (_, index) => (
              <BlogPostCardSkeleton key={index} />
            ))}
          </div>
        ) : data.items.length === 0 ? (
          <div className="rounded-2xl bg-white p-10 text-center ring-1 ring-slate-200">
            <p className="text-slate-600">
              {data.total === 0 ? 'No articles have been published yet.' : 'This page is empty.'}
            </p>
            {data.total > 0 && (
              <ButtonLink to={paths.blogs.href()} variant="secondary" className="mt-4">
                Go to the latest articles
              </ButtonLink>
            )}
          </div>
        ) : (
          <>
            <ul
              className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-3 ${isFetching ? 'opacity-60' : ''}`}
            >
              {data.items.map((post) => (
                <li key={post._id}>
                  <BlogPostCard post={post} />
                </li>
              ))}
            </ul>
            <Pagination page={data.page} totalPages={data.totalPages} onPageChange={goToPage} />
          </>
        )}
      </Container>
    </div>
  );
}
