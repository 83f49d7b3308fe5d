import * as messages from '../messages';
import type { CreateTicketForm, CreateTicketRequest } from '../schemas/tickets';

/**
 * A ticket's status (decision 032): `open` waits on the support team, `waitingOnCustomer` on the
 * customer (who reads it as "waiting on you"), `resolved` is done until either side writes again.
 */
export const ticketStatuses = ['open', 'waitingOnCustomer', 'resolved'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** Who wrote a message in a ticket's conversation. */
export const ticketAuthors = ['customer', 'staff'] as const;
export type TicketAuthor = (typeof ticketAuthors)[number];

/** Whose tickets the console's queue shows. */
export const ticketAssigneeFilters = ['anyone', 'me', 'unassigned'] as const;
export type TicketAssigneeFilter = (typeof ticketAssigneeFilters)[number];

/** Spec section 5: the reasons a user picks from, in order; the last one, 'others', asks for text. */
export const ticketReasons = messages.ticket.reasons;
export type TicketReasonOption = (typeof ticketReasons)[number];

/** The option that asks the user to write their own reason. */
export const OTHER_REASON = 'others' satisfies TicketReasonOption;

export const ticketLimits = {
  reasonMaxLength: 200,
  problemMessageMaxLength: 2000,
} as const;

/** The request a valid form sends: the user's own reason takes the place of 'others'. */
export function toTicketRequest(form: CreateTicketForm): CreateTicketRequest {
  const reason =
    form.reason === OTHER_REASON ? (form.customReason ?? '').trim() : form.reason.trim();
  return { reason, problemMessage: form.problemMessage.trim() };
}
