import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { PeoplePage, PersonDetail } from '@trademate/shared/schemas/people';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { renderRoute } from '@/testing/render';
import PeopleSearchPage from './people-page';
import PersonPage from './person-page';

afterEach(cleanup);

const m = messages.people;
const ID = '5b7c1e2a-3d4f-4a5b-8c6d-7e8f9a0b1c2d';

const summary = {
  _id: ID,
  email: 'ethan.walsh@example.com.au',
  firstName: 'Ethan',
  lastName: 'Walsh',
  userType: 'client' as const,
  contactNumber: '0412 345 678',
  state: 'QLD' as const,
  city: 'Brisbane',
  status: 'active' as const,
  plan: 'none' as const,
  createdAt: '2026-10-01T00:00:00.000Z',
};

function personWith(overrides: Partial<PersonDetail['profile']> = {}): PersonDetail {
  return {
    profile: {
      ...summary,
      bio: '',
      suburb: 'Paddington',
      postcode: '4064',
      emailVerifiedAt: '2026-10-01T00:05:00.000Z',
      suspendedAt: null,
      suspensionReason: null,
      reviewCount: 0,
      rating: null,
      ...overrides,
    },
    subscription: null,
    jobs: [],
    contacts: [],
    reviewsReceived: [],
    reviewsGiven: [],
    invoices: [],
    tickets: [],
    reportsBy: [],
    reportsAbout: [],
    sessions: [
      {
        _id: 's1',
        userAgent: 'Firefox on Linux',
        createdAt: '2026-11-25T00:00:00.000Z',
        expiresAt: '2026-12-25T00:00:00.000Z',
      },
    ],
  };
}

describe('PersonPage', () => {
  it('suspends with a reason, then shows the suspension and offers to reinstate', async () => {
    const user = userEvent.setup();
    let suspended = false;
    server.use(
      http.get(`/api/admin/users/${ID}`, () =>
        ok(
          suspended
            ? {
                ...personWith({
                  status: 'suspended',
                  suspendedAt: '2026-11-26T01:00:00.000Z',
                  suspensionReason: 'Scam messages',
                }),
                sessions: [],
              }
            : personWith(),
        ),
      ),
      http.post(`/api/admin/users/${ID}/suspend`, () => {
        suspended = true;
        return ok({ ended: 1 }, m.suspendedMessage('Ethan Walsh'));
      }),
    );
    const sent = recordRequests();
    renderRoute(<PersonPage />, { route: `/admin/people/${ID}`, path: '/admin/people/:id' });

    expect(await screen.findByRole('heading', { name: 'Ethan Walsh' })).toBeInTheDocument();
    expect(screen.getByText('Firefox on Linux')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Ethan Walsh?' });
    // A reason is needed first.
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText(messages.staff.reasonRequired)).toBeInTheDocument();
    expect(sent.to(`POST /api/admin/users/${ID}/suspend`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Scam messages');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText(m.suspendedMessage('Ethan Walsh'))).toBeInTheDocument();
    expect(await sent.request(`POST /api/admin/users/${ID}/suspend`).json()).toEqual({
      reason: 'Scam messages',
    });
    expect(await screen.findByRole('button', { name: 'Reinstate' })).toBeInTheDocument();
    expect(screen.getByText(/: Scam messages$/)).toBeInTheDocument();
    expect(screen.getByText('Not signed in anywhere.')).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog", async () => {
    const user = userEvent.setup();
    server.use(
      http.get(`/api/admin/users/${ID}`, () => ok(personWith())),
      http.post(`/api/admin/users/${ID}/suspend`, () => fail(409, 'CONFLICT', m.alreadySuspended)),
    );
    renderRoute(<PersonPage />, { route: `/admin/people/${ID}`, path: '/admin/people/:id' });
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Scam messages');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText(m.alreadySuspended)).toBeInTheDocument();
  });
});

describe('PersonPage trial', () => {
  it('extends a trial by the days given, with a reason', async () => {
    const user = userEvent.setup();
    const onTrial: PersonDetail = {
      ...personWith({ userType: 'tradie', plan: 'trial' }),
      subscription: {
        planName: 'Professional',
        status: 'trial',
        isTrial: true,
        currentPeriodEnd: '2099-12-10T00:00:00.000Z',
        cancelledAt: null,
      },
    };
    server.use(
      http.get(`/api/admin/users/${ID}`, () => ok(onTrial)),
      http.post(`/api/admin/users/${ID}/trial/extend`, () =>
        ok({ currentPeriodEnd: '2099-12-20T00:00:00.000Z' }),
      ),
    );
    const sent = recordRequests();
    renderRoute(<PersonPage />, { route: `/admin/people/${ID}`, path: '/admin/people/:id' });
    const days = await screen.findByLabelText('Days');
    await user.clear(days);
    await user.type(days, '0');
    await user.click(screen.getByRole('button', { name: 'Extend trial' }));
    expect(await screen.findByText(m.trialDays)).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, '10');
    await user.click(screen.getByRole('button', { name: 'Extend trial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend the trial by 10 days?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Missed a week in hospital');
    await user.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(await screen.findByText(/The trial now runs until/)).toBeInTheDocument();
    expect(await sent.request(`POST /api/admin/users/${ID}/trial/extend`).json()).toEqual({
      reason: 'Missed a week in hospital',
      days: 10,
    });
  });
});

describe('PeoplePage', () => {
  it('searches with the filters and links each person to their page', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/admin/users', ({ request }) => {
        const url = new URL(request.url);
        const page: PeoplePage =
          url.searchParams.get('q') === 'ethan'
            ? { items: [summary], total: 1, page: 1, pageCount: 1 }
            : { items: [], total: 0, page: 1, pageCount: 1 };
        return ok(page);
      }),
    );
    const sent = recordRequests();
    renderRoute(<PeopleSearchPage />, { route: '/admin/people' });
    expect(await screen.findByText(m.noResults)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name, email or phone'), 'ethan');
    await user.selectOptions(screen.getByLabelText('Type'), 'client');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const link = await screen.findByRole('link', { name: 'Ethan Walsh' });
    expect(link).toHaveAttribute('href', `/admin/people/${ID}`);
    const last = sent.to('GET /api/admin/users').at(-1)!;
    expect(new URL(last.url).searchParams.get('userType')).toBe('client');
  });
});
