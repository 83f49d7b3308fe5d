import * as messages from '@trademate/shared/messages';
import type { ChatMessage, ConversationRole } from '@trademate/shared/schemas/chats';
import { Ban, EyeOff, FileText } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { ReportButton } from '@/components/safety/report-button';
import { cn } from '@/components/ui/cn';
import { LocalTime } from '@/components/ui/dates';
import { paths } from '@/config/paths';
import { MessageAttachment } from './message-attachment';

/**
 * Why a message shows the marker instead of contact details (decision 026): to the sender, that
 * the other person does not see them yet; to the reader, when they will.
 */
function hiddenDetailsNotice(message: ChatMessage, myRole: ConversationRole, otherName: string) {
  if (!message.detailsHidden) return null;
  return message.isMine
    ? messages.chats.detailsHiddenForSender[myRole](otherName)
    : messages.chats.detailsHiddenForReader[myRole](otherName);
}

/** The body with each hidden detail's marker set apart, kept on one line. */
function bodyWithMarkers({ body, detailsHidden, isMine }: ChatMessage) {
  if (!detailsHidden) return body;
  const marker = messages.chats.hiddenContactDetails;
  return body.split(marker).flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <span
            key={index}
            className={cn(
              'rounded px-1 whitespace-nowrap italic',
              isMine ? 'bg-white/15' : 'bg-slate-200 text-slate-700',
            )}
          >
            {marker}
          </span>,
          part,
        ],
  );
}

/** A message TradeMate's staff removed (decision 034): the same notice on both sides. */
function RemovedMessage({ message }: { message: ChatMessage }) {
  return (
    <li
      data-sender={message.isMine ? 'me' : 'other'}
      data-testid="removed-message"
      className={cn('flex', message.isMine ? 'justify-end' : 'justify-start')}
    >
      <div className={cn('max-w-[85%] sm:max-w-[70%]', message.isMine && 'text-right')}>
        <p className="inline-flex items-center gap-1.5 rounded-2xl px-3.5 py-2 text-left text-sm leading-6 text-slate-600 italic ring-1 ring-slate-200 ring-inset">
          <Ban aria-hidden="true" className="size-3.5 shrink-0" />
          {message.body}
        </p>
        <p className={cn('mt-1 px-1', message.isMine && 'text-right')}>
          <LocalTime
            value={message.createdAt}
            format="message"
            className="text-xs text-slate-500"
          />
        </p>
      </div>
    </li>
  );
}

/**
 * A message written by a quote's sending, revision or answer: its line in a card, with the way to
 * the quote. Drawn alike on both sides, apart from the chat's own words.
 */
function QuoteMessageCard({
  message,
  said,
  describedBy,
}: {
  message: ChatMessage;
  said: string;
  describedBy?: string;
}) {
  return (
    <div className="inline-block max-w-full rounded-2xl bg-white p-3.5 text-left ring-1 ring-slate-300 ring-inset">
      <p
        aria-describedby={describedBy}
        className="text-sm leading-6 wrap-anywhere whitespace-pre-wrap text-slate-900"
      >
        <span className="sr-only">{said}: </span>
        <FileText aria-hidden="true" className="mr-1.5 inline size-4 align-[-3px] text-brand-700" />
        {bodyWithMarkers(message)}
      </p>
      <Link
        to={paths.quote.href(message.quoteId!)}
        className="mt-2 inline-flex items-center rounded-lg text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        View quote
      </Link>
    </div>
  );
}

/**
 * One message: the user's own on the right in the brand colour, the other person's on the left.
 * Memoised: a message that arrives or is sent leaves the room's other messages as they were, so
 * only the new one renders.
 */
export const MessageBubble = memo(function MessageBubble({
  message,
  otherName,
  myRole,
}: {
  message: ChatMessage;
  otherName: string;
  myRole: ConversationRole;
}) {
  const { isMine, attachment } = message;
  if (message.isRemoved) return <RemovedMessage message={message} />;
  const said = messages.chats.said(isMine ? messages.chats.you : otherName);
  const notice = hiddenDetailsNotice(message, myRole, otherName);
  const noticeId = `notice-${message._id}`;
  return (
    <li
      data-sender={isMine ? 'me' : 'other'}
      className={cn('flex', isMine ? 'justify-end' : 'justify-start')}
    >
      <div className={cn('max-w-[85%] sm:max-w-[70%]', isMine && 'text-right')}>
        {attachment && (
          <div className={cn('flex', isMine ? 'justify-end' : 'justify-start')}>
            <span className="sr-only">{said}: </span>
            <MessageAttachment
              attachment={attachment}
              isMine={isMine}
              senderName={isMine ? messages.chatAttachments.yourself : otherName}
            />
          </div>
        )}
        {message.quoteId ? (
          <QuoteMessageCard
            message={message}
            said={said}
            describedBy={notice ? noticeId : undefined}
          />
        ) : (
          (message.body || !attachment) && (
            <p
              aria-describedby={notice ? noticeId : undefined}
              className={cn(
                // wrap-anywhere, not break-words: a pasted link must not size the bubble wider than the
                // screen (break-words leaves the bubble as wide as its longest word).
                'inline-block rounded-2xl px-3.5 py-2 text-left text-sm leading-6 wrap-anywhere whitespace-pre-wrap',
                isMine
                  ? 'rounded-br-md bg-brand-700 text-white'
                  : 'rounded-bl-md bg-slate-100 text-slate-900',
              )}
            >
              <span className="sr-only">{said}: </span>
              {bodyWithMarkers(message)}
            </p>
          )
        )}
        <p className={cn('mt-1 flex items-center gap-2 px-1', isMine && 'justify-end')}>
          <LocalTime
            value={message.createdAt}
            format="message"
            className="text-xs text-slate-500"
          />
          {!isMine && (
            <ReportButton
              subjectType="message"
              subjectId={message._id}
              label={messages.safety.reportTitle(messages.safety.subjectNames.message)}
            />
          )}
        </p>
        {notice && (
          <p
            id={noticeId}
            data-testid="hidden-details-notice"
            className={cn(
              'mt-1 flex items-start gap-1.5 px-1 text-left text-xs leading-5 text-amber-800',
              isMine && 'justify-end',
            )}
          >
            <EyeOff aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            <span>{notice}</span>
          </p>
        )}
      </div>
    </li>
  );
});
