import { describe, expect, it } from 'vitest';
import * as messages from '../messages';
import { ticketReasons, toTicketRequest } from '../constants/tickets';
import {
  createTicketFormSchema,
  createTicketRequestSchema,
  type CreateTicketFormInput,
} from './tickets';

const validForm: CreateTicketFormInput = {
  reason: 'The Professional is late',
  customReason: '',
  problemMessage: 'They arrived two hours after the agreed time.',
};

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

function issuesAt(
  result: {
    error?: { issues: { message: string; path: PropertyKey[] }[] };
  },
  field: string,
) {
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);
}

describe('ticketReasons', () => {
  it('offers the four spec reasons, ending with others', () => {
    expect(ticketReasons).toEqual([
      'The Professional not coming',
      'The Professional is late',
      'Professional Maintenance Mistakes',
      'others',
    ]);
  });
});

describe('createTicketFormSchema', () => {
  it('accepts a listed reason and trims the description', () => {
    const result = createTicketFormSchema.safeParse({
      ...validForm,
      problemMessage: '  They arrived late.  ',
    });
    expect(result.success).toBe(true);
    expect(result.data?.problemMessage).toBe('They arrived late.');
  });

  it.each([
    ['empty', ''],
    ['missing', undefined],
    ['not in the list', 'The weather'],
  ])('asks for a reason when it is %s', (_, reason) => {
    const result = createTicketFormSchema.safeParse({ ...validForm, reason });
    expect(issuesAt(result, 'reason')).toEqual([messages.ticket.reasonRequired]);
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   \n '],
    ['missing', undefined],
  ])('asks to describe the problem when the description is %s', (_, problemMessage) => {
    const result = createTicketFormSchema.safeParse({ ...validForm, problemMessage });
    expect(issuesAt(result, 'problemMessage')).toEqual([messages.ticket.problemRequired]);
    expect(messages.ticket.problemRequired).toBe('Please describe the problem');
  });

  it('refuses a description over 2000 characters', () => {
    const result = createTicketFormSchema.safeParse({
      ...validForm,
      problemMessage: 'x'.repeat(2001),
    });
    expect(issuesAt(result, 'problemMessage')).toEqual([
      'Keep the description to 2000 characters or fewer',
    ]);
    expect(
      createTicketFormSchema.safeParse({ ...validForm, problemMessage: 'x'.repeat(2000) }).success,
    ).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['missing', undefined],
  ])("asks for the user's own reason when 'others' is chosen and it is %s", (_, customReason) => {
    const result = createTicketFormSchema.safeParse({
      ...validForm,
      reason: 'others',
      customReason,
    });
    expect(issuesAt(result, 'customReason')).toEqual([messages.ticket.customReasonRequired]);
  });

  it("asks for the user's own reason even while the description is still empty", () => {
    const result = createTicketFormSchema.safeParse({
      reason: 'others',
      customReason: '',
      problemMessage: '',
    });
    expect(messagesOf(result)).toEqual([
      messages.ticket.problemRequired,
      messages.ticket.customReasonRequired,
    ]);
  });

  it("refuses an own reason over 200 characters, but only when 'others' is chosen", () => {
    const long = 'x'.repeat(201);
    const withOthers = createTicketFormSchema.safeParse({
      ...validForm,
      reason: 'others',
      customReason: long,
    });
    expect(issuesAt(withOthers, 'customReason')).toEqual([
      'Keep the reason to 200 characters or fewer',
    ]);
    expect(createTicketFormSchema.safeParse({ ...validForm, customReason: long }).success).toBe(
      true,
    );
  });
});

describe('createTicketRequestSchema', () => {
  it('accepts a listed reason or the user’s own words, trimmed', () => {
    expect(
      createTicketRequestSchema.parse({
        reason: '  Left rubbish behind ',
        problemMessage: ' The skip is still on my driveway. ',
      }),
    ).toEqual({
      reason: 'Left rubbish behind',
      problemMessage: 'The skip is still on my driveway.',
    });
    expect(
      createTicketRequestSchema.safeParse({ reason: ticketReasons[0], problemMessage: 'x' })
        .success,
    ).toBe(true);
  });

  it.each([
    [{ problemMessage: 'x' }, messages.ticket.reasonRequired],
    [{ reason: '  ', problemMessage: 'x' }, messages.ticket.reasonRequired],
    [{ reason: 42, problemMessage: 'x' }, messages.ticket.reasonRequired],
    [
      { reason: 'x'.repeat(201), problemMessage: 'x' },
      'Keep the reason to 200 characters or fewer',
    ],
    [{ reason: 'others', problemMessage: 'x' }, messages.ticket.customReasonRequired],
    [{ reason: 'Others ', problemMessage: 'x' }, messages.ticket.customReasonRequired],
    [{ reason: 'Late' }, messages.ticket.problemRequired],
    [{ reason: 'Late', problemMessage: ' ' }, messages.ticket.problemRequired],
    [
      { reason: 'Late', problemMessage: 'x'.repeat(2001) },
      'Keep the description to 2000 characters or fewer',
    ],
  ])('refuses %j with its message', (payload, message) => {
    expect(messagesOf(createTicketRequestSchema.safeParse(payload))).toEqual([message]);
  });
});

describe('toTicketRequest', () => {
  it('sends a listed reason as it is, without the own reason', () => {
    const form = createTicketFormSchema.parse({ ...validForm, customReason: 'ignored' });
    expect(toTicketRequest(form)).toEqual({
      reason: 'The Professional is late',
      problemMessage: 'They arrived two hours after the agreed time.',
    });
  });

  it("folds the user's own reason into reason when 'others' is chosen", () => {
    const form = createTicketFormSchema.parse({
      reason: 'others',
      customReason: '  Quoted one price, charged another ',
      problemMessage: ' The invoice is $400 over the quote. ',
    });
    const request = toTicketRequest(form);
    expect(request).toEqual({
      reason: 'Quoted one price, charged another',
      problemMessage: 'The invoice is $400 over the quote.',
    });
    expect(createTicketRequestSchema.safeParse(request).success).toBe(true);
  });
});
