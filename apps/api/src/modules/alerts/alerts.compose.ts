import type { AlertEvent } from '@trademate/shared/constants/notifications';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type { MailMessage } from '../mail/mail.service';
import type { AlertMailItem, AlertMailProps } from './alerts.mails';
import type { RecipientRow } from './alerts.repository';
import type { UnsubscribeTokens } from './alerts.tokens';

/**
 * The mail template (React Email, with its code highlighter and HTML-to-text) is loaded with the
 * first mail rendered, by the sender, rather than at start (docs/decisions/045-start-up.md).
 */
async function renderAlertMail(props: AlertMailProps) {
  return (await import('./alerts.mails')).renderAlertMail(props);
}

const m = messages.notificationSettings;
const mm = messages.mails.alerts;

/** What an alert mail says, apart from whom it greets and its unsubscribe link. */
export interface AlertMailContent {
  subject: string;
  heading: string;
  lead?: string;
  paragraphs?: string[];
  items: AlertMailItem[];
  action: { label: string; href: string };
}

/** Stand-ins the template is rendered with once, replaced in each mail (plain ASCII words). */
const NAME_STAND_IN = 'TRADEMATEFIRSTNAMESTANDIN';
const UNSUBSCRIBE_STAND_IN = 'https://unsubscribe.invalid/TRADEMATESTANDIN';
/** Rendered layouts kept at once (one per distinct alert content). */
const LAYOUTS_KEPT = 200;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Writing alert mails: the one template, the footer links and the RFC 8058 headers, and the
 * app's paths made absolute from `publicUrl`.
 */
export function createAlertMails({
  publicUrl,
  tokens,
}: {
  publicUrl: string;
  tokens: UnsubscribeTokens;
}) {
  const absolute = (path: string) => new URL(path, publicUrl).toString();

  /**
   * Rendered layouts by content: a new job's alert reaches up to thousands of people with the same
   * words, so the template is rendered once with stand-ins for the name and the unsubscribe link,
   * and each mail fills in its own. Bounded; cleared when full.
   */
  const layouts = new Map<string, Promise<{ html: string; text: string }>>();

  function layoutOf(event: AlertEvent, content: AlertMailContent) {
    const key = JSON.stringify([event, content]);
    let layout = layouts.get(key);
    if (!layout) {
      if (layouts.size >= LAYOUTS_KEPT) layouts.clear();
      layout = renderAlertMail({
        preview: content.lead ?? content.heading,
        firstName: NAME_STAND_IN,
        heading: content.heading,
        lead: content.lead,
        paragraphs: content.paragraphs,
        items: content.items,
        action: content.action,
        footer: {
          why: mm.footerWhy(m.eventLabels[event]),
          unsubscribeHref: UNSUBSCRIBE_STAND_IN,
          settingsHref: absolute(paths.notificationSettings.href()),
        },
      });
      layout.catch(() => layouts.delete(key));
      layouts.set(key, layout);
    }
    return layout;
  }

  /** The mail of an alert: the one template, the footer links and the RFC 8058 headers. */
  async function alertMail(
    recipient: Pick<RecipientRow, 'id' | 'email' | 'firstName'>,
    event: AlertEvent,
    content: AlertMailContent,
  ): Promise<MailMessage & { kind: string }> {
    const token = tokens.create(recipient.id, event);
    const layout = await layoutOf(event, content);
    const unsubscribeHref = absolute(paths.unsubscribe.href(token));
    const html = layout.html
      .split(NAME_STAND_IN)
      .join(escapeHtml(recipient.firstName))
      .split(UNSUBSCRIBE_STAND_IN)
      .join(escapeHtml(unsubscribeHref));
    const text = layout.text
      .split(NAME_STAND_IN)
      .join(recipient.firstName)
      .split(UNSUBSCRIBE_STAND_IN)
      .join(unsubscribeHref);
    return {
      kind: `alert_${event}`,
      to: recipient.email,
      subject: content.subject,
      html,
      text,
      headers: {
        'List-Unsubscribe': `<${absolute(`/api/unsubscribe?token=${encodeURIComponent(token)}`)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  /**
   * An alert mail as its facts, for the sender to write just before it goes (decision 075): a
   * new job's alert to thousands of people writes a few facts each, not thousands of pages.
   */
  function alertMailToCompose(
    recipient: Pick<RecipientRow, 'id' | 'email' | 'firstName'>,
    event: AlertEvent,
    content: AlertMailContent,
  ) {
    return {
      kind: `alert_${event}`,
      to: recipient.email,
      facts: {
        userId: recipient.id,
        firstName: recipient.firstName,
        event,
        content: JSON.stringify(content),
      },
    };
  }

  /** Writes a mail `alertMailToCompose` queued, from its facts. */
  function composeQueued(to: string, facts: Record<string, string>) {
    return alertMail(
      { id: facts.userId!, email: to, firstName: facts.firstName! },
      facts.event as AlertEvent,
      JSON.parse(facts.content!) as AlertMailContent,
    );
  }

  return {
    absolute,
    alertMail,
    alertMailToCompose,
    composeQueued,

    /**
     * An alert mail written elsewhere (the plan notices): the alert template, its footer and the
     * one-click unsubscribe headers. `action.href` is a path of the app.
     */
    async composeMail(
      recipient: Pick<RecipientRow, 'id' | 'email' | 'firstName'>,
      event: AlertEvent,
      content: {
        subject: string;
        heading: string;
        paragraphs: string[];
        action: { label: string; href: string };
      },
    ): Promise<MailMessage & { kind: string }> {
      return alertMail(recipient, event, {
        ...content,
        items: [],
        action: { label: content.action.label, href: absolute(content.action.href) },
      });
    },

    /** The unsubscribe token of a person and event (mails written elsewhere carry its link). */
    unsubscribeToken: (userId: string, event: AlertEvent) => tokens.create(userId, event),
  };
}

export type AlertMails = ReturnType<typeof createAlertMails>;
