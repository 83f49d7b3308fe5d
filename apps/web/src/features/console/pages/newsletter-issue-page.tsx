import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { consolePaths } from '@trademate/shared/console-paths';
import { company, formatPostalAddress } from '@trademate/shared/constants/company';
import * as messages from '@trademate/shared/messages';
import type {
  NewsletterIssue,
  newsletterIssueInputSchema,
} from '@trademate/shared/schemas/newsletter-admin';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import {
  useCreateNewsletterIssueMutation,
  useGetNewsletterIssueQuery,
  useGetNewsletterOverviewQuery,
  useSendNewsletterIssueMutation,
  useSendNewsletterTestMutation,
  useUpdateNewsletterIssueMutation,
} from '../api/newsletter';
import { EditorPage, EditorSaveBar, useEditorSave } from '../components/editor-page';
import { MarkdownEditor, MarkdownPreview } from '../components/markdown-editor';
import { ReasonDialog } from '../components/reason-dialog';
import { IssueCounts, IssueStatus } from './newsletter-page';

const m = messages.newsletterIssues;

type Fields = z.input<typeof newsletterIssueInputSchema>;
const fields = ['subject', 'markdown'] as const;
type Status = { tone: 'success' | 'error'; text: string } | null;

// The checks load at the form's first check, or as the person turns to the form, not with the
// page (decision 097).
const resolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/newsletter-admin').then(
    (schemas) => schemas.newsletterIssueInputSchema,
  ),
);

/** The parser's refusal in the newsletter's words. */
const describeMarkdownError = (error: Error & { kind?: string }) =>
  error.kind ? m.unsupportedMarkdown(error.kind) : error.message;

/** The preview: exactly the blocks the mail shows (as an article's), or why not. */
function Preview({ subject, markdown }: Fields) {
  return (
    <MarkdownPreview
      markdown={markdown}
      emptyText={m.bodyRequired}
      describeError={describeMarkdownError}
      testId="issue-preview"
      before={
        <h2 className="mb-4 text-2xl font-bold text-slate-900">{subject || '(no subject)'}</h2>
      }
      after={
        <div className="mt-6 space-y-1 border-t border-slate-200 pt-3 text-xs text-slate-500">
          <p>{m.footerWhy}</p>
          <p>
            {m.footerUnsubscribeLine} <span className="underline">{m.footerUnsubscribe}</span>
          </p>
          <p>
            {company.legalName} · ABN {company.abn} · {formatPostalAddress()} ·{' '}
            {company.supportEmail}
          </p>
        </div>
      }
    />
  );
}

function Editor({ issue }: { issue?: NewsletterIssue }) {
  const navigate = useNavigate();
  const [create, creating] = useCreateNewsletterIssueMutation();
  const [update, updating] = useUpdateNewsletterIssueMutation();
  const form = useForm<Fields, unknown, z.output<typeof newsletterIssueInputSchema>>({
    resolver,
    defaultValues: { subject: issue?.subject ?? '', markdown: issue?.markdown ?? '' },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const { status, onSubmit } = useEditorSave(form, fields, async (input) => {
    if (issue) {
      await update({ id: issue._id, ...input }).unwrap();
      return m.saved;
    }
    const created = await create(input).unwrap();
    void navigate(consolePaths.issue.href(created._id), { replace: true });
    return null;
  });
  const [subject, markdown] = useWatch({ control, name: ['subject', 'markdown'] });
  const isSent = issue?.status === 'sent';

  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-6">
      <Card
        title="The issue"
        description="Markdown, as articles are written: ## for a heading, a blank line between paragraphs, - or 1. for a list. Every mail ends with why it came, the unsubscribe link and TradeMate's address."
      >
        <div className="space-y-4">
          <Input
            label="Subject"
            error={errors.subject?.message}
            disabled={isSent}
            {...register('subject')}
          />
          <MarkdownEditor
            label="Issue text"
            field={register('markdown')}
            error={errors.markdown?.message}
            disabled={isSent}
            preview={() => <Preview subject={subject} markdown={markdown} />}
          />
        </div>
      </Card>
      {!isSent && (
        <EditorSaveBar
          isNew={!issue}
          isSaving={creating.isLoading || updating.isLoading}
          status={status}
        />
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
  return (
    <EditorPage
      title={id ? (existing.data?.subject ?? 'Newsletter issue') : 'New newsletter issue'}
      id={id}
      saved={existing}
      loadingLabel="Loading the issue"
      editor={(issue) => <Editor key={issue?._id ?? 'new'} issue={issue} />}
      sideTitle={(issue) => (issue.status === 'sent' ? 'Sent' : 'Send')}
      side={(issue) => <SendControls issue={issue} />}
    />
  );
}
