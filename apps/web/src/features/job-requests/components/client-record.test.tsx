import { cleanup, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { ok, server } from '@/testing/api-server';
import {
  buildJobRequestItem,
  buildTradie,
  renderWithModals,
} from '@/testing/builders/job-requests';
import JobRequestsPage from '../pages/job-requests-page';
import { clientRecordText } from './client-record-line';

afterEach(cleanup);

describe("the client's record on job request cards", () => {
  it('says how the client replies and hires, or that they are new, in plain words', async () => {
    server.use(
      http.get('/api/user/me', () => ok(buildTradie())),
      http.get('/api/jobRequest/invitations', () => ok({ items: [] })),
      http.get('/api/jobRequest', () =>
        ok({
          items: [
            buildJobRequestItem({
              clientRecord: { responseRate: 80, hiredJobs: 4, finishedJobs: 5 },
            }),
            buildJobRequestItem({
              _id: 'b'.repeat(24),
              title: 'Rewire a farm shed',
              clientRecord: { responseRate: null, hiredJobs: null, finishedJobs: null },
            }),
          ],
          nextCursor: null,
          canPreview: true,
        }),
      ),
    );
    renderWithModals(<JobRequestsPage />, { route: '/jobRequests', path: '/jobRequests' });

    const known = await screen.findByRole('link', { name: /Install three power points/ });
    const line = within(known).getByText('Replies to 80% of professionals · 4 of 5 jobs hired');
    expect(line.parentElement?.textContent).toBe(
      `${messages.clientRecord.label}: Replies to 80% of professionals · 4 of 5 jobs hired`,
    );
    const fresh = screen.getByRole('link', { name: /Rewire a farm shed/ });
    expect(within(fresh).getByText(messages.clientRecord.newClient)).toBeInTheDocument();
  });

  it('shows each figure only when it is known', () => {
    expect(clientRecordText({ responseRate: 100, hiredJobs: null, finishedJobs: null })).toBe(
      'Replies to 100% of professionals',
    );
    expect(clientRecordText({ responseRate: null, hiredJobs: 1, finishedJobs: 1 })).toBe(
      '1 of 1 job hired',
    );
  });
});
