import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { createMailTransport, keptMailLine } from './mail-transport';

const silentLog = Fastify({ logger: false }).log;

/** A mail written as the verification mail is: its code on a line, then its button's link. */
function codeMail(to: string, code: string, link?: string) {
  return {
    id: 'a1',
    kind: 'verify_email',
    to,
    subject: messages.mails.verification.subject(code),
    text: [
      'Welcome to TradeMate',
      '',
      `${messages.mails.codeLabel}: ${code}`,
      '',
      ...(link ? [`${messages.mails.verification.action}: ${link}`, ''] : []),
      'TradeMate Pty Ltd · support@trademate.com.au',
    ].join('\n'),
    html: '<p>Welcome</p>',
  };
}

function keptBy(isProduction: boolean) {
  const lines: string[] = [];
  const transport = createMailTransport({
    smtpUrl: undefined,
    from: 'TradeMate <no-reply@trademate.com.au>',
    log: silentLog,
    isProduction,
    print: (line) => lines.push(line),
  });
  return { transport, lines };
}

describe('a mail kept in the outbox without SMTP_URL', () => {
  it('is told in development as one readable line with its code and its link', async () => {
    const { transport, lines } = keptBy(false);
    const link = 'http://localhost:3300/user/verify#email=mia%40example.com.au&code=482913';
    await transport.deliver(codeMail('mia@example.com.au', '482913', link));
    expect(lines).toEqual([
      `Mail kept (no SMTP_URL) for mia@example.com.au: “482913 is your TradeMate verification code” · code 482913 · http://localhost:3300/user/verify#email=mia%40example.com.au&code=482913`,
    ]);
    expect(transport.via).toBe('log');
  });

  it('names the code alone when the mail has no link, and the subject alone when it has neither', () => {
    expect(keptMailLine(codeMail('ben@example.com.au', '100200'))).toBe(
      'Mail kept (no SMTP_URL) for ben@example.com.au: “100200 is your TradeMate verification code” · code 100200',
    );
    expect(keptMailLine({ to: 'a@b.co', subject: 'Hello', text: 'Plain words\nand more' })).toBe(
      'Mail kept (no SMTP_URL) for a@b.co: “Hello”',
    );
  });

  it('prints nothing in production, where a code must not reach the terminal', async () => {
    const { transport, lines } = keptBy(true);
    await transport.deliver(codeMail('mia@example.com.au', '482913', 'https://trademate.test/x'));
    expect(lines).toEqual([]);
  });
});
