import { z } from 'zod';
import { limits } from '../constants/limits';
import { isCityInState, states } from '../constants/states';
import { hiringStatuses, subscriptionStatuses } from '../constants/accounts';
import { offersServices, userTypes } from '../constants/users';
import * as messages from '../messages';
import { travelKm } from '../constants/places';
import { addressPlaceFields } from './places';

const m = messages.validation;
const account = messages.account;

/** Spec section 5: optional +61, an area digit of 2–5 or 7–8, an optional leading 0. */
export const AUSTRALIAN_PHONE = /^(?:\+?61)?0?[2-57-8]\d{8}$/;

export function normalisePhone(value: string): string {
  return value.replace(/[\s()-]/g, '');
}

const requiredString = z.string({ error: m.required });

export const nameSchema = requiredString
  .trim()
  .min(1, { error: m.required })
  .min(limits.nameMinLength, { error: m.minTwoChars })
  .max(50, { error: account.nameTooLong });

export const emailSchema = requiredString
  .trim()
  .min(1, { error: m.required })
  .max(254, { error: m.email })
  .pipe(z.email({ error: m.email }))
  .transform((email) => email.toLowerCase());

export const passwordSchema = requiredString
  .min(1, { error: m.required })
  .min(limits.passwordMinLength, { error: m.minSixChars })
  .max(128, { error: messages.auth.passwordTooLong });

export const contactNumberSchema = requiredString
  .trim()
  .min(1, { error: m.required })
  .transform(normalisePhone)
  .refine((value) => AUSTRALIAN_PHONE.test(value), { error: m.phone });

export const addressSchema = z
  .object({
    state: z.enum(states, { error: m.stateRequired }),
    city: z.string({ error: m.cityRequired }).trim().min(1, { error: m.cityRequired }),
    ...addressPlaceFields,
  })
  .refine((address) => isCityInState(address.state, address.city), {
    error: messages.request.cityNotInState,
    path: ['city'],
  })
  .refine((address) => (address.postcode === undefined) === (address.suburb === undefined), {
    error: messages.places.unknownPlace,
    path: ['suburb'],
  });

export const serviceIdsSchema = z
  .array(z.uuid({ error: account.servicesUnknown }), { error: account.servicesUnknown })
  .max(20, { error: account.servicesTooMany });

/** The password typed a second time; refused unless it equals the password. */
const confirmPasswordSchema = z.string({ error: m.required }).max(128, { error: m.passwordsMatch });
/** A form's confirmation, which must be filled in. */
const requiredConfirmPasswordSchema = confirmPasswordSchema.min(1, { error: m.required });

/**
 * The one rule for a password typed twice (sign-up, reset, change): a confirmation that is given
 * must equal the password, or `confirmPassword` is refused with 'Passwords must match'.
 */
function refuseUnmatchedConfirmation(
  password: string,
  confirmPassword: string | undefined,
  ctx: z.RefinementCtx,
) {
  if (confirmPassword !== undefined && confirmPassword !== password) {
    ctx.addIssue({ code: 'custom', message: m.passwordsMatch, path: ['confirmPassword'] });
  }
}

/**
 * What a sign-up sends, for every user type: the spec's sign-up form. `confirmPassword` may be left
 * out by API clients; `services` is optional for those who offer them (chosen later in the profile)
 * and refused from clients.
 */
export const signupRequestSchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    contactNumber: contactNumberSchema,
    address: addressSchema,
    userType: z.enum(userTypes, { error: account.typeRequired }).default('client'),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema.optional(),
    services: serviceIdsSchema.default([]),
  })
  .superRefine((body, ctx) => {
    refuseUnmatchedConfirmation(body.password, body.confirmPassword, ctx);
    if (!offersServices(body.userType) && body.services.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: account.clientsOfferNoServices,
        path: ['services'],
      });
    }
  });
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** The sign-up form in the browser: the confirmation is required there; services stay optional. */
export const signupFormSchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    contactNumber: contactNumberSchema,
    address: addressSchema,
    userType: z.enum(userTypes),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: requiredConfirmPasswordSchema,
    services: serviceIdsSchema,
  })
  .superRefine((form, ctx) =>
    refuseUnmatchedConfirmation(form.password, form.confirmPassword, ctx),
  );
