import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { ConsoleService } from '@trademate/shared/schemas/services-admin';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { renderRoute } from '@/testing/render';
import ServicesPage from './services-page';

afterEach(cleanup);

const m = messages.servicesAdmin;
const TILER = '5b7c1e2a-3d4f-4a5b-8c6d-7e8f9a0b1c2d';
const TILING = '6c8d2f3b-4e5a-4b6c-9d7e-8f9a0b1c2d3e';

function service(overrides: Partial<ConsoleService>): ConsoleService {
  return {
    _id: TILER,
    slug: 'tiler',
    name: 'Tiler',
    description: 'Tilers lay floor and wall tiles in bathrooms, kitchens and outdoor areas.',
    icon: 'grid-3x3',
    status: 'shown',
    mergedInto: null,
    professionalCount: 3,
    jobCount: 2,
    openJobCount: 1,
    updatedAt: '2026-11-20T00:00:00.000Z',
    ...overrides,
  };
}

describe('ServicesPage', () => {
  it('lists the catalogue with what uses each service, and merges one into another', async () => {
    const user = userEvent.setup();
    let merged = false;
    const tiling = service({ _id: TILING, slug: 'tiling', name: 'Tiling', professionalCount: 1 });
    server.use(
      http.get('/api/admin/services', () =>
        ok({
          items: merged
            ? [
                service({ status: 'merged', mergedInto: { _id: TILING, name: 'Tiling' } }),
                { ...tiling, professionalCount: 4, jobCount: 4 },
              ]
            : [service({}), tiling],
        }),
      ),
      http.post(`/api/admin/services/${TILER}/merge`, () => {
        merged = true;
        return ok({
          service: service({ status: 'merged', mergedInto: { _id: TILING, name: 'Tiling' } }),
          professionalsMoved: 3,
          jobsMoved: 2,
        });
      }),
    );
    const sent = recordRequests();
    renderRoute(<ServicesPage />, { route: '/admin/services', path: '/admin/services' });

    const list = await screen.findByRole('list', { name: 'Services' });
    const tilerRow = within(list).getByText('Tiler').closest('li')!;
    expect(within(tilerRow).getByText('3 professionals · 2 jobs (1 open)')).toBeInTheDocument();
    expect(
      within(tilerRow).getByRole('link', {
        name: `${messages.jobQuestions.consoleHeading} for Tiler`,
      }),
    ).toHaveAttribute('href', `/admin/services/${TILER}/questions`);
    await user.click(within(tilerRow).getByRole('button', { name: 'Merge into…' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Merge Tiler into another service?',
    });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Same trade twice');
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await within(dialog).findByText(m.mergeTargetRequired)).toBeInTheDocument();
    expect(sent.to(`POST /api/admin/services/${TILER}/merge`)).toHaveLength(0);

    // Only live services other than this one are offered.
    const target = within(dialog).getByLabelText('Merge into');
    expect(
      within(target)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a service', 'Tiling']);
    await user.selectOptions(target, TILING);
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText(m.mergedMessage('Tiler', 'Tiling', 3, 2))).toBeInTheDocument();
    expect(await sent.request(`POST /api/admin/services/${TILER}/merge`).json()).toEqual({
      into: TILING,
      reason: 'Same trade twice',
    });
    expect(await screen.findByText('Merged into Tiling')).toBeInTheDocument();
  });

  it('adds a service after checking its fields, and shows a taken name on the field', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/admin/services', () => ok({ items: [service({})] })),
      http.post('/api/admin/services', () =>
        fail(409, 'CONFLICT', m.nameTaken, [{ path: 'name', message: m.nameTaken }]),
      ),
    );
    const sent = recordRequests();
    renderRoute(<ServicesPage />, { route: '/admin/services', path: '/admin/services' });
    await user.click(await screen.findByRole('button', { name: 'Add a service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a service' });
    await user.click(within(dialog).getByRole('button', { name: 'Add service' }));
    // The form's checks load at its first check (decision 097): the errors follow them.
    expect(await within(dialog).findByText(m.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(m.descriptionRequired)).toBeInTheDocument();
    expect(sent.to('POST /api/admin/services')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'Tiler');
    await user.type(
      within(dialog).getByLabelText('Description'),
      'Tilers lay floor and wall tiles in bathrooms and kitchens.',
    );
    await user.selectOptions(within(dialog).getByLabelText('Icon'), 'grid-3x3');
    await user.click(within(dialog).getByRole('button', { name: 'Add service' }));
    expect(await within(dialog).findByText(m.nameTaken)).toBeInTheDocument();
    expect(await sent.request('POST /api/admin/services').json()).toEqual({
      name: 'Tiler',
      description: 'Tilers lay floor and wall tiles in bathrooms and kitchens.',
      icon: 'grid-3x3',
    });
  });
});
