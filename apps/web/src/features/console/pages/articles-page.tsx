import { Link } from 'react-router';
import { consolePaths } from '@trademate/shared/console-paths';
import type { ConsoleArticleSummary } from '@trademate/shared/schemas/blog-admin';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';
import { formatFullDateTime } from '@/lib/format-time';
import { useGetConsoleArticlesQuery } from '../api/articles';

const statusLabels = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' } as const;
const statusTones = {
  draft: 'bg-slate-100 text-slate-700',
  scheduled: 'bg-amber-50 text-amber-800',
  published: 'bg-emerald-50 text-emerald-800',
} as const;

export function ArticleStatus({
  article,
}: {
  article: Pick<ConsoleArticleSummary, 'status' | 'publishedAt'>;
}) {
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-semibold',
        statusTones[article.status],
      )}
    >
      {statusLabels[article.status]}
      {article.status === 'scheduled' && article.publishedAt
        ? ` for ${formatFullDateTime(article.publishedAt)}`
        : ''}
    </span>
  );
}

/** `/admin/articles` (admins): every article, drafts first, and a new one. */
export default function ArticlesPage() {
  const { data, error } = useGetConsoleArticlesQuery();
  return (
    <div className="space-y-6">
      <PageTitle title="Articles" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Articles</h1>
        <ButtonLink to={consolePaths.newArticle.href()}>New article</ButtonLink>
      </div>
      <Card title="On the blog and in the works">
        {error ? (
          <Alert>{(error as ApiError).message}</Alert>
        ) : !data ? (
          <Spinner label="Loading articles" />
        ) : (
          <ul aria-label="Articles" className="divide-y divide-slate-100">
            {data.items.map((article) => (
              <li key={article._id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
                <Link
                  to={consolePaths.article.href(article._id)}
                  className="min-w-0 flex-1 font-medium text-brand-700 underline-offset-2 hover:underline"
                >
                  {article.title}
                </Link>
                <ArticleStatus article={article} />
                <span className="w-full text-xs text-slate-500 sm:w-auto">
                  Saved {formatFullDateTime(article.updatedAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
