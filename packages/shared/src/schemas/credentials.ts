import { z } from 'zod';
import { abnChecks, abnProblem, abnStatuses, normaliseAbn } from '../constants/abn';
import { credentialLimits } from '../constants/credentials';
import { licenceStandings, licenceTrades } from '../constants/licence-rules';
import { states } from '../constants/states';
import * as messages from '../messages';
import { isIsoDate } from '../constants/dates';

const b = messages.business;
const l = messages.licences;

/** An ABN as typed, spaces allowed; checked with the ATO's check digits and kept as 11 digits. */
export const abnSchema = z
  .string({ error: b.abnRequired })
  .transform(normaliseAbn)
  .superRefine((digits, ctx) => {
    const problem = abnProblem(digits);
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        message:
          problem === 'required'
            ? b.abnRequired
            : problem === 'format'
              ? b.abnFormat
              : b.abnChecksum,
      });
    }
  });

/** `PUT /api/user/business`: the ABN and, optionally, the name the business trades under. */
export const setBusinessRequestSchema = z.object({
  abn: abnSchema,
  businessName: z
    .string({ error: b.businessNameTooLong })
    .trim()
    .max(credentialLimits.businessNameMaxLength, { error: b.businessNameTooLong })
    .nullish()
    .transform((name) => name || null),
});
export type SetBusinessRequest = z.input<typeof setBusinessRequestSchema>;
export type SetBusinessInput = z.output<typeof setBusinessRequestSchema>;

/** What the Australian Business Register said of the ABN when it was saved. */
export const abnRegisterRecordSchema = z.object({
  entityName: z.string(),
  status: z.enum(abnStatuses),
  /** The day GST registration started (YYYY-MM-DD); null when not registered for GST. */
  gstRegisteredFrom: z.string().nullable(),
});
export type AbnRegisterRecord = z.infer<typeof abnRegisterRecordSchema>;

/** A professional's ABN as their profile shows it. */
export const businessSchema = z.object({
  /** 11 digits; `formatAbn` writes it for people. */
  abn: z.string(),
  businessName: z.string().nullable(),
  /** How far the ABN was checked when it was saved. */
  check: z.enum(abnChecks),
  /** The register's record, when the ABN was checked with it. */
  register: abnRegisterRecordSchema.nullable(),
  checkedAt: z.string(),
});
export type Business = z.infer<typeof businessSchema>;

const licenceNumberSchema = z
  .string({ error: l.numberRequired })
  .trim()
  .transform((number) => number.replace(/\s+/g, ' '))
  .superRefine((number, ctx) => {
    if (number.length === 0) {
      ctx.addIssue({ code: 'custom', message: l.numberRequired });
    } else if (
      number.length > credentialLimits.licenceNumberMaxLength ||
      !/^[A-Za-z0-9][A-Za-z0-9 /-]*$/.test(number)
    ) {
      ctx.addIssue({ code: 'custom', message: l.numberInvalid });
    }
  });

/** `POST /api/user/licences`: one licence as printed on the card. */
export const addLicenceRequestSchema = z.object({
  state: z.enum(states, { error: l.stateRequired }),
  trade: z.enum(licenceTrades, { error: l.tradeRequired }),
  number: licenceNumberSchema,
  licenceClass: z
    .string({ error: l.classTooLong })
    .trim()
    .max(credentialLimits.licenceClassMaxLength, { error: l.classTooLong })
    .default(''),
  expiresOn: z
    .string({ error: l.expiryRequired })
    .trim()
    .min(1, { error: l.expiryRequired })
    .refine(isIsoDate, { error: l.expiryRequired })
    .refine(
      (date) => date >= credentialLimits.expiresOnMin && date <= credentialLimits.expiresOnMax,
      { error: l.expiryOutOfRange },
    ),
});
export type AddLicenceRequest = z.input<typeof addLicenceRequestSchema>;
export type AddLicenceInput = z.output<typeof addLicenceRequestSchema>;

/** A licence in full, as its holder and their profile show it. */
export const licenceSchema = z.object({
  _id: z.string(),
  state: z.enum(states),
  trade: z.enum(licenceTrades),
  number: z.string(),
  licenceClass: z.string(),
  /** YYYY-MM-DD; the licence is good through this day. */
  expiresOn: z.string(),
});
export type Licence = z.infer<typeof licenceSchema>;

/** A licence as a card shows it: trade, state and whether it is current. */
export const licenceSummarySchema = licenceSchema.pick({
  _id: true,
  state: true,
  trade: true,
  expiresOn: true,
});
export type LicenceSummary = z.infer<typeof licenceSummarySchema>;

/** `GET /api/user/credentials`, and what a profile shows: the ABN (null without one) and licences. */
export const credentialsSchema = z.object({
  business: businessSchema.nullable(),
  licences: z.array(licenceSchema),
});
export type Credentials = z.infer<typeof credentialsSchema>;

/** How the professional asking stands on a job that may need a licence (`licenceStandingFor`). */
export const licenceCheckSchema = z.object({ standing: z.enum(licenceStandings) });
export type LicenceCheck = z.infer<typeof licenceCheckSchema>;
