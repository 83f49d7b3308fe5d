import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { timings } from '@trademate/shared/constants/timings';
import * as messages from '@trademate/shared/messages';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { renderRoute } from '@/testing/render';
import CreateTicketModal from './create-ticket-modal';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const created = () => ok(undefined, messages.ticket.created, 201);

function renderModal() {
  const onClose = vi.fn();
  renderRoute(<CreateTicketModal onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Create A Ticket' });
  return { onClose, dialog };
}

const reasonField = () => screen.getByLabelText('Reason');
const problemField = () => screen.getByLabelText('Describe the problem');
const ownReasonField = () => screen.getByLabelText('Your reason');

/** Chooses or types `value` in `field`, then leaves it. */
async function fill(user: UserEvent, field: HTMLElement, value: string) {
  if (field instanceof HTMLSelectElement) {
    await user.selectOptions(field, value);
  } else {
    await user.clear(field);
    await user.type(field, value);
  }
  await user.tab();
}

async function submit(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Send ticket' }));
}

describe('CreateTicketModal', () => {
  it('offers the four spec reasons after a placeholder', () => {
    renderModal();
    const options = within(reasonField()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose a reason',
      'The Professional not coming',
      'The Professional is late',
      'Professional Maintenance Mistakes',
      'others',
    ]);
    expect(screen.queryByLabelText('Your reason')).not.toBeInTheDocument();
  });

  it('shows each message only once its field has been touched', async () => {
    const user = userEvent.setup();
    renderModal();
    expect(screen.queryByText(messages.ticket.reasonRequired)).not.toBeInTheDocument();
    expect(screen.queryByText(messages.ticket.problemRequired)).not.toBeInTheDocument();

    await user.click(reasonField());
    await user.tab();
    expect(await screen.findByText(messages.ticket.reasonRequired)).toBeInTheDocument();
    expect(screen.queryByText(messages.ticket.problemRequired)).not.toBeInTheDocument();

    await fill(user, problemField(), '   ');
    expect(await screen.findByText(messages.ticket.problemRequired)).toBeInTheDocument();

    await fill(user, reasonField(), 'The Professional is late');
    await vi.waitFor(() =>
      expect(screen.queryByText(messages.ticket.reasonRequired)).not.toBeInTheDocument(),
    );
  });

  it('shows every message on a submit of the empty form and sends nothing', async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/ticket', created));
    const sent = recordRequests();
    renderModal();
    await submit(user);
    expect(await screen.findByText(messages.ticket.reasonRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.ticket.problemRequired)).toBeInTheDocument();
    expect(sent.to('POST /api/ticket')).toHaveLength(0);
  });

  it("asks for the user's own reason with 'others', and sends it as the reason", async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/ticket', created));
    const sent = recordRequests();
    renderModal();
    await fill(user, reasonField(), 'others');
    await fill(user, problemField(), '  The invoice is $400 over the quote. ');
    await user.click(ownReasonField());
    await user.tab();
    expect(await screen.findByText(messages.ticket.customReasonRequired)).toBeInTheDocument();
    await submit(user);
    expect(screen.getByText(messages.ticket.customReasonRequired)).toBeInTheDocument();
    expect(sent.to('POST /api/ticket')).toHaveLength(0);

    await fill(user, ownReasonField(), ' Quoted one price, charged another ');
    await submit(user);
    expect(await screen.findByText(messages.ticket.created)).toBeInTheDocument();
    expect(await sent.request('POST /api/ticket').json()).toEqual({
      reason: 'Quoted one price, charged another',
      problemMessage: 'The invoice is $400 over the quote.',
    });
  });

  it('sends a listed reason as it is, even with an own reason left from before', async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/ticket', created));
    const sent = recordRequests();
    renderModal();
    await fill(user, reasonField(), 'others');
    await fill(user, ownReasonField(), 'Something else');
    await fill(user, reasonField(), 'Professional Maintenance Mistakes');
    expect(screen.queryByLabelText('Your reason')).not.toBeInTheDocument();
    await fill(user, problemField(), 'The tap still leaks.');
    await submit(user);
    expect(await screen.findByText(messages.ticket.created)).toBeInTheDocument();
    expect(await sent.request('POST /api/ticket').json()).toEqual({
      reason: 'Professional Maintenance Mistakes',
      problemMessage: 'The tap still leaks.',
    });
  });

  it('shows the success text, then closes itself after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    server.use(http.post('/api/ticket', created));
    const { onClose, dialog } = renderModal();
    await fill(user, reasonField(), 'The Professional not coming');
    await fill(user, problemField(), 'Nobody came on Saturday.');
    await submit(user);

    const success = await within(dialog).findByRole('status');
    expect(success.textContent).toBe('ticket has been created successfully');
    expect(screen.queryByLabelText('Reason')).not.toBeInTheDocument();
    // The ticket's conversation is one click away.
    expect(
      within(dialog).getByRole('link', { name: messages.ticket.seeMyTickets }).getAttribute('href'),
    ).toBe('/tickets');

    await act(() => vi.advanceTimersByTimeAsync(timings.ticketModalCloseMs - 100));
    expect(onClose).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it.each([
    [
      'a 401',
      () => fail(401, 'UNAUTHENTICATED', 'Please sign in to continue'),
      messages.ticket.mustLogin,
    ],
    [
      'a 500',
      () => fail(500, 'INTERNAL', 'Something went wrong on our side.'),
      messages.ticket.unexpected,
    ],
    ['a 429', () => fail(429, 'RATE_LIMITED', 'Too many tickets'), messages.ticket.unexpected],
    [
      'a 200 instead of a 201',
      () => ok(undefined, 'Something else', 200),
      messages.ticket.unexpected,
    ],
  ])('answers %s with its text and keeps the form open', async (_name, reply, text) => {
    const user = userEvent.setup();
    server.use(http.post('/api/ticket', reply));
    const { onClose } = renderModal();
    await fill(user, reasonField(), 'The Professional is late');
    await fill(user, problemField(), 'Two hours late.');
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(problemField()).toHaveProperty('value', 'Two hours late.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Cancel', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
