import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { Business, Credentials, Licence } from '@trademate/shared/schemas/credentials';
import type { Me } from '@trademate/shared/schemas/users';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, descriptionOf, renderPage, servicePage } from '@/testing/builders/account';
import UserProfilePage from './user-profile-page';

afterEach(cleanup);

const b = messages.business;
const l = messages.licences;

const formatChecked: Business = {
  abn: '51824753556',
  businessName: 'Sparks & Co',
  check: 'format',
  register: null,
  checkedAt: '2026-11-23T01:00:00.000Z',
};

const currentLicence: Licence = {
  _id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c01',
  state: 'NSW',
  trade: 'electrical',
  number: '123456C',
  licenceClass: 'Contractor licence – Electrician',
  expiresOn: '2035-06-30',
};
const expiredLicence: Licence = {
  _id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c02',
  state: 'QLD',
  trade: 'electrical',
  number: '99123',
  licenceClass: '',
  expiresOn: '2020-01-31',
};

async function openProfile(
  me: Me,
  credentials: Credentials | (() => Credentials),
  ...handlers: HttpHandler[]
) {
  server.use(
    ...handlers,
    http.get('/api/user/me', () => ok(me)),
    http.get('/api/service', () => ok(servicePage)),
    http.get('/api/user/credentials', () =>
      ok(typeof credentials === 'function' ? credentials() : credentials),
    ),
  );
  const sent = recordRequests();
  const view = renderPage(<UserProfilePage />, { user: me, route: '/userProfile' });
  await screen.findByLabelText('First name');
  return { ...view, sent };
}

const businessCard = () => screen.getByRole('region', { name: 'Business and ABN' });
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function retype(user: UserEvent, label: string, value: string) {
  await user.clear(input(label));
  if (value) await user.type(input(label), value);
}

