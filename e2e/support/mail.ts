import { expect } from '@playwright/test';

const mailUrl = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT ?? 2527}/mails`;

interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Waits for the newest mail to `to` whose subject matches, and returns the 6-digit code in it. */
export async function codeMailedTo(to: string, subject: RegExp): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(mailUrl)).json()) as Mail[];
        const mail = mails.filter((m) => m.to.includes(to) && subject.test(m.subject)).at(-1);
        code = mail?.text.match(/Your code: (\d{6})/)?.[1] ?? '';
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}
