import { useMemo, useState, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { markdownToBlocks } from '@trademate/shared/blog-markdown';
import { BlogBody } from '@/components/blog-body';
import { Alert } from '@/components/ui/alert';
import { cn } from '@/components/ui/cn';
import { Textarea } from '@/components/ui/textarea';

/**
 * A Markdown text with "Write" and "Preview" tabs: the form's field (`register(...)`) while
 * writing, `preview()` instead while previewing. The field keeps its text between the two.
 */
export function MarkdownEditor({
  label,
  field,
  error,
  disabled,
  preview,
}: {
  label: string;
  field: UseFormRegisterReturn;
  error?: string;
  disabled?: boolean;
  preview: () => ReactNode;
}) {
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  return (
    <div className="space-y-4">
      <div role="tablist" aria-label="Editor" className="flex gap-2">
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
          label={label}
          rows={16}
          className="font-mono"
          error={error}
          disabled={disabled}
          {...field}
        />
      ) : (
        preview()
      )}
    </div>
  );
}

const messageOf = (error: Error) => error.message;

/**
 * Exactly the blocks readers get from `markdown`, between `before` and `after`; or why the
 * Markdown cannot be shown (`describeError` words the parser's refusal), or `emptyText`.
 */
export function MarkdownPreview({
  markdown,
  emptyText,
  describeError = messageOf,
  testId,
  before,
  after,
}: {
  markdown: string;
  emptyText: string;
  describeError?: (error: Error & { kind?: string }) => string;
  testId: string;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const result = useMemo(() => {
    try {
      return { blocks: markdownToBlocks(markdown) };
    } catch (error) {
      return { error: describeError(error as Error & { kind?: string }) };
    }
  }, [markdown, describeError]);
  if ('error' in result) return <Alert>{result.error}</Alert>;
  if (result.blocks.length === 0) return <p className="text-sm text-slate-500">{emptyText}</p>;
  return (
    <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200" data-testid={testId}>
      {before}
      <BlogBody body={result.blocks} />
      {after}
    </div>
  );
}
