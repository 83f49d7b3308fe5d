import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';
import type { ReactElement, ReactNode } from 'react';
import { company, formatPostalAddress } from '@trademate/shared/constants/company';

/*
 * The frame every templated mail shares (alerts, plan notices, the newsletter): loaded only with
 * the first mail rendered, as the templates that use it are (decision 045).
 */

/** TradeMate's mail look (as the account mails): navy brand, slate text, a white card. */
export const mailColours = { brand: '#145075', text: '#1e293b', muted: '#64748b', page: '#f1f5f9' };

/** The footer's small, muted lines. */
export const mailSmallText = {
  margin: '0 0 8px',
  color: mailColours.muted,
  fontSize: '13px',
} as const;

export interface MailFrameProps {
  /** The line a mail client shows beside the subject. */
  preview: string;
  /** The card's width: a newsletter's article reads wider than an alert. */
  width: '520px' | '560px';
  /** Under the rule: why the mail came, then its links (unsubscribe, settings), if any. */
  footer: { why: string; links?: ReactNode };
  /**
   * Who sends it. A commercial message names the company in full (ABN and postal address), as the
   * Spam Act asks; the others its name and support address.
   */
  sender: 'brief' | 'in full';
  children: ReactNode;
}

/** A mail's page: the card with TradeMate's name, the content, the footer and who sends it. */
export function MailFrame({ preview, width, footer, sender, children }: MailFrameProps) {
  return (
    <Html lang="en-AU">
      <Head />
      <Preview>{preview}</Preview>
      <Body
        style={{
          margin: 0,
          backgroundColor: mailColours.page,
          fontFamily: 'Arial, Helvetica, sans-serif',
          color: mailColours.text,
        }}
      >
        <Container
          style={{
            maxWidth: width,
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
              color: mailColours.brand,
            }}
          >
            {company.productName}
          </Text>
          {children}
          <Hr />
          <Text style={{ ...mailSmallText, margin: '16px 0 8px' }}>{footer.why}</Text>
          {footer.links ? <Text style={mailSmallText}>{footer.links}</Text> : null}
          {sender === 'in full' ? (
            <Text style={{ ...mailSmallText, margin: 0 }}>
              {company.legalName} · ABN {company.abn} · {formatPostalAddress()} ·{' '}
              {company.supportEmail}
            </Text>
          ) : (
            <Text style={{ ...mailSmallText, margin: 0 }}>
              {company.legalName} · {company.supportEmail}
            </Text>
          )}
        </Container>
      </Body>
    </Html>
  );
}

/** A mail's title. */
export function MailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={{ margin: '0 0 16px', fontSize: '22px' }}>
      {children}
    </Heading>
  );
}

/** The one thing a mail asks the reader to do, as a button. */
export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: mailColours.brand,
          color: '#ffffff',
          fontWeight: 'bold',
          padding: '12px 24px',
          borderRadius: '8px',
          textDecoration: 'none',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** A mail's HTML and its plain text, both from the one element. */
export async function renderMail(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
