import { cleanup, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { ServicePage } from '@trademate/shared/schemas/services';
import { ok, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
import { buildContact, buildJob, jobId } from '@/testing/builders/jobs';
import MyJobPage from './my-job-page';
import PostJobPage from './post-job-page';

afterEach(cleanup);

const l = messages.licences;

const ids = {
  electrician: '3f0b6a1e-8a43-4c1e-9d2b-6a5f0e1c2d01',
  carpenter: '3f0b6a1e-8a43-4c1e-9d2b-6a5f0e1c2d03',
  cleaner: '3f0b6a1e-8a43-4c1e-9d2b-6a5f0e1c2d04',
};

const services: ServicePage = {
  items: (
    [
      [ids.electrician, 'Electrician', 'electrician'],
      [ids.carpenter, 'Carpenter', 'carpenter'],
      [ids.cleaner, 'Cleaner', 'cleaner'],
    ] as const
  ).map(([_id, name, slug], index) => ({
    _id,
    name,
    slug,
    icon: 'wrench',
    description: `${name} work around the home.`,
    popularRank: index + 1,
  })),
  page: 1,
  limit: 100,
  total: 3,
  totalPages: 1,
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const notice = () => screen.queryByRole('region', { name: l.noticeHeading });

async function openForm() {
  server.use(
    http.get('/api/service', () => ok(services)),
    http.get('/api/services/:id/questions', () => ok({ questionSet: null })),
  );
  renderRoute(<PostJobPage />, { route: '/postJob', user: buildMe() });
  await screen.findByRole('option', { name: 'Electrician' });
}

async function setBudget(user: UserEvent, from: string, to: string) {
  await user.clear(field('Budget from (AUD)'));
  await user.type(field('Budget from (AUD)'), from);
  await user.clear(field('Budget up to (AUD)'));
  await user.type(field('Budget up to (AUD)'), to);
}

describe('the job form', () => {
  it('says what the law asks as the service, state and budget change, before posting', async () => {
    const user = userEvent.setup();
    await openForm();
    expect(notice()).not.toBeInTheDocument();

    // NSW electrical work: a licence whatever the price.
    await user.selectOptions(field('Service'), ids.electrician);
    expect(notice()).not.toBeInTheDocument();
    await user.selectOptions(field('State'), 'NSW');
    await setBudget(user, '6000', '6000');
    const electrical = notice()!;
    expect(
      within(electrical).getByText(
        'In New South Wales, electrical work must be done by a licensed professional, whatever the price.',
      ),
    ).toBeInTheDocument();
    expect(within(electrical).getByText(l.askForLicence)).toBeInTheDocument();
    expect(within(electrical).getByText(l.sourcesNote('23 November 2026'))).toBeInTheDocument();
    const source = within(electrical).getByRole('link', {
      name: 'NSW Fair Trading',
    });
    expect(source).toHaveAttribute(
      'href',
      'https://www.licencecheck.nsw.gov.au/Building-Essentials',
    );

    // Carpentry crosses the line only above $5,000.
    await user.selectOptions(field('Service'), ids.carpenter);
    const carpentry = notice()!;
    expect(
      within(carpentry).getByText(
        'In New South Wales, building work priced over $5,000 must be done by a licensed contractor.',
      ),
    ).toBeInTheDocument();
    expect(
      within(carpentry).getByText('Building work priced over $5,000 needs a written contract.'),
    ).toBeInTheDocument();
    expect(within(carpentry).getByText('Your budget goes up to $6,000.')).toBeInTheDocument();

    await setBudget(user, '3000', '5000');
    expect(notice()).not.toBeInTheDocument();

    // Another state, another line: Queensland's is $3,300.
    await user.selectOptions(field('State'), 'QLD');
    expect(
      within(notice()!).getByText(
        'In Queensland, building work priced over $3,300 must be done by a QBCC-licensed contractor.',
      ),
    ).toBeInTheDocument();

    await user.selectOptions(field('Service'), ids.cleaner);
    expect(notice()).not.toBeInTheDocument();
  });
});

describe('the job page', () => {
  it('reminds the client of the rules for an open NSW electrical job of $6,000', async () => {
    server.use(
      http.get(`/api/job/${jobId}`, () =>
        ok(
          buildJob({
            service: { _id: ids.electrician, name: 'Electrician' },
            serviceSlug: 'electrician',
            address: { state: 'NSW', city: 'Sydney', postcode: null, suburb: null },
            budgetMin: 6000,
            budgetMax: 6000,
            contacts: {
              items: [
                buildContact({
                  licences: [
                    {
                      _id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c01',
                      state: 'NSW',
                      trade: 'electrical',
                      expiresOn: '2035-06-30',
                    },
                    {
                      _id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c02',
                      state: 'QLD',
                      trade: 'electrical',
                      expiresOn: '2020-06-30',
                    },
                  ],
                }),
              ],
              nextCursor: null,
            },
            contactCount: 1,
          }),
        ),
      ),
      http.get(`/api/job/${jobId}/suggestions`, () => ok({ items: [] })),
    );
    renderRoute(<MyJobPage />, { route: `/myJobs/${jobId}`, path: '/myJobs/:id', user: buildMe() });
    const reminder = await screen.findByRole('region', { name: l.noticeHeading });
    expect(
      within(reminder).getByText(
        'In New South Wales, electrical work must be done by a licensed professional, whatever the price.',
      ),
    ).toBeInTheDocument();

    // The contact card shows the professional's licences, the expired one flagged.
    const contacts = screen.getByRole('region', { name: /^Professionals who contacted you/ });
    const licences = within(contacts).getByRole('list', { name: 'Licences' });
    const items = within(licences).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Electrical licence · NSW',
      'Electrical licence · QLD· Expired',
    ]);
  });

  it('says nothing once the job is completed', async () => {
    server.use(
      http.get(`/api/job/${jobId}`, () =>
        ok(buildJob({ status: 'completed', completedAt: '2026-11-22T03:00:00.000Z' })),
      ),
    );
    renderRoute(<MyJobPage />, { route: `/myJobs/${jobId}`, path: '/myJobs/:id', user: buildMe() });
    await screen.findByRole('heading', { level: 1, name: buildJob().title });
    expect(screen.queryByRole('region', { name: l.noticeHeading })).not.toBeInTheDocument();
  });
});
