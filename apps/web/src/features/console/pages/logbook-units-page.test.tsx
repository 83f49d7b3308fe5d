import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { LogbookUnit } from '@trademate/shared/schemas/logbook';
import type { ConsoleService } from '@trademate/shared/schemas/services-admin';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { renderRoute } from '@/testing/render';
import LogbookUnitsPage from './logbook-units-page';

afterEach(cleanup);

const m = messages.logbook;
const CARPENTER = { _id: '1a2b3c4d-0000-4111-8222-333344445555', name: 'Carpenter' };
const ELECTRICIAN = { _id: '2b3c4d5e-0000-4111-8222-333344445555', name: 'Electrician' };
const FRAMING = '3c4d5e6f-0000-4111-8222-333344445555';
const STAIRS = '4d5e6f70-0000-4111-8222-333344445555';
const WIRING = '5e6f7081-0000-4111-8222-333344445555';

function unit(overrides: Partial<LogbookUnit>): LogbookUnit {
  return {
    _id: FRAMING,
    service: CARPENTER,
    code: 'CPCCCA3010',
    title: 'Construct wall frames',
    hidden: false,
    ...overrides,
  };
}

const units = [
  unit({}),
  unit({ _id: STAIRS, code: 'CPCCCA3024', title: 'Construct stairs', hidden: true }),
  unit({ _id: WIRING, service: ELECTRICIAN, code: 'UEEEC0020', title: 'Install wiring' }),
];

function service(ref: { _id: string; name: string }, status: ConsoleService['status']) {
  return {
    _id: ref._id,
    slug: ref.name.toLowerCase(),
    name: ref.name,
    description: `${ref.name}s do the work of their trade in homes and businesses.`,
    icon: 'hammer',
    status,
    mergedInto: null,
    professionalCount: 3,
    jobCount: 2,
    openJobCount: 1,
    updatedAt: '2026-11-20T00:00:00.000Z',
  } satisfies ConsoleService;
}

const trades = [
  service(CARPENTER, 'shown'),
  service(ELECTRICIAN, 'hidden'),
  service({ _id: '6f708192-0000-4111-8222-333344445555', name: 'Joinery' }, 'merged'),
];

function open() {
  return renderRoute(<LogbookUnitsPage />, {
    route: '/admin/logbook-units',
    path: '/admin/logbook-units',
  });
}

describe('LogbookUnitsPage', () => {
  it("groups each trade's units, and hides or shows one again in a click", async () => {
    const user = userEvent.setup();
    let hidden = false;
    server.use(
      http.get('/api/admin/logbook/units', () =>
        ok({
          items: hidden ? units.map((u) => (u._id === FRAMING ? { ...u, hidden } : u)) : units,
        }),
      ),
      http.put(`/api/admin/logbook/units/${FRAMING}`, () => {
        hidden = true;
        return ok(unit({ hidden: true }), m.unitSaved);
      }),
    );
    const sent = recordRequests();
    open();

    const carpentry = await screen.findByRole('list', { name: 'Carpenter units' });
    expect(
      within(carpentry)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('CPCCCA3010Construct wall frames'),
      expect.stringContaining('CPCCCA3024HiddenConstruct stairs'),
    ]);
    expect(screen.getByText('2 units, 1 hidden')).toBeInTheDocument();
    const electrical = screen.getByRole('list', { name: 'Electrician units' });
    expect(within(electrical).getByText('Install wiring')).toBeInTheDocument();
    expect(within(carpentry).getByRole('button', { name: 'Show CPCCCA3024' })).toBeInTheDocument();

    await user.click(within(carpentry).getByRole('button', { name: 'Hide CPCCCA3010' }));
    expect(
      await screen.findByText(
        'CPCCCA3010 is hidden: apprentices can no longer choose it for new entries.',
      ),
    ).toBeInTheDocument();
    expect(await sent.request(`PUT /api/admin/logbook/units/${FRAMING}`).json()).toEqual({
      serviceId: CARPENTER._id,
      code: 'CPCCCA3010',
      title: 'Construct wall frames',
      hidden: true,
    });
    expect(
      await within(carpentry).findByRole('button', { name: 'Show CPCCCA3010' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 units, 2 hidden')).toBeInTheDocument();
  });

  it('adds a unit after checking its fields, and shows a code the trade has on its field', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/admin/logbook/units', () => ok({ items: units })),
      http.get('/api/admin/services', () => ok({ items: trades })),
      http.post('/api/admin/logbook/units', () =>
        fail(409, 'CONFLICT', m.unitCodeTaken, [{ path: 'code', message: m.unitCodeTaken }]),
      ),
    );
    const sent = recordRequests();
    open();
    await user.click(await screen.findByRole('button', { name: 'Add a unit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a unit' });
    const trade = await within(dialog).findByLabelText('Trade');
    // Hidden trades keep units; merged ones have none of their own.
    expect(
      within(trade)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a trade', 'Carpenter', 'Electrician']);
    await user.click(within(dialog).getByRole('button', { name: 'Add unit' }));
    // The form's checks load at its first check (decision 097): the errors follow them.
    expect(
      await within(dialog).findByText(m.serviceRequired, { selector: 'p' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(m.unitCodeRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(m.unitTitleRequired)).toBeInTheDocument();
    expect(sent.to('POST /api/admin/logbook/units')).toHaveLength(0);

    await user.selectOptions(trade, CARPENTER._id);
    await user.type(within(dialog).getByLabelText('Code'), 'CPCCCA3024');
    await user.type(within(dialog).getByLabelText('Title'), '  Construct stairs ');
    await user.click(within(dialog).getByRole('button', { name: 'Add unit' }));
    expect(await within(dialog).findByText(m.unitCodeTaken)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(await sent.request('POST /api/admin/logbook/units').json()).toEqual({
      serviceId: CARPENTER._id,
      code: 'CPCCCA3024',
      title: 'Construct stairs',
      hidden: false,
    });
  });

  it('edits a unit with its trade chosen, and says what was saved', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/admin/logbook/units', () => ok({ items: units })),
      http.get('/api/admin/services', () => ok({ items: trades })),
      http.put(`/api/admin/logbook/units/${WIRING}`, () =>
        ok(
          unit({
            _id: WIRING,
            service: ELECTRICIAN,
            code: 'UEEEC0020',
            title: 'Install wiring systems',
          }),
          m.unitSaved,
        ),
      ),
    );
    const sent = recordRequests();
    open();
    await user.click(await screen.findByRole('button', { name: 'Edit UEEEC0020' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit UEEEC0020' });
    expect(await within(dialog).findByLabelText('Trade')).toHaveValue(ELECTRICIAN._id);
    expect(within(dialog).getByLabelText('Hidden from new entries')).not.toBeChecked();
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Install wiring systems');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`UEEEC0020: ${m.unitSaved}`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await sent.request(`PUT /api/admin/logbook/units/${WIRING}`).json()).toEqual({
      serviceId: ELECTRICIAN._id,
      code: 'UEEEC0020',
      title: 'Install wiring systems',
      hidden: false,
    });
  });

  it("shows the server's message when a unit cannot be hidden", async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/admin/logbook/units', () => ok({ items: units })),
      http.put(`/api/admin/logbook/units/${WIRING}`, () =>
        fail(404, 'NOT_FOUND', messages.logbookReports.unitNotFound),
      ),
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Hide UEEEC0020' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      messages.logbookReports.unitNotFound,
    );
  });
});
