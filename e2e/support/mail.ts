import { expect } from '@playwright/test';

const mailUrl = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT ?? 2527}/mails`;

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The message's headers, names lower-cased (List-Unsubscribe, say). */
  headers: Record<string, string>;
}

/** Every mail the journeys' SMTP server has received so far, oldest first. */
async function allMails(): Promise<Mail[]> {
  return (await (await fetch(mailUrl)).json()) as Mail[];
}

/** Waits for the newest mail to `to` whose subject matches, and returns what `pattern` captures. */
async function readMailedTo(to: string, subject: RegExp, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const mail = (await allMails())
          .filter((m) => m.to.includes(to) && subject.test(m.subject))
          .at(-1);
        found = mail?.text.match(pattern)?.[1] ?? '';
        return found;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return found;
}

/** Waits for the newest mail to `to` whose subject matches, and returns the 6-digit code in it. */
export function codeMailedTo(to: string, subject: RegExp): Promise<string> {
  return readMailedTo(to, subject, /Your code: (\d{6})/);
}

/** Waits for the newest verification mail to `to` and returns its one-tap verification link. */
export function verificationLinkMailedTo(to: string): Promise<string> {
  return readMailedTo(to, /verification code/, /Verify my email: (\S+)/);
}

/** Waits for the newest mail to `to` whose subject matches and returns its unsubscribe link. */
export function unsubscribeLinkMailedTo(to: string, subject: RegExp): Promise<string> {
  return readMailedTo(to, subject, /Unsubscribe from these emails (\S+)/);
}

function matching(mails: Mail[], to: string, subject: RegExp, containing: string): Mail[] {
  return mails.filter(
    (m) =>
      m.to.includes(to) &&
      subject.test(m.subject) &&
      `${m.subject}\n${m.text}`.includes(containing),
  );
}

/**
 * How many mails to `to` whose subject matches and that contain `containing` have arrived so far:
 * read before the action that sends one, and pass it to `mailTo` as `after`, when a mail like it
 * may be there already (the same address in a journey's retry).
 */
export async function mailCount(to: string, subject: RegExp, containing: string): Promise<number> {
  return matching(await allMails(), to, subject, containing).length;
}

/**
 * Waits for a mail to `to` whose subject matches and whose subject or text contains `containing`
 * (a job's title, say), and returns it: the first such mail, or the first after the `after` that
 * had arrived before. Alert mails leave from the outbox once the change that caused them commits
 * (a new job's alerts after the background fan-out), so this waits generously.
 */
export async function mailTo(
  to: string,
  subject: RegExp,
  containing: string,
  { after = 0 }: { after?: number } = {},
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = matching(await allMails(), to, subject, containing)[after];
        return found !== undefined;
      },
      { message: `a mail to ${to} about ${containing}`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** The address a mail's link labelled `label` leads to, read from its plain text. */
export function linkIn(mail: Mail, label: string): string {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = mail.text.match(new RegExp(`${escaped}\\s+(https?://\\S+)`))?.[1];
  expect(link, `a “${label}” link in “${mail.subject}”`).toBeDefined();
  return link!;
}
