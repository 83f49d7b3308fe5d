import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { timings } from '@trademate/shared/constants/limits';
import * as messages from '@trademate/shared/messages';
import { renderRoute } from '@/testing/render';
import { fail, ok, stubApi } from '@/testing/stub-api';
import CreateTicketModal from './create-ticket-modal';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const created = ok(undefined, messages.ticket.created, 201);

function renderModal() {
  const onClose = vi.fn();
  renderRoute(<CreateTicketModal onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Create A Ticket' });
  return { onClose, dialog };
}

const reasonField = () => screen.getByLabelText('Reason');
const problemField = () => screen.getByLabelText('Describe the problem');
const ownReasonField = () => screen.getByLabelText('Your reason');

function fill(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Send ticket' }));
}

describe('CreateTicketModal', () => {
  it('offers the four spec reasons after a placeholder', () => {
    stubApi({});
    renderModal();
    const options = within(reasonField()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose a reason',
      'The Professional not coming',
      'The Professional is late',
      'Professional Maintenance Mistakes',
      'others',
    ]);
    expect(screen.queryByLabelText('Your reason')).toBeNull();
  });

  it('shows each message only once its field has been touched', async () => {
    stubApi({});
    renderModal();
    expect(screen.queryByText(messages.ticket.reasonRequired)).toBeNull();
    expect(screen.queryByText(messages.ticket.problemRequired)).toBeNull();

    fireEvent.blur(reasonField());
    expect(await screen.findByText(messages.ticket.reasonRequired)).toBeTruthy();
    expect(screen.queryByText(messages.ticket.problemRequired)).toBeNull();

    fill(problemField(), '   ');
    expect(await screen.findByText(messages.ticket.problemRequired)).toBeTruthy();

    fill(reasonField(), 'The Professional is late');
    await vi.waitFor(() => expect(screen.queryByText(messages.ticket.reasonRequired)).toBeNull());
  });

  it('shows every message on a submit of the empty form and sends nothing', async () => {
    const api = stubApi({ 'POST /ticket': created });
    renderModal();
    submit();
    expect(await screen.findByText(messages.ticket.reasonRequired)).toBeTruthy();
    expect(screen.getByText(messages.ticket.problemRequired)).toBeTruthy();
    expect(api.callsTo('POST /ticket')).toHaveLength(0);
  });

  it("asks for the user's own reason with 'others', and sends it as the reason", async () => {
    const api = stubApi({ 'POST /ticket': created });
    renderModal();
    fill(reasonField(), 'others');
    fill(problemField(), '  The invoice is $400 over the quote. ');
    fireEvent.blur(ownReasonField());
    expect(await screen.findByText(messages.ticket.customReasonRequired)).toBeTruthy();
    submit();
    await act(() => Promise.resolve());
    expect(api.callsTo('POST /ticket')).toHaveLength(0);

    fill(ownReasonField(), ' Quoted one price, charged another ');
    submit();
    expect(await screen.findByText(messages.ticket.created)).toBeTruthy();
    expect(await api.request('POST /ticket').json()).toEqual({
      reason: 'Quoted one price, charged another',
      problemMessage: 'The invoice is $400 over the quote.',
    });
  });

  it('sends a listed reason as it is, even with an own reason left from before', async () => {
    const api = stubApi({ 'POST /ticket': created });
    renderModal();
    fill(reasonField(), 'others');
    fill(ownReasonField(), 'Something else');
    fill(reasonField(), 'Professional Maintenance Mistakes');
    expect(screen.queryByLabelText('Your reason')).toBeNull();
    fill(problemField(), 'The tap still leaks.');
    submit();
    expect(await screen.findByText(messages.ticket.created)).toBeTruthy();
    expect(await api.request('POST /ticket').json()).toEqual({
      reason: 'Professional Maintenance Mistakes',
      problemMessage: 'The tap still leaks.',
    });
  });

  it('shows the success text, then closes itself after 2 seconds', async () => {
    stubApi({ 'POST /ticket': created });
    const { onClose, dialog } = renderModal();
    fill(reasonField(), 'The Professional not coming');
    fill(problemField(), 'Nobody came on Saturday.');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    submit();

    const success = await within(dialog).findByRole('status');
    expect(success.textContent).toBe('ticket has been created successfully');
    expect(screen.queryByLabelText('Reason')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(timings.ticketModalCloseMs - 100));
    expect(onClose).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it.each([
    [fail(401, 'UNAUTHENTICATED', 'Please sign in to continue'), messages.ticket.mustLogin],
    [fail(500, 'INTERNAL', 'Something went wrong on our side.'), messages.ticket.unexpected],
    [fail(429, 'RATE_LIMITED', 'Too many tickets'), messages.ticket.unexpected],
    [ok(undefined, 'Something else', 200), messages.ticket.unexpected],
  ])('answers %j with its text and keeps the form open', async (reply, text) => {
    stubApi({ 'POST /ticket': reply });
    const { onClose } = renderModal();
    fill(reasonField(), 'The Professional is late');
    fill(problemField(), 'Two hours late.');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(problemField()).toHaveProperty('value', 'Two hours late.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Cancel', () => {
    stubApi({});
    const { onClose } = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
