import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { markdownToBlocks } from '@trademate/shared/blog-markdown';
import { consolePaths } from '@trademate/shared/console-paths';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type { ConsoleArticle } from '@trademate/shared/schemas/blog-admin';
import { blogArticleInputSchema } from '@trademate/shared/schemas/blog-admin';
import { BlogBody } from '@/components/blog-body';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { FileInput } from '@/components/ui/file-input';
import { Input } from '@/components/ui/input';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import type { ApiError } from '@/lib/api';
import {
  useCreateArticleMutation,
  useGetConsoleArticleQuery,
  usePublishArticleMutation,
  useUnpublishArticleMutation,
  useUpdateArticleMutation,
  useUploadArticleCoverMutation,
} from '../api/articles';
import { ArticleStatus } from './articles-page';

type Fields = { title: string; slug: string; excerpt: string; author: string; markdown: string };
type Field = keyof Fields | 'coverUrl';

const empty: Fields = {
  title: '',
  slug: '',
  excerpt: '',
  author: 'The TradeMate team',
  markdown: '',
};

/** An address from a title: lower-case words joined by hyphens. */
function slugOf(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

/** The preview: exactly the blocks readers get, or why the Markdown cannot be an article. */
function Preview({ markdown }: { markdown: string }) {
  const result = useMemo(() => {
    try {
      return { blocks: markdownToBlocks(markdown) };
    } catch (error) {
      return { error: (error as Error).message };
    }
  }, [markdown]);
  if ('error' in result) return <Alert>{result.error}</Alert>;
  if (result.blocks.length === 0)
    return <p className="text-sm text-slate-500">{messages.blog.bodyRequired}</p>;
  return (
    <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200" data-testid="article-preview">
      <BlogBody body={result.blocks} />
    </div>
  );
}

function PublishControls({ article }: { article: ConsoleArticle }) {
  const [publish, publishing] = usePublishArticleMutation();
  const [unpublish, unpublishing] = useUnpublishArticleMutation();
  const [when, setWhen] = useState('');
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const run = async (
    action: () => Promise<ConsoleArticle>,
    done: (a: ConsoleArticle) => string,
  ) => {
    setStatus(null);
    try {
      setStatus({ tone: 'success', text: done(await action()) });
    } catch (caught) {
      setStatus({ tone: 'error', text: (caught as ApiError).message });
    }
  };
  const isBusy = publishing.isLoading || unpublishing.isLoading;
  return (
    <div className="space-y-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        Now: <ArticleStatus article={article} />
      </p>
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={isBusy}
          onClick={() =>
            void run(
              () => publish({ id: article._id }).unwrap(),
              () => messages.blog.published,
            )
          }
        >
          Publish now
        </Button>
        {article.status !== 'draft' && (
          <Button
            variant="secondary"
            disabled={isBusy}
            onClick={() =>
              void run(
                () => unpublish(article._id).unwrap(),
                () => messages.blog.unpublished,
              )
            }
          >
            Take off the site
          </Button>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Input
          label="Or publish at"
          type="datetime-local"
          value={when}
          onChange={(event) => setWhen(event.target.value)}
        />
        <Button
          variant="secondary"
          disabled={isBusy || !when}
          onClick={() =>
            void run(
              () => publish({ id: article._id, publishAt: new Date(when).toISOString() }).unwrap(),
              () => messages.blog.scheduled,
            )
          }
        >
          Schedule
        </Button>
      </div>
      {article.status === 'published' && (
        <a
          href={paths.blogPost.href(article.slug)}
          target="_blank"
          rel="noreferrer"
          className="inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          View on the site
        </a>
      )}
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
    </div>
  );
}

function Editor({ article }: { article?: ConsoleArticle }) {
  const navigate = useNavigate();
  const [create, creating] = useCreateArticleMutation();
  const [update, updating] = useUpdateArticleMutation();
  const [uploadCover, uploading] = useUploadArticleCoverMutation();
  const [fields, setFields] = useState<Fields>(
    article
      ? {
          title: article.title,
          slug: article.slug,
          excerpt: article.excerpt,
          author: article.author,
          markdown: article.markdown,
        }
      : empty,
  );
  const [coverUrl, setCoverUrl] = useState<string | null>(article?.coverUrl ?? null);
  const [slugTouched, setSlugTouched] = useState(Boolean(article));
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const set = (field: keyof Fields) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setFields((current) => ({
      ...current,
      [field]: value,
      ...(field === 'title' && !slugTouched ? { slug: slugOf(value) } : {}),
    }));
    if (field === 'slug') setSlugTouched(true);
  };

  const onCover = async (file: File | undefined) => {
    if (!file) return;
    setErrors((current) => ({ ...current, coverUrl: undefined }));
    try {
      setCoverUrl((await uploadCover(file).unwrap()).coverUrl);
    } catch (caught) {
      setErrors((current) => ({ ...current, coverUrl: (caught as ApiError).message }));
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const input = { ...fields, coverUrl };
    const checked = blogArticleInputSchema.safeParse(input);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      if (article) {
        await update({ id: article._id, ...checked.data }).unwrap();
        setStatus({ tone: 'success', text: messages.blog.saved });
      } else {
        const created = await create(checked.data).unwrap();
        void navigate(consolePaths.article.href(created._id), { replace: true });
      }
    } catch (caught) {
      const failure = caught as ApiError & { errors?: { path: string; message: string }[] };
      const fieldErrors = failure.errors ?? [];
      if (fieldErrors.length > 0) {
        setErrors(Object.fromEntries(fieldErrors.map((e) => [e.path, e.message])));
      }
      setStatus({ tone: 'error', text: failure.message });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <Card title="The article">
        <div className="space-y-4">
          <Input label="Title" value={fields.title} onChange={set('title')} error={errors.title} />
          <Input label="Address" value={fields.slug} onChange={set('slug')} error={errors.slug} />
          <p className="-mt-2 text-xs text-slate-500">{`/blogs/${fields.slug || '…'}`}</p>
          <Textarea
            label="Summary (shown in the list of articles)"
            rows={2}
            value={fields.excerpt}
            onChange={set('excerpt')}
            error={errors.excerpt}
          />
          <Input
            label="Author"
            value={fields.author}
            onChange={set('author')}
            error={errors.author}
          />
          <div className="space-y-3">
            <FileInput
              label="Cover picture"
              accept="image/jpeg,image/png,image/webp"
              hint="JPEG, PNG or WebP up to 3 MB; shown wide above the article."
              error={errors.coverUrl}
              disabled={uploading.isLoading}
              onChange={(event) => void onCover(event.target.files?.[0])}
            />
            {coverUrl && (
              <div className="flex items-center gap-4">
                <img
                  src={coverUrl}
                  alt="The cover picture"
                  className="h-20 w-40 rounded-lg object-cover ring-1 ring-slate-200"
                />
                <Button variant="secondary" size="sm" onClick={() => setCoverUrl(null)}>
                  Remove cover
                </Button>
              </div>
            )}
          </div>
        </div>
      </Card>
      <Card
        title="Text"
        description="Markdown: ## for a heading, a blank line between paragraphs, - or 1. for a list. Bold and links keep their words; the site shows plain text."
      >
        <div role="tablist" aria-label="Editor" className="mb-4 flex gap-2">
          {(['write', 'preview'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              onClick={() => setTab(name)}
              className={cn(
                'rounded-lg px-3 py-1.5 text-sm font-medium',
                tab === name
                  ? 'bg-brand-700 text-white'
                  : 'text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50',
              )}
            >
              {name === 'write' ? 'Write' : 'Preview'}
            </button>
          ))}
        </div>
        {tab === 'write' ? (
          <Textarea
            label="Article text"
            rows={16}
            className="font-mono"
            value={fields.markdown}
            onChange={set('markdown')}
            error={errors.markdown}
          />
        ) : (
          <Preview markdown={fields.markdown} />
        )}
      </Card>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={creating.isLoading || updating.isLoading}>
          {article ? 'Save changes' : 'Save draft'}
        </Button>
        {status && <Alert tone={status.tone}>{status.text}</Alert>}
      </div>
    </form>
  );
}

/** `/admin/articles/new` and `/admin/articles/:id` (admins): write, preview, schedule, publish. */
export default function ArticleEditorPage() {
  const { id } = useParams();
  const existing = useGetConsoleArticleQuery(id ?? '', { skip: !id });
  const title = id ? (existing.data?.title ?? 'Article') : 'New article';
  return (
    <div className="space-y-6">
      <PageTitle title={title} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {id && existing.error ? (
        <Alert>{(existing.error as ApiError).message}</Alert>
      ) : id && !existing.data ? (
        <Spinner label="Loading the article" />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Editor key={existing.data?._id ?? 'new'} article={existing.data} />
          {existing.data && (
            <div>
              <Card title="On the site">
                <PublishControls article={existing.data} />
              </Card>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
