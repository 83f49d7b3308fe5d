import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
import { apprenticeId, buildApprentice, serviceIds } from '@/testing/builders/directory';
import ApprenticePage from './apprentice-page';

afterEach(cleanup);

function open() {
  return renderRoute(<ApprenticePage />, {
    route: `/apprentice/${apprenticeId}`,
    path: '/apprentice/:id',
    user: buildMe({ userType: 'tradie' }),
  });
}

describe('ApprenticePage', () => {
  it("shows the apprentice's profile and lets a tradie message them", async () => {
    const user = userEvent.setup();
    server.use(
      http.get(`/api/apprentice/${apprenticeId}`, () => ok(buildApprentice())),
      http.post('/api/chat/direct', () =>
        ok({ conversationId: 'c1d2e3f4-0000-4111-8222-333344445555' }),
      ),
    );
    const sent = recordRequests();
    open();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gus Wilson' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('TradeMate/Gus Wilson');
    expect(screen.getByText('Apprentice')).toBeInTheDocument();
    expect(screen.getByText('Geelong, VIC')).toBeInTheDocument();
    expect(screen.getByText('Carpenter')).toBeInTheDocument();
    expect(screen.getByText('Member since July 2025')).toBeInTheDocument();
    expect(
      screen.getByText('Second-year carpentry apprentice looking for a host employer.'),
    ).toBeInTheDocument();
    // Without the apprentice's say-so, no logbook hours.
    expect(
      screen.queryByRole('heading', { name: 'Verified training hours' }),
    ).not.toBeInTheDocument();

    await user.type(
      screen.getByLabelText('Message to Gus'),
      'Hi Gus, we are taking on a second-year apprentice.',
    );
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/chats/c1d2e3f4-0000-4111-8222-333344445555',
      ),
    );
    expect(await sent.request('POST /api/chat/direct').json()).toEqual({
      userId: apprenticeId,
      message: 'Hi Gus, we are taking on a second-year apprentice.',
    });
  });

  it("shows the server's message when the message cannot be sent", async () => {
    const user = userEvent.setup();
    server.use(
      http.get(`/api/apprentice/${apprenticeId}`, () => ok(buildApprentice())),
      http.post('/api/chat/direct', () =>
        fail(429, 'RATE_LIMITED', 'You are sending messages too quickly.'),
      ),
    );
    open();

    await user.type(await screen.findByLabelText('Message to Gus'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are sending messages too quickly.',
    );
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('shows the hours per trade their supervisors verified, when the apprentice shows them', async () => {
    server.use(
      http.get(`/api/apprentice/${apprenticeId}`, () =>
        ok(
          buildApprentice({
            verifiedHours: [
              { service: { _id: serviceIds.carpenter, name: 'Carpenter' }, hours: 1_250.5 },
              { service: { _id: serviceIds.electrician, name: 'Electrician' }, hours: 7.75 },
            ],
          }),
        ),
      ),
    );
    open();

    expect(
      await screen.findByRole('heading', { name: 'Verified training hours' }),
    ).toBeInTheDocument();
    const trades = screen.getByRole('list', { name: 'Verified hours per trade' });
    expect(
      within(trades)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Carpenter1250.5 h', 'Electrician7.75 h']);
  });

  it('says an apprentice who shows their hours has none verified yet', async () => {
    server.use(
      http.get(`/api/apprentice/${apprenticeId}`, () => ok(buildApprentice({ verifiedHours: [] }))),
    );
    open();
    expect(await screen.findByText('Gus has no verified hours yet.')).toBeInTheDocument();
  });

  it('says the apprentice could not be found, with the way back to the directory', async () => {
    server.use(
      http.get(`/api/apprentice/${apprenticeId}`, () =>
        fail(404, 'NOT_FOUND', messages.directory.apprenticeNotFound),
      ),
    );
    open();
    expect(await screen.findByText(messages.directory.apprenticeNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all apprentices' })).toHaveAttribute(
      'href',
      '/apprentice',
    );
  });
});
