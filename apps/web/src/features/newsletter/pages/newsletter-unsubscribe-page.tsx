import { Link, useParams, useSearchParams } from 'react-router';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import { readUnsubscribeOutcome } from '@trademate/shared/unsubscribe-outcome';
import {
  UnsubscribePanel,
  unsubscribeState,
  type UnsubscribeState,
} from '@/components/unsubscribe-panel';
import { useUnsubscribeNewsletterMutation } from '../api/newsletter-links';

const m = messages.newsletterIssues;

/** What the API said by sending the browser back here, after the button was sent without the app. */
function stateFromQuery(searchParams: URLSearchParams): UnsubscribeState | null {
  const outcome = readUnsubscribeOutcome(searchParams);
  if (!outcome) return null;
  return 'failed' in outcome
    ? { kind: 'refused', message: m.unsubscribeLinkInvalid }
    : { kind: 'done', message: m.unsubscribed };
}

/**
 * `/newsletter/unsubscribe/:token`: the visible link of every issue, no sign-in. Opening it
 * changes nothing; its one button takes the address off the list (decision 058).
 */
export default function NewsletterUnsubscribePage() {
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const [unsubscribe, result] = useUnsubscribeNewsletterMutation();
  return (
    <UnsubscribePanel
      title={m.unsubscribeTitle}
      lead={m.unsubscribeLead}
      buttonLabel={m.unsubscribeButton}
      workingLabel={m.unsubscribeWorking}
      apiPath={`/newsletter/unsubscribe/${encodeURIComponent(token)}`}
      state={unsubscribeState(result, stateFromQuery(searchParams))}
      onUnsubscribe={() => void unsubscribe(token)}
      afterDone={m.resubscribeHint}
      footer={
        <Link
          to={paths.home.href()}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {m.backHome}
        </Link>
      }
    />
  );
}
