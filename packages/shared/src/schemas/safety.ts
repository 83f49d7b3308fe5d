import { z } from 'zod';
import { userTypes } from '../constants/users';
import {
  blockStandings,
  reportLimits,
  reportReasons,
  reportStatuses,
  reportSubjects,
} from '../constants/safety';
import * as messages from '../messages';

const m = messages.safety;

/** `POST /api/report`: what is reported, why, and optionally what happened in the reporter's words. */
export const reportRequestSchema = z.object({
  subjectType: z.enum(reportSubjects, { error: m.subjectTypeInvalid }),
  subjectId: z.uuid({ error: m.subjectIdInvalid }),
  reason: z.enum(reportReasons, { error: m.reasonRequired }),
  note: z
    .string({ error: m.noteTooLong })
    .trim()
    .max(reportLimits.noteMaxLength, { error: m.noteTooLong })
    .nullish()
    .transform((note) => note || null),
});
export type ReportRequest = z.input<typeof reportRequestSchema>;
export type ReportInput = z.output<typeof reportRequestSchema>;

export const reportSchema = z.object({
  _id: z.string(),
  subjectType: z.enum(reportSubjects),
  subjectId: z.string(),
  reason: z.enum(reportReasons),
  note: z.string().nullable(),
  status: z.enum(reportStatuses),
  createdAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

/** `POST /api/block`: the person to block. */
export const blockRequestSchema = z.object({
  userId: z.uuid({ error: m.blockUserInvalid }),
});
export type BlockRequest = z.infer<typeof blockRequestSchema>;

export const userIdParamSchema = z.object({
  userId: z.uuid({ error: messages.request.idInvalid }),
});

/** Someone the signed-in user blocked, as the settings page lists them. */
export const blockedPersonSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userType: z.enum(userTypes),
  avatar: z.string().nullable(),
  blockedAt: z.string(),
});
export type BlockedPerson = z.infer<typeof blockedPersonSchema>;

export const blockListSchema = z.object({ items: z.array(blockedPersonSchema) });
export type BlockList = z.infer<typeof blockListSchema>;

/** Whether a block stands between the viewer and someone, and who made it. */
export const blockStandingSchema = z.enum(blockStandings).nullable();
