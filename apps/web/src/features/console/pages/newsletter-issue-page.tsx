import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { markdownToBlocks } from '@trademate/shared/blog-markdown';
import { consolePaths } from '@trademate/shared/console-paths';
import { company, formatPostalAddress } from '@trademate/shared/constants/company';
import * as messages from '@trademate/shared/messages';
import {
  newsletterIssueInputSchema,
  type NewsletterIssue,
} from '@trademate/shared/schemas/newsletter-admin';
import { BlogBody } from '@/components/blog-body';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Input } from '@/components/ui/input';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import type { ApiError } from '@/lib/api';
import {
  useCreateNewsletterIssueMutation,
  useGetNewsletterIssueQuery,
  useGetNewsletterOverviewQuery,
  useSendNewsletterIssueMutation,
  useSendNewsletterTestMutation,
  useUpdateNewsletterIssueMutation,
} from '../api/newsletter';
import { ReasonDialog } from '../components/reason-dialog';
import { IssueCounts, IssueStatus } from './newsletter-page';

const m = messages.newsletterIssues;

type Fields = { subject: string; markdown: string };
type Status = { tone: 'success' | 'error'; text: string } | null;

/** The preview: exactly the blocks the mail shows (as an article's), or why not. */
function Preview({ subject, markdown }: Fields) {
  const result = useMemo(() => {
    try {
      return { blocks: markdownToBlocks(markdown) };
    } catch (error) {
      const kind = (error as { kind?: string }).kind;
      return { error: kind ? m.unsupportedMarkdown(kind) : (error as Error).message };
    }
  }, [markdown]);
  if ('error' in result) return <Alert>{result.error}</Alert>;
  if (result.blocks.length === 0) return <p className="text-sm text-slate-500">{m.bodyRequired}</p>;
  return (
    <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200" data-testid="issue-preview">
      <h2 className="mb-4 text-2xl font-bold text-slate-900">{subject || '(no subject)'}</h2>
      <BlogBody body={result.blocks} />
      <div className="mt-6 space-y-1 border-t border-slate-200 pt-3 text-xs text-slate-500">
        <p>{m.footerWhy}</p>
        <p>
          {m.footerUnsubscribeLine} <span className="underline">{m.footerUnsubscribe}</span>
        </p>
        <p>
          {company.legalName} · ABN {company.abn} · {formatPostalAddress()} · {company.supportEmail}
        </p>
      </div>
    </div>
  );
}

function Editor({ issue }: { issue?: NewsletterIssue }) {
  const navigate = useNavigate();
  const [create, creating] = useCreateNewsletterIssueMutation();
  const [update, updating] = useUpdateNewsletterIssueMutation();
  const [fields, setFields] = useState<Fields>({
    subject: issue?.subject ?? '',
    markdown: issue?.markdown ?? '',
  });
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [status, setStatus] = useState<Status>(null);
  const isSent = issue?.status === 'sent';

  const set = (field: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const checked = newsletterIssueInputSchema.safeParse(fields);
    if (!checked.success) {
      const found: Partial<Record<keyof Fields, string>> = {};
      for (const problem of checked.error.issues)
        found[problem.path[0] as keyof Fields] ??= problem.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      if (issue) {
        await update({ id: issue._id, ...checked.data }).unwrap();
        setStatus({ tone: 'success', text: m.saved });
      } else {
        const created = await create(checked.data).unwrap();
        void navigate(consolePaths.issue.href(created._id), { replace: true });
      }
    } catch (caught) {
      const failure = caught as ApiError & { errors?: { path: string; message: string }[] };
      if (failure.errors?.length) {
        setErrors(Object.fromEntries(failure.errors.map((e) => [e.path, e.message])));
      }
      setStatus({ tone: 'error', text: failure.message });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <Card
        title="The issue"
        description="Markdown, as articles are written: ## for a heading, a blank line between paragraphs, - or 1. for a list. Every mail ends with why it came, the unsubscribe link and TradeMate's address."
      >
        <div className="space-y-4">
          <Input
            label="Subject"
            value={fields.subject}
            onChange={set('subject')}
            error={errors.subject}
            disabled={isSent}
          />
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
              label="Issue text"
              rows={16}
              className="font-mono"
              value={fields.markdown}
              onChange={set('markdown')}
              error={errors.markdown}
              disabled={isSent}
            />
          ) : (
            <Preview {...fields} />
          )}
        </div>
      </Card>
      {!isSent && (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={creating.isLoading || updating.isLoading}>
            {issue ? 'Save changes' : 'Save draft'}
          </Button>
          {status && <Alert tone={status.tone}>{status.text}</Alert>}
        </div>
      )}
    </form>
  );
}

