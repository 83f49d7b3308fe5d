import { company } from '@trademate/shared/constants/company';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type { MailMessage } from '../mail/mail.service';

/** A mail of this module, with the kind the outbox logs it by. */
export type AuthMail = MailMessage & { kind: 'verify_email' | 'password_reset' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A button in the mail: what it says and where it goes. */
interface MailAction {
  label: string;
  href: string;
}

function layout(
  title: string,
  paragraphs: string[],
  code: string,
  action: MailAction | undefined,
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:0 0 24px"><a href="${escapeHtml(action.href)}" style="display:inline-block;background:#145075;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="en-AU"><body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#1e293b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:16px;padding:32px" cellpadding="0" cellspacing="0"><tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#145075">${escapeHtml(company.productName)}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>${body}
<p style="margin:24px 0;font-size:32px;font-weight:bold;letter-spacing:8px;color:#0f172a">${escapeHtml(code)}</p>${button}
<p style="margin:0;color:#64748b;font-size:13px">${escapeHtml(company.legalName)} · ${escapeHtml(company.supportEmail)}</p>
</td></tr></table></td></tr></table></body></html>`;
}

function message(
  kind: AuthMail['kind'],
  to: string,
  subject: string,
  title: string,
  paragraphs: string[],
  code: string,
  action?: MailAction,
): AuthMail {
  const text = [
    `${title}`,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${messages.mails.codeLabel}: ${code}`,
    '',
    ...(action ? [`${action.label}: ${action.href}`, ''] : []),
    `${company.legalName} · ${company.supportEmail}`,
  ].join('\n');
  return { kind, to, subject, text, html: layout(title, paragraphs, code, action) };
}

/**
 * The verification page with the email and the code, which it submits on opening: one tap on any
 * device. They ride in the fragment, which browsers never send to a server or in a Referer.
 */
export function verificationLink(publicUrl: string, email: string, code: string): string {
  const url = new URL(paths.verify.href(), publicUrl);
  url.hash = new URLSearchParams({ email, code }).toString();
  return url.toString();
}

export function verificationMail(
  to: string,
  firstName: string,
  code: string,
  publicUrl: string,
): AuthMail {
  const m = messages.mails.verification;
  return message('verify_email', to, m.subject(code), m.title(firstName), [...m.paragraphs], code, {
    label: m.action,
    href: verificationLink(publicUrl, to, code),
  });
}

export function passwordResetMail(to: string, firstName: string, code: string): AuthMail {
  const m = messages.mails.passwordReset;
  return message(
    'password_reset',
    to,
    m.subject(code),
    m.title(firstName),
    [...m.paragraphs],
    code,
  );
}
