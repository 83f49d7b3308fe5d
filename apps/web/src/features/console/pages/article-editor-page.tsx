import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { consolePaths } from '@trademate/shared/console-paths';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type { blogArticleInputSchema, ConsoleArticle } from '@trademate/shared/schemas/blog-admin';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FileInput } from '@/components/ui/file-input';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import {
  useCreateArticleMutation,
  useGetConsoleArticleQuery,
  usePublishArticleMutation,
  useUnpublishArticleMutation,
  useUpdateArticleMutation,
  useUploadArticleCoverMutation,
} from '../api/articles';
import { EditorPage, EditorSaveBar, useEditorSave } from '../components/editor-page';
import { MarkdownEditor, MarkdownPreview } from '../components/markdown-editor';
import { ArticleStatus } from './articles-page';

type Fields = z.input<typeof blogArticleInputSchema>;
const fields = ['title', 'slug', 'excerpt', 'author', 'markdown', 'coverUrl'] as const;

// The checks load at the form's first check, or as the person turns to the form, not with the
// page (decision 097).
const resolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/blog-admin').then((schemas) => schemas.blogArticleInputSchema),
);

const empty: Fields = {
  title: '',
  slug: '',
  excerpt: '',
  author: 'The TradeMate team',
  markdown: '',
  coverUrl: null,
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
  const [slugTouched, setSlugTouched] = useState(Boolean(article));
  const form = useForm<Fields, unknown, z.output<typeof blogArticleInputSchema>>({
    resolver,
    defaultValues: article
      ? {
          title: article.title,
          slug: article.slug,
          excerpt: article.excerpt,
          author: article.author,
          markdown: article.markdown,
          coverUrl: article.coverUrl ?? null,
        }
      : empty,
  });
  const {
    register,
    control,
    setError,
    clearErrors,
    setValue,
    formState: { errors },
  } = form;
  const { status, onSubmit } = useEditorSave(form, fields, async (input) => {
    if (article) {
      await update({ id: article._id, ...input }).unwrap();
      return messages.blog.saved;
    }
    const created = await create(input).unwrap();
    void navigate(consolePaths.article.href(created._id), { replace: true });
    return null;
  });
  const [slug, markdown, coverUrl] = useWatch({ control, name: ['slug', 'markdown', 'coverUrl'] });

  const onCover = async (file: File | undefined) => {
    if (!file) return;
    clearErrors('coverUrl');
    try {
      setValue('coverUrl', (await uploadCover(file).unwrap()).coverUrl);
    } catch (caught) {
      setError('coverUrl', { type: 'server', message: (caught as ApiError).message });
    }
  };

  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-6">
      <Card title="The article">
        <div className="space-y-4">
          <Input
            label="Title"
            error={errors.title?.message}
            {...register('title', {
              onChange: (event: { target: { value: string } }) => {
                if (!slugTouched) setValue('slug', slugOf(event.target.value));
              },
            })}
          />
          <Input
            label="Address"
            error={errors.slug?.message}
            {...register('slug', { onChange: () => setSlugTouched(true) })}
          />
          <p className="-mt-2 text-xs text-slate-500">{`/blogs/${slug || '…'}`}</p>
          <Textarea
            label="Summary (shown in the list of articles)"
            rows={2}
            error={errors.excerpt?.message}
            {...register('excerpt')}
          />
          <Input label="Author" error={errors.author?.message} {...register('author')} />
          <div className="space-y-3">
            <FileInput
              label="Cover picture"
              accept="image/jpeg,image/png,image/webp"
              hint="JPEG, PNG or WebP up to 3 MB; shown wide above the article."
              error={errors.coverUrl?.message}
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
                <Button variant="secondary" size="sm" onClick={() => setValue('coverUrl', null)}>
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
        <MarkdownEditor
          label="Article text"
          field={register('markdown')}
          error={errors.markdown?.message}
          preview={() => (
            <MarkdownPreview
              markdown={markdown}
              emptyText={messages.blog.bodyRequired}
              testId="article-preview"
            />
          )}
        />
      </Card>
      <EditorSaveBar
        isNew={!article}
        isSaving={creating.isLoading || updating.isLoading}
        status={status}
      />
    </form>
  );
}

/** `/admin/articles/new` and `/admin/articles/:id` (admins): write, preview, schedule, publish. */
export default function ArticleEditorPage() {
  const { id } = useParams();
  const existing = useGetConsoleArticleQuery(id ?? '', { skip: !id });
  return (
    <EditorPage
      title={id ? (existing.data?.title ?? 'Article') : 'New article'}
      id={id}
      saved={existing}
      loadingLabel="Loading the article"
      editor={(article) => <Editor key={article?._id ?? 'new'} article={article} />}
      sideTitle={() => 'On the site'}
      side={(article) => <PublishControls article={article} />}
    />
  );
}
