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
import { company } from '@trademate/shared/constants/company';
import * as messages from '@trademate/shared/messages';

const m = messages.mails.alerts;

/** TradeMate's mail look (as the account mails): navy brand, slate text, a white card. */
const colours = { brand: '#145075', text: '#1e293b', muted: '#64748b', page: '#f1f5f9' };

/** One thing the mail is about: what it says, and where it leads (absolute). */
export interface AlertMailItem {
  title: string;
  body: string;
  href: string;
}

export interface AlertMailProps {
  preview: string;
  firstName: string;
  heading: string;
  lead?: string;
  /** More to say under the lead (plan notices). */
  paragraphs?: string[];
  items: AlertMailItem[];
  action: { label: string; href: string };
  /** Why this mail came, the one-click unsubscribe page and the settings page (absolute). */
  footer: { why: string; unsubscribeHref: string; settingsHref: string };
}

/** Every alert mail: one template, rendered to HTML and to plain text. */
export function AlertMail({
  preview,
  firstName,
  heading,
  lead,
  paragraphs = [],
  items,
  action,
  footer,
}: AlertMailProps) {
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
            maxWidth: '520px',
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
          <Heading as="h1" style={{ margin: '0 0 16px', fontSize: '22px' }}>
            {heading}
          </Heading>
          <Text style={{ margin: '0 0 16px' }}>{m.greeting(firstName)}</Text>
          {lead ? <Text style={{ margin: '0 0 16px' }}>{lead}</Text> : null}
          {paragraphs.map((paragraph, index) => (
            <Text key={index} style={{ margin: '0 0 16px' }}>
              {paragraph}
            </Text>
          ))}
          {items.map((item, index) => (
            <Section key={index} style={{ margin: '0 0 16px' }}>
              <Link href={item.href} style={{ color: colours.brand, fontWeight: 'bold' }}>
                {item.title}
              </Link>
              <Text style={{ margin: '4px 0 0' }}>{item.body}</Text>
            </Section>
          ))}
          <Section style={{ margin: '8px 0 24px' }}>
            <Button
              href={action.href}
              style={{
                backgroundColor: colours.brand,
                color: '#ffffff',
                fontWeight: 'bold',
                padding: '12px 24px',
                borderRadius: '8px',
                textDecoration: 'none',
              }}
            >
              {action.label}
            </Button>
          </Section>
          <Hr />
          <Text style={{ margin: '16px 0 8px', color: colours.muted, fontSize: '13px' }}>
            {footer.why}
          </Text>
          <Text style={{ margin: '0 0 8px', color: colours.muted, fontSize: '13px' }}>
            <Link href={footer.unsubscribeHref} style={{ color: colours.muted }}>
              {m.unsubscribe}
            </Link>
            {' · '}
            <Link href={footer.settingsHref} style={{ color: colours.muted }}>
              {m.settings}
            </Link>
          </Text>
          <Text style={{ margin: 0, color: colours.muted, fontSize: '13px' }}>
            {company.legalName} · {company.supportEmail}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The mail's HTML and its plain text, both from the one template. */
export async function renderAlertMail(
  props: AlertMailProps,
): Promise<{ html: string; text: string }> {
  const element = <AlertMail {...props} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
