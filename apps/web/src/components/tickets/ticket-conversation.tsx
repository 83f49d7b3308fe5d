import type { TicketMessage } from '@trademate/shared/schemas/tickets';
import { cn } from '@/components/ui/cn';
import { formatFullDateTime } from '@/lib/format-time';

/**
 * A ticket's messages in order, the ticket's description first. `ownSide` is the side the reader
 * is on: their messages sit on the right, the other side's on the left.
 */
export function TicketConversation({
  messages,
  ownSide,
}: {
  messages: TicketMessage[];
  ownSide: TicketMessage['author'];
}) {
  return (
    <ol aria-label="Conversation" className="space-y-4">
      {messages.map((message) => {
        const isOwn = message.author === ownSide;
        return (
          <li key={message._id} className={cn('flex', isOwn ? 'justify-end' : 'justify-start')}>
            <article
              className={cn(
                'max-w-[85%] rounded-2xl px-4 py-3 ring-1 sm:max-w-[75%]',
                isOwn ? 'bg-brand-50 ring-brand-100' : 'bg-white ring-slate-200',
              )}
            >
              <header className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 text-xs text-slate-600">
                <span className="font-semibold text-slate-800">{message.authorName}</span>
                <time dateTime={message.createdAt}>{formatFullDateTime(message.createdAt)}</time>
              </header>
              <p className="mt-1.5 text-sm break-words whitespace-pre-wrap text-slate-800">
                {message.body}
              </p>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