describe('the ABN on the profile page', () => {
  it('checks the ABN with the same check digits as the server before sending it', async () => {
    const user = userEvent.setup();
    const { sent } = await openProfile(buildMe(), { business: null, licences: [] });
    await within(await screen.findByRole('region', { name: 'Business and ABN' })).findByLabelText(
      'ABN',
    );

    await retype(user, 'ABN', '51 824 753 557');
    await user.click(input('Business name (optional)'));
    await waitFor(() => expect(descriptionOf(input('ABN'))).toBe(b.abnChecksum));

    await retype(user, 'ABN', '51824');
    await waitFor(() => expect(descriptionOf(input('ABN'))).toBe(b.abnFormat));

    await user.click(within(businessCard()).getByRole('button', { name: 'Add ABN' }));
    expect(sent.to('PUT /api/user/business')).toEqual([]);
  });

  it('sends an ABN typed with spaces as its 11 digits and shows it formatted, saying how it was checked', async () => {
    const user = userEvent.setup();
    let saved: Business | null = null;
    const { sent } = await openProfile(
      buildMe(),
      () => ({ business: saved, licences: [] }),
      http.put('/api/user/business', () => {
        saved = formatChecked;
        return ok(formatChecked, b.saved);
      }),
    );
    await within(await screen.findByRole('region', { name: 'Business and ABN' })).findByLabelText(
      'ABN',
    );

    await user.type(input('ABN'), '51 824 753 556');
    await user.type(input('Business name (optional)'), 'Sparks & Co');
    await user.click(within(businessCard()).getByRole('button', { name: 'Add ABN' }));

    expect(await within(businessCard()).findByText(b.saved)).toBeInTheDocument();
    expect(await sent.request('PUT /api/user/business').json()).toEqual({
      abn: '51824753556',
      businessName: 'Sparks & Co',
    });
    expect(await within(businessCard()).findByText('ABN 51 824 753 556')).toBeInTheDocument();
    expect(within(businessCard()).getByText(b.formatChecked)).toBeInTheDocument();
  });

  it('shows what the register said of an ABN checked with it', async () => {
    await openProfile(buildMe(), {
      business: {
        ...formatChecked,
        check: 'register',
        register: {
          entityName: 'SPARKS & CO PTY LTD',
          status: 'Active',
          gstRegisteredFrom: '2000-07-01',
        },
      },
      licences: [],
    });
    const card = await screen.findByRole('region', { name: 'Business and ABN' });
    expect(await within(card).findByText(b.checkedWithRegister)).toBeInTheDocument();
    expect(within(card).getByText(b.registeredName('SPARKS & CO PTY LTD'))).toBeInTheDocument();
    expect(within(card).getByText(b.gstRegistered('1 July 2000'))).toBeInTheDocument();
  });

  it("puts the register's refusal of a cancelled ABN on the field", async () => {
    const user = userEvent.setup();
    await openProfile(
      buildMe(),
      { business: null, licences: [] },
      http.put('/api/user/business', () =>
        fail(400, 'VALIDATION', b.abnCancelled, [{ path: 'abn', message: b.abnCancelled }]),
      ),
    );
    await within(await screen.findByRole('region', { name: 'Business and ABN' })).findByLabelText(
      'ABN',
    );
    await user.type(input('ABN'), '53 004 085 616');
    await user.click(within(businessCard()).getByRole('button', { name: 'Add ABN' }));
    await waitFor(() => expect(descriptionOf(input('ABN'))).toBe(b.abnCancelled));
  });

  it('says so when the register could not be reached and only the format was checked', async () => {
    const user = userEvent.setup();
    const unchecked: Business = { ...formatChecked, check: 'registerUnavailable' };
    let saved: Business | null = null;
    await openProfile(
      buildMe(),
      () => ({ business: saved, licences: [] }),
      http.put('/api/user/business', () => {
        saved = unchecked;
        return ok(unchecked, b.savedFormatOnly);
      }),
    );
    await within(await screen.findByRole('region', { name: 'Business and ABN' })).findByLabelText(
      'ABN',
    );
    await user.type(input('ABN'), '51824753556');
    await user.click(within(businessCard()).getByRole('button', { name: 'Add ABN' }));
    expect(await within(businessCard()).findByText(b.savedFormatOnly)).toBeInTheDocument();
    expect(await within(businessCard()).findByText(b.registerUnavailableNote)).toBeInTheDocument();
  });

  it('is not offered to a client, who is never asked for it', async () => {
    const { sent } = await openProfile(buildMe({ userType: 'client', services: [] }), {
      business: null,
      licences: [],
    });
    expect(screen.queryByRole('region', { name: 'Business and ABN' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Licences' })).not.toBeInTheDocument();
    expect(sent.to('GET /api/user/credentials')).toEqual([]);
  });
});

describe('the licences on the profile page', () => {
  it('lists them with their number, class and expiry, flagging an expired one', async () => {
    await openProfile(buildMe(), { business: null, licences: [currentLicence, expiredLicence] });
    const card = await screen.findByRole('region', { name: 'Licences' });
    expect(
      await within(card).findByText('Licence 123456C · Contractor licence – Electrician'),
    ).toBeInTheDocument();
    expect(within(card).getByText(l.expiresOn('30 June 2035'))).toBeInTheDocument();
    expect(within(card).getByText(l.expiredOn('31 January 2020'))).toBeInTheDocument();
    expect(within(card).getAllByText(l.expired)).toHaveLength(1);
  });

  it('asks for each field before adding, then sends the licence and shows it', async () => {
    const user = userEvent.setup();
    const licences: Licence[] = [];
    const { sent } = await openProfile(
      buildMe(),
      () => ({ business: null, licences }),
      http.post('/api/user/licences', async ({ request }) => {
        const body = (await request.json()) as Omit<Licence, '_id'>;
        const added = { ...currentLicence, ...body };
        licences.push(added);
        return ok(added, l.added, 201);
      }),
    );
    const card = await screen.findByRole('region', { name: 'Licences' });
    const form = within(card).getByRole('form', { name: 'Add a licence' });

    await user.click(within(form).getByRole('button', { name: 'Add licence' }));
    await waitFor(() => expect(descriptionOf(input('Issued in'))).toBe(l.stateRequired));
    expect(descriptionOf(input('Trade or class of work'))).toBe(l.tradeRequired);
    expect(descriptionOf(input('Licence number'))).toBe(l.numberRequired);
    expect(descriptionOf(input('Expiry date'))).toBe(l.expiryRequired);
    expect(sent.to('POST /api/user/licences')).toEqual([]);

    await user.selectOptions(input('Issued in'), 'NSW');
    await user.selectOptions(input('Trade or class of work'), 'electrical');
    expect(
      within(form).getByText('Shows as licensed on job requests for: Electrician.'),
    ).toBeInTheDocument();
    await user.type(input('Licence number'), '123456C');
    await user.type(input('Expiry date'), '2035-06-30');
    await user.click(within(form).getByRole('button', { name: 'Add licence' }));

    expect(await within(card).findByText(l.added)).toBeInTheDocument();
    expect(await sent.request('POST /api/user/licences').json()).toEqual({
      state: 'NSW',
      trade: 'electrical',
      number: '123456C',
      licenceClass: '',
      expiresOn: '2035-06-30',
    });
    expect(await within(card).findByText(/^Licence 123456C/)).toBeInTheDocument();
    expect(input('Licence number').value).toBe('');
  });

  it('removes a licence by its id', async () => {
    const user = userEvent.setup();
    let licences = [currentLicence, expiredLicence];
    const { sent } = await openProfile(
      buildMe(),
      () => ({ business: null, licences }),
      http.delete(`/api/user/licences/${expiredLicence._id}`, () => {
        licences = [currentLicence];
        return ok(null, l.removed);
      }),
    );
    const card = await screen.findByRole('region', { name: 'Licences' });
    await user.click(
      await within(card).findByRole('button', {
        name: 'Remove the Electrical licence 99123 (QLD)',
      }),
    );
    expect(await within(card).findByText(l.removed)).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByText(/^Licence 99123/)).not.toBeInTheDocument());
    expect(sent.to(`DELETE /api/user/licences/${expiredLicence._id}`)).toHaveLength(1);
  });
});
