import { useState } from 'react';
import { canAnswerQuote } from '@trademate/shared/constants/quotes';
import type { Quote } from '@trademate/shared/schemas/quotes';
import { Button, ButtonLink } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { AcceptQuoteDialog, AskAboutQuoteDialog, DeclineQuoteDialog } from './quote-answer-dialogs';

type Answering = 'accept' | 'decline' | 'ask' | null;

/** Whether the client may still ask about a quote: while it is open, or after it expired. */
export function canAskAboutQuote(quote: Quote): boolean {
  return quote.conversationId !== null && (quote.status === 'sent' || quote.status === 'expired');
}

/**
 * What the client can do with a quote: accept it (which hires), decline it with a reason, ask a
 * question in the chat, and, from a card, open the quote in full. Each button names the
 * professional for screen readers, since a page may list several quotes.
 */
export function QuoteClientActions({
  quote,
  showView = false,
  onNotice,
  className,
}: {
  quote: Quote;
  /** Adds the link to the quote's page (on the comparison's cards). */
  showView?: boolean;
  onNotice: (notice: string) => void;
  className?: string;
}) {
  const [answering, setAnswering] = useState<Answering>(null);
  const name = quote.professional.fullName;
  const close = () => setAnswering(null);
  const isOpen = canAnswerQuote(quote.status);
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      {isOpen && (
        <>
          <Button
            size="sm"
            onClick={() => setAnswering('accept')}
            aria-label={`Accept ${name}'s quote`}
          >
            Accept
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setAnswering('decline')}
            aria-label={`Decline ${name}'s quote`}
          >
            Decline
          </Button>
        </>
      )}
      {canAskAboutQuote(quote) && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setAnswering('ask')}
          aria-label={`Ask a question about ${name}'s quote`}
        >
          Ask a question
        </Button>
      )}
      {showView && (
        <ButtonLink
          size="sm"
          variant="ghost"
          to={paths.quote.href(quote._id)}
          aria-label={`View ${name}'s quote`}
        >
          View
        </ButtonLink>
      )}
      {answering === 'accept' && (
        <AcceptQuoteDialog quote={quote} onAccepted={onNotice} onClose={close} />
      )}
      {answering === 'decline' && (
        <DeclineQuoteDialog quote={quote} onDeclined={onNotice} onClose={close} />
      )}
      {answering === 'ask' && <AskAboutQuoteDialog quote={quote} onClose={close} />}
    </div>
  );
}
