import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';
import type { ReactElement, ReactNode } from 'react';
import { company, formatPostalAddress } from '@trademate/shared/constants/company';
import * as messages from '@trademate/shared/messages';
import type { BlogBlock } from '@trademate/shared/schemas/blog';

const m = messages.newsletterIssues;

/** TradeMate's mail look (as the account and alert mails): navy brand, slate text, a white card. */
const colours = { brand: '#145075', text: '#1e293b', muted: '#64748b', page: '#f1f5f9' };
const small = { margin: '0 0 8px', color: colours.muted, fontSize: '13px' } as const;

function Frame({ preview, children }: { preview: string; children: ReactNode }) {
  return (
    <Html lang="en-AU">
      <Head />
      <Preview>{preview}</Preview>
      <Body
        style={{
          margin: 0,
          backgroundColor: colours.page,
          fontFamily: 'Arial, Helvetica, sans-serif',
          color: colours.text,
        }}
      >
        <Container
          style={{
            maxWidth: '560px',
            margin: '32px auto',
            backgroundColor: '#ffffff',
            borderRadius: '16px',
            padding: '32px',
          }}
        >
          <Text
            style={{
              margin: '0 0 24px',
              fontSize: '20px',
              fontWeight: 'bold',
              color: colours.brand,
            }}
          >
            {company.productName}
          </Text>
          {children}
          {/* Who sends it, as the Spam Act asks of every commercial message. */}
          <Text style={{ ...small, margin: 0 }}>
            {company.legalName} · ABN {company.abn} · {formatPostalAddress()} ·{' '}
            {company.supportEmail}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

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
    <Frame preview={subject}>
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
      <Heading as="h1" style={{ margin: '0 0 16px', fontSize: '22px' }}>
        {subject}
      </Heading>
      <Blocks body={body} />
      <Hr />
      <Text style={{ ...small, margin: '16px 0 8px' }}>{m.footerWhy}</Text>
      <Text style={small}>
        {m.footerUnsubscribeLine}{' '}
        <Link href={unsubscribeHref} style={{ color: colours.muted }}>
          {m.footerUnsubscribe}
        </Link>
      </Text>
    </Frame>
  );
}

/** The double opt-in: one button to the confirmation page. */
export function NewsletterConfirmMail({ confirmHref }: { confirmHref: string }) {
  return (
    <Frame preview={m.confirmSubject}>
      <Heading as="h1" style={{ margin: '0 0 16px', fontSize: '22px' }}>
        {m.confirmHeading}
      </Heading>
      <Text style={{ margin: '0 0 16px' }}>{m.confirmParagraph}</Text>
      <Section style={{ margin: '8px 0 24px' }}>
        <Button
          href={confirmHref}
          style={{
            backgroundColor: colours.brand,
            color: '#ffffff',
            fontWeight: 'bold',
            padding: '12px 24px',
            borderRadius: '8px',
            textDecoration: 'none',
          }}
        >
          {m.confirmAction}
        </Button>
      </Section>
      <Text style={{ ...small, margin: '0 0 16px' }}>{confirmHref}</Text>
      <Hr />
      <Text style={{ ...small, margin: '16px 0 8px' }}>{m.confirmIgnore}</Text>
    </Frame>
  );
}

/** A mail's HTML and its plain text, both from the one element. */
async function renderMail(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}

export function renderIssueMail(props: NewsletterIssueMailProps) {
  return renderMail(<NewsletterIssueMail {...props} />);
}

export function renderConfirmMail(confirmHref: string) {
  return renderMail(<NewsletterConfirmMail confirmHref={confirmHref} />);
}
