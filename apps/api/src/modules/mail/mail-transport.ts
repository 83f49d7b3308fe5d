import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import * as messages from '@trademate/shared/messages';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe on alert mails. */
  headers?: Record<string, string> | null;
}

/** A mail of the outbox on its way out: its row id doubles as its Message-ID. */
export interface OutgoingMail extends MailMessage {
  id: string;
  kind: string;
}

export interface MailTransport {
  via: 'smtp' | 'log';
  /**
   * Resolves once the mail is accepted; rejects with the server's refusal otherwise. `log`: where
   * its lines go (the sender's, bound to the request that queued the mail).
   */
  deliver(mail: OutgoingMail, log?: FastifyBaseLogger): Promise<void>;
  close(): void;
}

const CODE_LINE = new RegExp(`^${messages.mails.codeLabel}: (\\S+)$`, 'm');
const LINK = /https?:\/\/\S+/;

/**
 * A mail kept in the outbox, as one line a person reads in the terminal (decision 058): who it
 * is for, its subject, and what they would act on, the code it carries and its first link.
 */
export function keptMailLine(mail: Pick<MailMessage, 'to' | 'subject' | 'text'>): string {
  const code = CODE_LINE.exec(mail.text)?.[1];
  const link = LINK.exec(mail.text)?.[0];
  const parts = [code ? `code ${code}` : null, link].filter(Boolean);
  return `Mail kept (no SMTP_URL) for ${mail.to}: “${mail.subject}”${parts.length > 0 ? ` · ${parts.join(' · ')}` : ''}`;
}

/** Longest an SMTP exchange may take: well within the sender's claim on a row (`CLAIM_MS`). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

/**
 * Connections kept open to the SMTP server, each sending one mail after another (decision 076):
 * a busy trade's alert mails leave at the server's pace, not one connection's handshake each.
 */
export const SMTP_CONNECTIONS = 4;

/**
 * Over SMTP when `SMTP_URL` is set. Otherwise kept in the outbox and told, so the embedded setup
 * needs no mail server: in development as one readable line with the code and the link
 * (`print`, when given; the log has the mail's id and kind at debug level), in production in the
 * log with only the mail's id, kind and recipient, since a subject or body may hold a one-time
 * code.
 */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  isProduction: boolean;
  /** Where development writes a kept mail's line: the terminal. */
  print?: (line: string) => void;
}): MailTransport {
  const { log } = options;
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    // nodemailer is loaded with the first mail sent rather than at start (decision 045).
    let opening: Promise<Transporter> | undefined;
    const transport = () => {
      opening ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({
          url: smtpUrl,
          pool: true,
          maxConnections: SMTP_CONNECTIONS,
          maxMessages: 500,
          ...SMTP_TIMEOUTS,
        }),
      );
      return opening;
    };
    return {
      via: 'smtp',
      async deliver(mail) {
        const smtp = await transport();
        await smtp.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: `<${mail.id}@trademate.com.au>`,
          ...(mail.headers ? { headers: mail.headers } : {}),
        });
      },
      close() {
        opening?.then((open) => open.close()).catch(() => {});
      },
    };
  }
  return {
    via: 'log',
    async deliver(mail, mailLog = log) {
      if (options.isProduction) {
        mailLog.warn(
          { mailId: mail.id, kind: mail.kind, to: mail.to },
          'mail not sent: no SMTP_URL (kept in the outbox)',
        );
      } else {
        mailLog.debug({ mailId: mail.id, kind: mail.kind, to: mail.to }, 'mail kept in the outbox');
        options.print?.(keptMailLine(mail));
      }
    },
    close() {},
  };
}
