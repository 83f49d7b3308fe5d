import { Link, Section, Text } from '@react-email/components';
import * as messages from '@trademate/shared/messages';
import {
  MailButton,
  MailFrame,
  MailHeading,
  mailColours as colours,
  renderMail,
} from '../mail/mail.frame';

const m = messages.mails.alerts;

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
    <MailFrame
      preview={preview}
      width="520px"
      sender="brief"
      footer={{
        why: footer.why,
        links: (
          <>
            <Link href={footer.unsubscribeHref} style={{ color: colours.muted }}>
              {m.unsubscribe}
            </Link>
            {' · '}
            <Link href={footer.settingsHref} style={{ color: colours.muted }}>
              {m.settings}
            </Link>
          </>
        ),
      }}
    >
      <MailHeading>{heading}</MailHeading>
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
      <MailButton href={action.href}>{action.label}</MailButton>
    </MailFrame>
  );
}

/** The mail's HTML and its plain text, both from the one template. */
export function renderAlertMail(props: AlertMailProps): Promise<{ html: string; text: string }> {
  return renderMail(<AlertMail {...props} />);
}