export type SignupForm = z.input<typeof signupFormSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: requiredString
    .min(1, { error: m.required })
    .max(128, { error: messages.auth.wrongCredentials }),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

const codeSchema = z
  .string({ error: messages.auth.codeFormat })
  .trim()
  .regex(/^\d{6}$/, { error: messages.auth.codeFormat });

const encryptedOtpSchema = z
  .string({ error: messages.auth.codeExpired })
  .min(1, { error: messages.auth.codeExpired })
  .max(2048, { error: messages.auth.codeExpired });

/**
 * `optEnteredByUser` is the spec's field name, kept as the front end sends it. With `email`, the
 * code is checked against that account's latest code and needs no cookie or token: the mail may be
 * opened on another device.
 */
export const checkOtpRequestSchema = z.object({
  encryptedOTP: encryptedOtpSchema.optional(),
  optEnteredByUser: codeSchema,
  email: emailSchema.optional(),
});
export type CheckOtpRequest = z.input<typeof checkOtpRequestSchema>;

/** Verifying on a device without the sign-up cookies: the email and the mailed code. */
export const checkOtpByEmailSchema = z.object({ email: emailSchema, optEnteredByUser: codeSchema });
export type CheckOtpByEmail = z.input<typeof checkOtpByEmailSchema>;

export const checkResetOtpRequestSchema = z.object({
  encryptedOTP: encryptedOtpSchema.optional(),
  optEnteredByUser: codeSchema,
  email: emailSchema,
});
export type CheckResetOtpRequest = z.input<typeof checkResetOtpRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({ newPassword: passwordSchema });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** The reset form in the browser: the new password twice. */
export const resetPasswordFormSchema = resetPasswordRequestSchema
  .extend({ confirmPassword: requiredConfirmPasswordSchema })
  .superRefine((form, ctx) =>
    refuseUnmatchedConfirmation(form.newPassword, form.confirmPassword, ctx),
  );
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: requiredString.min(1, { error: m.required }).max(128),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** The change-password form in the browser: the current password, then the new one twice. */
export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirmPassword: requiredConfirmPasswordSchema })
  .superRefine((form, ctx) =>
    refuseUnmatchedConfirmation(form.newPassword, form.confirmPassword, ctx),
  );
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

export const updateProfileRequestSchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    contactNumber: contactNumberSchema,
    address: addressSchema,
    bio: z.string().trim().max(limits.bioMaxLength, { error: account.bioTooLong }),
    services: serviceIdsSchema,
    travelKm: z
      .number({ error: messages.places.travelKmOutOfRange(travelKm.min, travelKm.max) })
      .int({ error: messages.places.travelKmOutOfRange(travelKm.min, travelKm.max) })
      .min(travelKm.min, { error: messages.places.travelKmOutOfRange(travelKm.min, travelKm.max) })
      .max(travelKm.max, { error: messages.places.travelKmOutOfRange(travelKm.min, travelKm.max) }),
  })
  .partial();
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** The signed-in user, as `GET /api/user/me` answers. */
export const meSchema = z.object({
  _id: z.string(),
  email: z.string(),
  userType: z.enum(userTypes),
  userVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  contactNumber: z.string(),
  address: z.object({
    state: z.enum(states),
    city: z.string(),
    postcode: z.string().nullable(),
    suburb: z.string().nullable(),
  }),
  /** Professionals only: how far they travel for work, in km. */
  travelKm: z.number().int().nullable(),
  bio: z.string(),
  services: z.array(z.object({ _id: z.string(), name: z.string() })),
  hiringStatus: z.enum(hiringStatuses).nullable(),
  subscriptionStatus: z.enum(subscriptionStatuses),
  memberSince: z.string(),
});
export type Me = z.infer<typeof meSchema>;

export const signupResponseSchema = z.object({
  user: z.object({ _id: z.string(), email: z.string() }),
  encryptedOTP: z.string(),
  verifyToken: z.string(),
});

export const loginResponseSchema = z.object({
  user: z.object({ _id: z.string(), email: z.string(), userVerified: z.boolean() }),
  token: z.string(),
});

export const otpIssuedSchema = z.object({ encryptedOTP: z.string() });
export const resetTokenSchema = z.object({ resetToken: z.string() });

export const hiringStatusSchema = z.object({ hiringStatus: z.enum(hiringStatuses) });
