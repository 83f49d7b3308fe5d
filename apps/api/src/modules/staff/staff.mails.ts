import { company } from '@trademate/shared/constants/company';
import * as messages from '@trademate/shared/messages';
import type { MailMessage } from '../mail/mail.service';
import type { StaffRow } from './staff.repository';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The invitation to the console: who invited them as what, and the link to set a password. */
export function staffInvitationMail(
  staff: Pick<StaffRow, 'email' | 'name' | 'role'>,
  link: string,
): MailMessage & { kind: 'staff_invitation' } {
  const role = messages.staff.roleLabels[staff.role];
  const lines = [
    `Hi ${staff.name},`,
    `You are invited to the ${messages.staff.consoleName} as ${role}.`,
    'Open the link below to choose a password, then set up an authenticator app (Google Authenticator, 1Password, Microsoft Authenticator or similar). The link works for 7 days.',
  ];
  return {
    kind: 'staff_invitation',
    to: staff.email,
    subject: messages.staff.inviteSubject,
    text: [...lines, '', link, '', `${company.legalName} · ${company.supportEmail}`].join('\n'),
    html: `<!doctype html><html lang="en-AU"><body style="font-family:Arial,Helvetica,sans-serif;color:#1e293b">${lines
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join(
        '',
      )}<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#145075;color:#fff;padding:12px 24px;border-radius:8px;text-decoration:none;font-weight:bold">Accept the invitation</a></p><p style="color:#64748b;font-size:13px">${escapeHtml(company.legalName)} · ${escapeHtml(company.supportEmail)}</p></body></html>`,
  };
}
