import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { buildMe, renderRoute } from '@/testing/render';
import { fail, ok, stubApi } from '@/testing/stub-api';
import { apprenticeId, buildApprentice } from '../testing/directory-builders';
import ApprenticePage from './apprentice-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open() {
  return renderRoute(<ApprenticePage />, {
    route: `/apprentice/${apprenticeId}`,
    path: '/apprentice/:id',
    user: buildMe({ userType: 'tradie' }),
  });
}

describe('ApprenticePage', () => {
  it("shows the apprentice's profile and lets a tradie message them", async () => {
    const api = stubApi({
      [`GET /apprentice/${apprenticeId}`]: ok(buildApprentice()),
      'POST /chat/direct': ok({ conversationId: 'c1d2e3f4-0000-4111-8222-333344445555' }),
    });
    open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Gus Wilson' })).toBeTruthy();
    expect(document.title).toBe('TradeMate/Gus Wilson');
    expect(screen.getByText('Apprentice')).toBeTruthy();
    expect(screen.getByText('Geelong, VIC')).toBeTruthy();
    expect(screen.getByText('Carpenter')).toBeTruthy();
    expect(screen.getByText('Member since July 2025')).toBeTruthy();
    expect(
      screen.getByText('Second-year carpentry apprentice looking for a host employer.'),
    ).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Message to Gus'), {
      target: { value: 'Hi Gus, we are taking on a second-year apprentice.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/chats/c1d2e3f4-0000-4111-8222-333344445555',
      ),
    );
    expect(await api.request('POST /chat/direct').json()).toEqual({
      userId: apprenticeId,
      message: 'Hi Gus, we are taking on a second-year apprentice.',
    });
  });

  it("shows the server's message when the message cannot be sent", async () => {
    stubApi({
      [`GET /apprentice/${apprenticeId}`]: ok(buildApprentice()),
      'POST /chat/direct': fail(429, 'RATE_LIMITED', 'You are sending messages too quickly.'),
    });
    open();

    fireEvent.change(await screen.findByLabelText('Message to Gus'), {
      target: { value: 'Hello' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are sending messages too quickly.',
    );
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('says the apprentice could not be found, with the way back to the directory', async () => {
    stubApi({
      [`GET /apprentice/${apprenticeId}`]: fail(
        404,
        'NOT_FOUND',
        messages.directory.apprenticeNotFound,
      ),
    });
    open();
    expect(await screen.findByText(messages.directory.apprenticeNotFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all apprentices' }).getAttribute('href')).toBe(
      '/apprentice',
    );
  });
});
