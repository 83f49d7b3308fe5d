import { z } from 'zod';
import {
  OTHER_REASON,
  ticketAssigneeFilters,
  ticketAuthors,
  ticketLimits,
  ticketReasons,
  ticketStatuses,
  type TicketReasonOption,
} from '../constants/tickets';
import { userTypes } from '../constants/users';
import * as messages from '../messages';

const m = messages.ticket;

const REASON_TOO_LONG = m.reasonTooLong(ticketLimits.reasonMaxLength);
const PROBLEM_TOO_LONG = m.problemTooLong(ticketLimits.problemMessageMaxLength);

function isTicketReasonOption(value: string): value is TicketReasonOption {
  return (ticketReasons as readonly string[]).includes(value);
}

const problemMessageSchema = z
  .string({ error: m.problemRequired })
  .trim()
  .min(1, { error: m.problemRequired })
  .max(ticketLimits.problemMessageMaxLength, { error: PROBLEM_TOO_LONG });

/**
 * The browser form: a reason from the list, a description, and the user's own reason when they
 * chose 'others'. The own reason is checked only then, so text left in it after switching to a
 * listed reason never blocks the form.
 */
export const createTicketFormSchema = z
  .object({
    reason: z
      .string({ error: m.reasonRequired })
      .refine(isTicketReasonOption, { error: m.reasonRequired }),
    customReason: z.string().trim().optional(),
    problemMessage: problemMessageSchema,
  })
  .superRefine((form, ctx) => {
    if (form.reason !== OTHER_REASON) return;
    const customReason = form.customReason ?? '';
    if (customReason.length === 0) {
      ctx.addIssue({ code: 'custom', message: m.customReasonRequired, path: ['customReason'] });
    } else if (customReason.length > ticketLimits.reasonMaxLength) {
      ctx.addIssue({ code: 'custom', message: REASON_TOO_LONG, path: ['customReason'] });
    }
  });
export type CreateTicketFormInput = z.input<typeof createTicketFormSchema>;
export type CreateTicketForm = z.output<typeof createTicketFormSchema>;

/**
 * What is sent (spec section 3): the reason is one of the listed reasons or, for 'others', the
 * user's own words. A bare 'others' means the custom reason was lost on the way (the spec's known
 * defect), so it is refused rather than stored as a reason nobody can act on.
 */
export const createTicketRequestSchema = z.object({
  reason: z
    .string({ error: m.reasonRequired })
    .trim()
    .min(1, { error: m.reasonRequired })
    .max(ticketLimits.reasonMaxLength, { error: REASON_TOO_LONG })
    .refine((reason) => reason.toLowerCase() !== OTHER_REASON, {
      error: m.customReasonRequired,
    }),
  problemMessage: problemMessageSchema,
});
export type CreateTicketRequest = z.input<typeof createTicketRequestSchema>;

/** A reply in a ticket's conversation, by the customer or by staff. */
export const ticketReplyRequestSchema = z.object({
  body: z
    .string({ error: m.replyRequired })
    .trim()
    .min(1, { error: m.replyRequired })
    .max(ticketLimits.problemMessageMaxLength, {
      error: m.replyTooLong(ticketLimits.problemMessageMaxLength),
    }),
});
export type TicketReplyRequest = z.input<typeof ticketReplyRequestSchema>;

/** One message of the conversation; the first is the ticket's own description. */
export const ticketMessageSchema = z.object({
  _id: z.string(),
  author: z.enum(ticketAuthors),
  /** Customers see "TradeMate support" for every staff reply; staff see who wrote it. */
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

/** A ticket in a list: the customer's own list and the console's queue. */
export const ticketSummarySchema = z.object({
  _id: z.string(),
  reason: z.string(),
  status: z.enum(ticketStatuses),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  /** The latest message, cut short. */
  preview: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const myTicketListSchema = z.object({ items: z.array(ticketSummarySchema) });
export type MyTicketList = z.infer<typeof myTicketListSchema>;

/** The customer's view of one of their tickets. */
export const myTicketSchema = ticketSummarySchema.extend({
  resolvedAt: z.string().nullable(),
  messages: z.array(ticketMessageSchema),
});
export type MyTicket = z.infer<typeof myTicketSchema>;

const assigneeSchema = z.object({ _id: z.string(), name: z.string() });

/** A ticket in the console's queue: whose it is and who looks after it. */
export const staffTicketSummarySchema = ticketSummarySchema.extend({
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  assignee: assigneeSchema.nullable(),
});
export type StaffTicketSummary = z.infer<typeof staffTicketSummarySchema>;

export const staffTicketPageSchema = z.object({
  items: z.array(staffTicketSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StaffTicketPage = z.infer<typeof staffTicketPageSchema>;

/** The console's view of a ticket: the conversation and the customer's details. */
export const staffTicketSchema = staffTicketSummarySchema.extend({
  resolvedAt: z.string().nullable(),
  customer: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    userType: z.enum(userTypes),
    isVerified: z.boolean(),
    contactNumber: z.string().nullable(),
  }),
  messages: z.array(ticketMessageSchema),
});
export type StaffTicket = z.infer<typeof staffTicketSchema>;

export const staffTicketQuerySchema = z.object({
  status: z.enum(ticketStatuses, { error: m.statusInvalid }).optional(),
  assigned: z.enum(ticketAssigneeFilters, { error: m.assignedInvalid }).default('anyone'),
  q: z.string().trim().max(200, { error: m.searchTooLong }).optional(),
  page: z.coerce
    .number({ error: m.pageInvalid })
    .int({ error: m.pageInvalid })
    .min(1, { error: m.pageInvalid })
    .max(1000, { error: m.pageInvalid })
    .default(1),
});
export type StaffTicketQuery = z.input<typeof staffTicketQuerySchema>;

/** Who a ticket may be given to: the active staff. */
export const ticketAssigneesSchema = z.object({ items: z.array(assigneeSchema) });
export type TicketAssignees = z.infer<typeof ticketAssigneesSchema>;

/** Give the ticket to a staff member, or to nobody (`null`). */
export const assignTicketRequestSchema = z.object({
  staffId: z.uuid({ error: m.assigneeInvalid }).nullable(),
});
export type AssignTicketRequest = z.input<typeof assignTicketRequestSchema>;
