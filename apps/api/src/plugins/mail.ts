import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/users';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Over SMTP when `SMTP_URL` is set. Otherwise mail is kept in the outbox table and written to the log,
 * so the embedded setup needs no mail server; in production the log carries no mail body, since a
 * body may hold a one-time code.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
  isProduction: boolean;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        await options.db.insert(mailOutbox).values({ ...message, sentAt: new Date() });
      },
      close() {
        transport.close();
      },
    };
  }
  return {
    async send(message) {
      await options.db.insert(mailOutbox).values(message);
      if (options.isProduction) {
        options.log.warn(
          { to: message.to, subject: message.subject },
          'mail kept in the outbox (no SMTP_URL)',
        );
      } else {
        options.log.info(
          { to: message.to, subject: message.subject },
          `mail kept in the outbox (no SMTP_URL):\n${message.text}`,
        );
      }
    },
    close() {},
  };
}
