import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { BlogBody } from '@/components/blog-body';
import { Article, TextLink } from '@/components/ui/article';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useGetBlogPostQuery } from '../api/get-blog-post';

function ArticleSkeleton() {
  return (
    <div
      role="status"
      className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8 lg:py-20"
    >
      <span className="sr-only">Loading article</span>
      <div aria-hidden="true" className="animate-pulse space-y-4">
        <div className="h-10 w-3/4 rounded-lg bg-slate-200" />
        <div className="h-5 w-full rounded bg-slate-100" />
        <div className="h-5 w-2/3 rounded bg-slate-100" />
        <div className="mt-10 h-40 rounded-2xl bg-slate-100" />
      </div>
    </div>
  );
}

function ArticleNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <PageTitle title="Article not found" noIndex />
      <p className="text-6xl font-extrabold text-brand-200">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Article not found</h1>
      <p className="mt-3 text-slate-600">
        This article has moved, or never existed. Our latest articles are on the blog.
      </p>
      <ButtonLink to={paths.blogs.href()} className="mt-8">
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to all articles
      </ButtonLink>
    </div>
  );
}

export default function BlogPostPage() {
  const { id: slug = '' } = useParams();
  const { currentData: post, isError, error, refetch } = useGetBlogPostQuery(slug);

  // A malformed address (400) can never name an article, so it reads as not found too. Checked
  // on the error itself, which stays while the app asks again (as it does on taking over a page
  // the server rendered, decision 041), so the message does not blink to a skeleton.
  const status = error && 'status' in error ? error.status : undefined;
  if (status === 404 || status === 400) return <ArticleNotFound />;
  if (isError) {
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center"
      >
        <PageTitle title="Blogs" />
        <p className="text-slate-700">
          {error && 'message' in error && error.message
            ? error.message
            : 'The article could not be loaded.'}
        </p>
        <Button className="mt-6" variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  if (!post) {
    return (
      <>
        <PageTitle title="Blogs" />
        <ArticleSkeleton />
      </>
    );
  }

  return (
    <>
      <PageTitle
        title={post.title}
        description={post.excerpt}
        canonicalPath={paths.blogPost.href(post.slug)}
        image={post.coverUrl}
        type="article"
      />
      <Article title={post.title} lead={post.excerpt} updated={post.publishedAt.slice(0, 10)}>
        <p className="mb-8 text-sm text-slate-500">
          By {post.author} · {post.readingMinutes} min read
        </p>
        {post.coverUrl && (
          <img
            src={post.coverUrl}
            alt=""
            className="mb-8 aspect-[2/1] w-full rounded-2xl object-cover ring-1 ring-slate-200"
          />
        )}
        <BlogBody body={post.body} />
        <p className="mt-12 border-t border-slate-200 pt-8">
          <TextLink to={paths.blogs.href()}>Back to all articles</TextLink>
        </p>
      </Article>
    </>
  );
}