function SendControls({ issue }: { issue: NewsletterIssue }) {
  const overview = useGetNewsletterOverviewQuery();
  const [sendTest, testing] = useSendNewsletterTestMutation();
  const [send] = useSendNewsletterIssueMutation();
  const [isAsking, setAsking] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const confirmed = overview.data?.subscribers.confirmed;

  if (issue.status === 'sent') {
    return (
      <div className="space-y-3">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <IssueStatus issue={issue} />
        </p>
        <IssueCounts counts={issue.counts} />
        {status && <Alert tone={status.tone}>{status.text}</Alert>}
        <p className="text-xs text-slate-500">
          Waiting mails leave at a steady rate after the site&apos;s own mail. Skipped: unsubscribed
          before their mail went out.
        </p>
      </div>
    );
  }

  const onTest = async () => {
    setStatus(null);
    try {
      const result = await sendTest(issue._id).unwrap();
      setStatus({ tone: 'success', text: m.testQueued(result.to) });
    } catch (caught) {
      setStatus({ tone: 'error', text: (caught as ApiError).message });
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Save your changes first: the test and the send use the saved issue.
      </p>
      <Button
        variant="secondary"
        className="w-full"
        disabled={testing.isLoading}
        onClick={() => void onTest()}
      >
        Send a test to me
      </Button>
      <Button className="w-full" disabled={!confirmed} onClick={() => setAsking(true)}>
        {confirmed === undefined
          ? 'Send to subscribers'
          : `Send to ${confirmed} confirmed subscriber${confirmed === 1 ? '' : 's'}`}
      </Button>
      {confirmed === 0 && <p className="text-xs text-slate-500">{m.noSubscribers}</p>}
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
      {isAsking && (
        <ReasonDialog
          title="Send this issue?"
          description={`“${issue.subject}” goes to every confirmed subscriber (${confirmed ?? 0}) and cannot be changed or sent again.`}
          confirmLabel="Send now"
          onConfirm={async (reason) => {
            const sent = await send({ id: issue._id, reason }).unwrap();
            setStatus({ tone: 'success', text: m.sendQueued(sent.counts.recipients) });
          }}
          onClose={() => setAsking(false)}
        />
      )}
    </div>
  );
}

/** `/admin/newsletter/new` and `/admin/newsletter/:id` (admins): write, preview, test, send. */
export default function NewsletterIssuePage() {
  const { id } = useParams();
  const existing = useGetNewsletterIssueQuery(id ?? '', { skip: !id });
  const title = id ? (existing.data?.subject ?? 'Newsletter issue') : 'New newsletter issue';
  return (
    <div className="space-y-6">
      <PageTitle title={title} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {id && existing.error ? (
        <Alert>{(existing.error as ApiError).message}</Alert>
      ) : id && !existing.data ? (
        <Spinner label="Loading the issue" />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Editor key={existing.data?._id ?? 'new'} issue={existing.data} />
          {existing.data && (
            <div>
              <Card title={existing.data.status === 'sent' ? 'Sent' : 'Send'}>
                <SendControls issue={existing.data} />
              </Card>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
