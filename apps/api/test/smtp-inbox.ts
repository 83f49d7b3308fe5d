import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Every header of the message, by lower-case name (unfolded). */
  headers: Record<string, string>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodePart(headers: string, body: string): string {
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers))
    return decodeQuotedPrintable(body);
  if (/content-transfer-encoding:\s*base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return body;
}

/** Reads the subject and the text and HTML parts of a MIME message (as nodemailer writes them). */
export function parseMail(raw: string, to: string[]): ReceivedMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = unfolded.match(/^subject:\s*(.*)$/im)?.[1]?.trim() ?? '';
  const messageId = unfolded.match(/^message-id:\s*(.*)$/im)?.[1]?.trim() ?? '';
  const boundary = unfolded.match(/boundary="?([^";\r\n]+)"?/i)?.[1];
  const parts = boundary
    ? raw.split(`--${boundary}`).slice(1, -1)
    : [`${head}\r\n\r\n${rest.join('\r\n\r\n')}`];
  let text = '';
  let html = '';
  for (const part of parts) {
    const split = part.search(/\r?\n\r?\n/);
    const headers = part.slice(0, split);
    const body = part
      .slice(split)
      .replace(/^\r?\n\r?\n/, '')
      .replace(/\r?\n$/, '');
    if (/content-type:\s*text\/plain/i.test(headers)) text = decodePart(headers, body);
    if (/content-type:\s*text\/html/i.test(headers)) html = decodePart(headers, body);
  }
  const headers: Record<string, string> = {};
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { to, subject, text, html, messageId, headers };
}

/**
 * A real SMTP server on loopback that keeps what it receives. `refuseWith(code)` makes it answer
 * every recipient with that SMTP reply (451: try later; 550: no such mailbox) until
 * `refuseWith(null)`; `nextMail` resolves when a matching mail arrives (already here or later).
 */
export async function startSmtpInbox(port = 0) {
  const received: ReceivedMail[] = [];
  const waiters: Array<{
    matches: (mail: ReceivedMail) => boolean;
    resolve: (mail: ReceivedMail) => void;
  }> = [];
  let refusal: number | null = null;
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onRcptTo(_address, _session, callback) {
      if (refusal === null) return callback();
      const error = Object.assign(new Error(`Refused for this test (${refusal})`), {
        responseCode: refusal,
      });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), to);
        received.push(mail);
        for (const waiter of waiters.filter((w) => w.matches(mail))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(mail);
        }
        callback();
      });
    },
  });
  // A client that drops its connection (a pooled sender closing, or giving up on a slow machine)
  // is that client's business: a real mail server goes on serving the others, and so does this one.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    /** How many SMTP connections clients have opened so far. */
    get connections() {
      return connections;
    },
    refuseWith(code: number | null) {
      refusal = code;
    },
    nextMail(matches: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
      const arrived = received.find(matches);
      if (arrived) return Promise.resolve(arrived);
      return new Promise((resolve) => waiters.push({ matches, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;
