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
