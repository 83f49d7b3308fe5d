import * as messages from '@trademate/shared/messages';
import type { ChatMessage } from '@trademate/shared/schemas/chats';
import { cn } from '@/components/ui/cn';
import { formatFullDateTime, formatMessageTime } from '@/lib/format-time';
import { MessageAttachment } from './message-attachment';

/** One message: the user's own on the right in the brand colour, the other person's on the left. */
export function MessageBubble({ message, otherName }: { message: ChatMessage; otherName: string }) {
  const { isMine, attachment } = message;
  const said = messages.chats.said(isMine ? messages.chats.you : otherName);
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
        {(message.body || !attachment) && (
          <p
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
            {message.body}
          </p>
        )}
        <time
          dateTime={message.createdAt}
          title={formatFullDateTime(message.createdAt)}
          className="mt-1 block px-1 text-xs text-slate-500"
        >
          {formatMessageTime(message.createdAt)}
        </time>
      </div>
    </li>
  );
}
