import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

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
  /** Resolves once the mail is accepted; rejects with the server's refusal otherwise. */
  deliver(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Longest an SMTP exchange may take: well within the sender's claim on a row (`CLAIM_MS`). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

/**
 * Over SMTP when `SMTP_URL` is set. Otherwise to the log, so the embedded setup needs no mail
 * server: in development with the text (codes can be read locally), in production with only the
 * mail's id, kind and recipient, since a subject or body may hold a one-time code.
 */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  isProduction: boolean;
}): MailTransport {
  const { log } = options;
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    // nodemailer is loaded with the first mail sent rather than at start (decision 045).
    let opening: Promise<Transporter> | undefined;
    const transport = () => {
      opening ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }),
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
    async deliver(mail) {
      if (options.isProduction) {
        log.warn(
          { mailId: mail.id, kind: mail.kind, to: mail.to },
          'mail not sent: no SMTP_URL (kept in the outbox)',
        );
      } else {
        log.info(
          { mailId: mail.id, kind: mail.kind, to: mail.to },
          `mail kept in the outbox (no SMTP_URL):\n${mail.subject}\n\n${mail.text}`,
        );
      }
    },
    close() {},
  };
}
