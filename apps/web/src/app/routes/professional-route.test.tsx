import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { Supervision } from '@trademate/shared/schemas/logbook';
import type { SessionUser } from '@/features/session/slice';
import { expectNoAxeViolations } from '@/testing/axe';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildProfessional, professionalId } from '@/testing/builders/directory';
import { buildApprenticeUser, buildSupervision } from '@/testing/builders/logbook';
import { buildMe, renderRoute } from '@/testing/render';
import ProfessionalRoute from './professional-route';

const m = messages.logbook;

afterEach(cleanup);

/** Jess's profile, with the viewer's logbook links as `supervisions` says. */
async function openProfile({
  user = buildApprenticeUser(),
  supervisions = [],
  handlers = [],
}: { user?: SessionUser; supervisions?: Supervision[]; handlers?: HttpHandler[] } = {}) {
  let items = supervisions;
  server.use(
    ...handlers,
    http.get(`/api/professional/${professionalId}`, () => ok(buildProfessional())),
    http.get(`/api/professional/${professionalId}/reviews`, () =>
      ok({ items: [], nextCursor: null }),
    ),
    http.get('/api/logbook/supervisions', () => ok({ items })),
    http.post('/api/logbook/supervisions', () => {
      const asked = buildSupervision({
        status: 'pending',
        supervisor: {
          _id: professionalId,
          firstName: 'Jess',
          lastName: 'Tran',
          avatar: null,
          businessName: null,
        },
      });
      items = [asked];
      return ok(asked, m.supervisorRequested, 201);
    }),
  );
  const sent = recordRequests();
  renderRoute(<ProfessionalRoute />, {
    route: `/professional/${professionalId}`,
    path: '/professional/:id',
    user,
  });
  await screen.findByRole('heading', { level: 1, name: 'Jess Tran' });
  return { sent };
}

const jessAs = (status: Supervision['status']) =>
  buildSupervision({
    status,
    supervisor: {
      _id: professionalId,
      firstName: 'Jess',
      lastName: 'Tran',
      avatar: null,
      businessName: null,
    },
  });

describe('ProfessionalRoute', () => {
  it('lets an apprentice ask the professional to supervise their logbook', async () => {
    const user = userEvent.setup();
    const { sent } = await openProfile();
    const logbook = await screen.findByRole('region', { name: 'Your logbook' });
    await user.click(await within(logbook).findByRole('button', { name: m.askToSupervise }));
    expect(await within(logbook).findByText(m.supervisorRequested)).toBeVisible();
    expect(
      await within(logbook).findByText(/You asked Jess to supervise your logbook/),
    ).toBeVisible();
    expect(within(logbook).queryByRole('button', { name: m.askToSupervise })).toBeNull();
    expect(await sent.bodiesOf('POST /api/logbook/supervisions')).toEqual([
      { supervisorId: professionalId },
    ]);
    await expectNoAxeViolations();
  });

  it('says where an open link stands instead, and asks again once one has ended', async () => {
    await openProfile({ supervisions: [jessAs('active')] });
    const logbook = await screen.findByRole('region', { name: 'Your logbook' });
    expect(await within(logbook).findByText(/Jess supervises your logbook/)).toBeVisible();
    expect(within(logbook).getByRole('link', { name: 'Open your logbook' })).toHaveAttribute(
      'href',
      '/logbook',
    );
    cleanup();

    await openProfile({ supervisions: [jessAs('ended')] });
    const again = await screen.findByRole('region', { name: 'Your logbook' });
    expect(await within(again).findByRole('button', { name: m.askToSupervise })).toBeVisible();
  });

  it("shows the API's refusal of a request", async () => {
    const user = userEvent.setup();
    await openProfile({
      handlers: [
        http.post('/api/logbook/supervisions', () => fail(409, 'CONFLICT', m.alreadyLinked)),
      ],
    });
    const logbook = await screen.findByRole('region', { name: 'Your logbook' });
    await user.click(await within(logbook).findByRole('button', { name: m.askToSupervise }));
    expect(await within(logbook).findByRole('alert')).toHaveTextContent(m.alreadyLinked);
  });

  it('offers nothing of the kind to a professional or a client', async () => {
    for (const viewer of [buildMe({ userType: 'tradie' }), buildMe({ userType: 'client' })]) {
      const { sent } = await openProfile({ user: viewer });
      expect(screen.queryByRole('region', { name: 'Your logbook' })).not.toBeInTheDocument();
      expect(sent.to('GET /api/logbook/supervisions')).toHaveLength(0);
      cleanup();
    }
  });
});
