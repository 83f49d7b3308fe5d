import { Heading, Link, Text } from '@react-email/components';
import * as messages from '@trademate/shared/messages';
import type { BlogBlock } from '@trademate/shared/schemas/blog';
import {
  MailButton,
  MailFrame,
  MailHeading,
  mailColours as colours,
  mailSmallText as small,
  renderMail,
} from '../mail/mail.frame';

const m = messages.newsletterIssues;

/** The article blocks of an issue, as text (the same blocks the blog renders, decision 033). */
function Blocks({ body }: { body: readonly BlogBlock[] }) {
  return (
    <>
      {body.map((block, index) => {
        if (block.type === 'heading') {
          return (
            <Heading key={index} as="h2" style={{ margin: '24px 0 8px', fontSize: '18px' }}>
              {block.text}
            </Heading>
          );
        }
        if (block.type === 'list') {
          return (
            <ul key={index} style={{ margin: '0 0 16px', paddingLeft: '20px' }}>
              {block.items.map((item, i) => (
                <li key={i} style={{ margin: '0 0 4px', fontSize: '16px', lineHeight: '24px' }}>
                  {item}
                </li>
              ))}
            </ul>
          );
        }
        return (
          <Text
            key={index}
            style={{
              margin: '0 0 16px',
              fontSize: '16px',
              lineHeight: '24px',
              whiteSpace: 'pre-line',
            }}
          >
            {block.text}
          </Text>
        );
      })}
    </>
  );
}

export interface NewsletterIssueMailProps {
  subject: string;
  body: readonly BlogBlock[];
  /** The one-click unsubscribe page (absolute). */
  unsubscribeHref: string;
  /** A test send to a staff member says so at the top. */
  isTest?: boolean;
}

/** A newsletter issue: its subject and blocks, then why it came, the unsubscribe link and who sends it. */
export function NewsletterIssueMail({
  subject,
  body,
  unsubscribeHref,
  isTest,
}: NewsletterIssueMailProps) {
  return (
    <MailFrame
      preview={subject}
      width="560px"
      sender="in full"
      footer={{
        why: m.footerWhy,
        links: (
          <>
            {m.footerUnsubscribeLine}{' '}
            <Link href={unsubscribeHref} style={{ color: colours.muted }}>
              {m.footerUnsubscribe}
            </Link>
          </>
        ),
      }}
    >
      {isTest ? (
        <Text
          style={{
            margin: '0 0 16px',
            padding: '8px 12px',
            borderRadius: '8px',
            backgroundColor: '#fef3c7',
            color: '#92400e',
            fontSize: '13px',
          }}
        >
          {m.testBanner}
        </Text>
      ) : null}
      <MailHeading>{subject}</MailHeading>
      <Blocks body={body} />
    </MailFrame>
  );
}

/** The double opt-in: one button to the confirmation page. */
export function NewsletterConfirmMail({ confirmHref }: { confirmHref: string }) {
  return (
    <MailFrame
      preview={m.confirmSubject}
      width="560px"
      sender="in full"
      footer={{ why: m.confirmIgnore }}
    >
      <MailHeading>{m.confirmHeading}</MailHeading>
      <Text style={{ margin: '0 0 16px' }}>{m.confirmParagraph}</Text>
      <MailButton href={confirmHref}>{m.confirmAction}</MailButton>
      <Text style={{ ...small, margin: '0 0 16px' }}>{confirmHref}</Text>
    </MailFrame>
  );
}

export function renderIssueMail(props: NewsletterIssueMailProps) {
  return renderMail(<NewsletterIssueMail {...props} />);
}

export function renderConfirmMail(confirmHref: string) {
  return renderMail(<NewsletterConfirmMail confirmHref={confirmHref} />);
}
