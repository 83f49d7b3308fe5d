import { useCallback } from 'react';
import { useParams } from 'react-router';
import * as messages from '@trademate/shared/messages';
import { useUnsubscribeNewsletterMutation } from '../api/newsletter-links';
import { NewsletterLinkPage } from './newsletter-link-page';

const m = messages.newsletterIssues;

/** `/newsletter/unsubscribe/:token`: the visible link of every issue, one click, no sign-in. */
export default function NewsletterUnsubscribePage() {
  const { token = '' } = useParams();
  const [unsubscribe, result] = useUnsubscribeNewsletterMutation();
  const act = useCallback((value: string) => void unsubscribe(value), [unsubscribe]);
  return (
    <NewsletterLinkPage
      title={m.unsubscribeTitle}
      working={m.unsubscribeWorking}
      token={token}
      act={act}
      result={result}
      footer={m.resubscribeHint}
    />
  );
}
