import { z } from 'zod';
import { staffLimits, staffRoles, staffStatuses } from '../constants/staff';
import * as messages from '../messages';

const m = messages.staff;

const emailSchema = z
  .string({ error: messages.validation.email })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: messages.validation.email }));

/** `POST /api/admin/auth/login`: the first step, a password. */
export const staffSignInRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: m.passwordRequired }).min(1, { error: m.passwordRequired }),
});
export type StaffSignInRequest = z.input<typeof staffSignInRequestSchema>;

/** What the password step leads to: a code from the authenticator, or setting one up first. */
export const staffSecondStepSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('totp'), challenge: z.string() }),
  z.object({
    step: z.literal('setupTotp'),
    challenge: z.string(),
    /** Base32, for typing into the app by hand. */
    secret: z.string(),
    otpauthUrl: z.string(),
    /** The otpauth URL as a QR code (SVG markup). */
    qrSvg: z.string(),
  }),
]);
export type StaffSecondStep = z.infer<typeof staffSecondStepSchema>;

/** `POST /api/admin/auth/totp`: the code from the app, or one of the recovery codes. */
export const staffTotpRequestSchema = z
  .object({
    challenge: z.string({ error: m.signInAgain }).min(1, { error: m.signInAgain }),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, { error: m.codeFormat })
      .optional(),
    recoveryCode: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9]{5}-?[a-z0-9]{5}$/, { error: m.recoveryCodeFormat })
      .transform((code) => code.replace('-', ''))
      .optional(),
  })
  .refine((body) => Boolean(body.code) !== Boolean(body.recoveryCode), {
    error: m.codeRequired,
    path: ['code'],
  });
export type StaffTotpRequest = z.input<typeof staffTotpRequestSchema>;

export const staffMemberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
  status: z.enum(staffStatuses),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** A staff session: who is signed in and until when; recovery codes once, when TOTP was set up. */
export const staffSessionSchema = z.object({
  staff: staffMemberSchema,
  expiresAt: z.string(),
  recoveryCodes: z.array(z.string()).optional(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const staffListSchema = z.object({ items: z.array(staffMemberSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

const reasonSchema = z
  .string({ error: m.reasonRequired })
  .trim()
  .min(3, { error: m.reasonRequired })
  .max(500, { error: m.reasonTooLong });

/** What every staff action that changes something carries: why (kept in the audit log). */
export const staffReasonSchema = z.object({ reason: reasonSchema });

/** `POST /api/admin/staff`: an admin invites someone to the console. */
export const inviteStaffRequestSchema = z.object({
  email: emailSchema,
  name: z
    .string({ error: m.nameRequired })
    .trim()
    .min(2, { error: m.nameRequired })
    .max(80, { error: m.nameRequired }),
  role: z.enum(staffRoles, { error: m.roleRequired }),
  reason: reasonSchema,
});
export type InviteStaffRequest = z.input<typeof inviteStaffRequestSchema>;

export const staffInvitationSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

export const staffPasswordSchema = z
  .string({ error: m.passwordTooShort })
  .min(staffLimits.passwordMinLength, { error: m.passwordTooShort })
  .max(200, { error: m.passwordTooLong });

/** `POST /api/admin/auth/invitation`: the invited person chooses a password. */
export const acceptStaffInvitationRequestSchema = z.object({
  token: z.string({ error: m.invitationInvalid }).min(1, { error: m.invitationInvalid }),
  password: staffPasswordSchema,
});
export type AcceptStaffInvitationRequest = z.input<typeof acceptStaffInvitationRequestSchema>;

/** The invitation page's form: the password, typed twice. */
export const acceptStaffInvitationFormSchema = z
  .object({ password: staffPasswordSchema, confirmation: z.string() })
  .refine((form) => form.password === form.confirmation, {
    error: messages.validation.passwordsMatch,
    path: ['confirmation'],
  });
export type AcceptStaffInvitationForm = z.input<typeof acceptStaffInvitationFormSchema>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  staffEmail: z.string(),
  action: z.string(),
  recordType: z.string(),
  recordId: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** `GET /api/admin/audit`: filters and a cursor (the last row's id). */
export const auditQuerySchema = z.object({
  staff: z.string().trim().max(200).optional(),
  action: z.string().trim().max(80).optional(),
  recordType: z.string().trim().max(40).optional(),
  recordId: z.string().trim().max(80).optional(),
  from: z.iso.date({ error: m.dateInvalid }).optional(),
  to: z.iso.date({ error: m.dateInvalid }).optional(),
  cursor: z
    .string()
    .regex(/^\d{1,18}$/, { error: messages.request.cursorInvalid })
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;
