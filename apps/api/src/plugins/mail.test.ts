import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { firstServiceId } from '../../test/factories';
import { startSmtpInbox } from '../../test/smtp-inbox';
import { createMailer } from './mail';

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let testApp: TestApp;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  testApp = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}` });
});

afterAll(async () => {
  await testApp.close();
  await inbox.close();
});

describe('mail over SMTP', () => {
  it('sends the verification code as an HTML and text mail with the product name', async () => {
    const email = `mail-${randomUUID().slice(0, 8)}@example.com.au`;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: {
        firstName: 'Jess',
        lastName: 'Tran',
        contactNumber: '0412345678',
        address: { state: 'NSW', city: 'Newcastle' },
        userType: 'apprentice',
        email,
        password: 'secret1',
        services: [await firstServiceId(testApp.app)],
      },
    });
    expect(response.statusCode).toBe(201);
    const mail = inbox.received.find((m) => m.to.includes(email))!;
    expect(mail.subject).toMatch(/^\d{6} is your TradeMate verification code$/);
    const code = mail.subject.slice(0, 6);
    expect(mail.text).toContain('Welcome to TradeMate, Jess');
    expect(mail.text).toContain(`Your code: ${code}`);
    expect(mail.text).toContain('expires in 10 minutes');
    expect(mail.html).toContain(code);
    expect(mail.html).toContain('<!doctype html>');
    expect(response.body).not.toContain(code);
  });
});

describe('the outbox without SMTP', () => {
  it('never writes a mail body to the log in production', async () => {
    const lines: string[] = [];
    const log = {
      info: (_obj: unknown, msg?: string) => lines.push(String(msg)),
      warn: (_obj: unknown, msg?: string) => lines.push(String(msg)),
    };
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'TradeMate <no-reply@trademate.com.au>',
      db: testApp.database.db,
      log: log as never,
      isProduction: true,
    });
    await mailer.send({
      to: 'a@example.com',
      subject: 'Code',
      text: 'Your code: 424242',
      html: '<p>424242</p>',
    });
    expect(lines.join('\n')).not.toContain('424242');
    expect(lines).toHaveLength(1);
  });
});
