import { useCallback } from 'react';
import { useParams } from 'react-router';
import * as messages from '@trademate/shared/messages';
import { useConfirmNewsletterMutation } from '../api/newsletter-links';
import { NewsletterLinkPage } from './newsletter-link-page';

const m = messages.newsletterIssues;

/** `/newsletter/confirm/:token`: the link of the confirmation mail (double opt-in). */
export default function NewsletterConfirmPage() {
  const { token = '' } = useParams();
  const [confirm, result] = useConfirmNewsletterMutation();
  const act = useCallback((value: string) => void confirm(value), [confirm]);
  return (
    <NewsletterLinkPage
      title={m.confirmTitle}
      working={m.confirmWorking}
      token={token}
      act={act}
      result={result}
    />
  );
}
