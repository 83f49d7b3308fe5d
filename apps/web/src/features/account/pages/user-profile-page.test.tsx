import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { limits } from '@trademate/shared/constants/limits';
import * as messages from '@trademate/shared/messages';
import type { Me } from '@trademate/shared/schemas/users';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import {
  buildMe,
  descriptionOf,
  keepDirectoryPage,
  renderPage,
  serviceIds,
  servicePage,
} from '@/testing/builders/account';
import UserProfilePage from './user-profile-page';

afterEach(cleanup);

const updatePath = '/api/user/updateProfile';

/**
 * Signs `me` in, answers `GET /user/me` and the services catalogue, and renders the page;
 * `handlers` answer what the test does there.
 */
async function openProfile(me: Me, ...handlers: HttpHandler[]) {
  return openProfileAt('/userProfile', me, ...handlers);
}

async function openProfileAt(route: string, me: Me, ...handlers: HttpHandler[]) {
  server.use(
    ...handlers,
    http.get('/api/user/me', () => ok(me)),
    http.get('/api/service', () => ok(servicePage)),
    http.get('/api/user/credentials', () => ok({ business: null, licences: [] })),
  );
  const sent = recordRequests();
  const view = renderPage(<UserProfilePage />, { user: me, route });
  await screen.findByLabelText('First name');
  return { ...view, sent };
}

/** Replaces what `label`'s field holds with `value`. */
async function retype(user: UserEvent, label: string, value: string) {
  await user.clear(field(label));
  if (value) await user.type(field(label), value);
}

function field(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

describe('UserProfilePage', () => {
  it('asks a professional who just verified to choose services and area and add a photo', async () => {
    await openProfileAt('/userProfile?setup=1', buildMe({ services: [] }));
    const steps = screen.getByRole('region', { name: 'Finish setting up your profile' });
    expect(
      within(steps)
        .getByRole('link', { name: 'Choose the services you offer' })
        .getAttribute('href'),
    ).toBe('/userProfile#services');
    expect(within(steps).getByText(/Add a photo/)).toBeInTheDocument();
  });

  it('says nothing about setting up on an ordinary visit, nor to a client', async () => {
    await openProfile(buildMe());
    expect(
      screen.queryByRole('region', { name: 'Finish setting up your profile' }),
    ).not.toBeInTheDocument();
    cleanup();
    await openProfileAt('/userProfile?setup=1', buildMe({ userType: 'client', services: [] }));
    expect(
      screen.queryByRole('region', { name: 'Finish setting up your profile' }),
    ).not.toBeInTheDocument();
  });

  it('shows the account facts that cannot be edited here', async () => {
    await openProfile(buildMe({ userType: 'freeTradie', userVerified: false }));

    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getByText('jess.tran@example.com.au')).toBeInTheDocument();
    expect(within(account).getByText('Free professional')).toBeInTheDocument();
    expect(within(account).getByText('5 March 2024')).toBeInTheDocument();
    expect(within(account).getByText('Not verified yet')).toBeInTheDocument();
    expect(
      within(account).getByRole('link', { name: 'Verify your email' }).getAttribute('href'),
    ).toBe('/user/verify?next=%2FuserProfile');
    expect(screen.getByRole('img', { name: 'No profile photo yet' })).toHaveAttribute(
      'src',
      '/default-avatar.svg',
    );
  });

  it('starts from the saved profile and shows field errors only once a field is touched', async () => {
    const user = userEvent.setup();
    await openProfile(buildMe());
    expect(field('First name').value).toBe('Jess');
    expect(field('City').value).toBe('Newcastle');
    expect(((await screen.findByLabelText('Electrician')) as HTMLInputElement).checked).toBe(true);

    await retype(user, 'First name', '');
    expect(screen.queryByText(messages.validation.required)).not.toBeInTheDocument();
    await retype(user, 'Contact number', '12345');
    await waitFor(() =>
      expect(descriptionOf(field('First name'))).toBe(messages.validation.required),
    );
    expect(screen.queryByText(messages.validation.phone)).not.toBeInTheDocument();

    await retype(user, 'First name', 'J');
    await waitFor(() =>
      expect(descriptionOf(field('Contact number'))).toBe(messages.validation.phone),
    );
    expect(descriptionOf(field('First name'))).toBe(messages.validation.minTwoChars);
  });

  it('offers the cities of the chosen state and asks for a city again after the state changes', async () => {
    const user = userEvent.setup();
    await openProfile(buildMe());
    const cityOptions = () =>
      within(field('City'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(cityOptions()).toContain('Newcastle');

    await user.selectOptions(field('State'), 'VIC');

    expect(field('City').value).toBe('');
    expect(cityOptions()).toContain('Melbourne');
    expect(cityOptions()).not.toContain('Sydney');
    expect(cityOptions()).not.toContain('Newcastle');

    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(descriptionOf(field('City'))).toBe(messages.validation.cityRequired),
    );
  });

  it('saves only the form fields, shows that it did and updates the signed-in user', async () => {
    const user = userEvent.setup();
    const me = buildMe();
    const { sent, store } = await openProfile(
      me,
      http.patch(updatePath, async ({ request }) => {
        const changes = (await request.json()) as Partial<Me>;
        return ok({ ...me, ...changes, services: me.services }, 'Your profile has been saved');
      }),
    );

    await retype(user, 'First name', '  Jessica ');
    await retype(user, 'Contact number', '0412 345 678');
    await retype(user, 'Bio', 'Sparky in the Hunter.');
    expect(screen.getByText(/^21 \/ 1000/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    const notice = await screen.findByText('Your profile has been saved');
    expect(notice).toHaveAttribute('role', 'status');
    expect(await sent.bodiesOf(`PATCH ${updatePath}`)).toEqual([
      {
        firstName: 'Jessica',
        lastName: 'Tran',
        contactNumber: '0412345678',
        address: { state: 'NSW', city: 'Newcastle' },
        // A professional's form carries how far they travel.
        travelKm: 50,
        bio: 'Sparky in the Hunter.',
        services: [serviceIds.electrician],
      },
    ]);
    expect(store.getState().session.user?.firstName).toBe('Jessica');
  });

  it("asks a professional for at least one service and sends a client's profile without services", async () => {
    const user = userEvent.setup();
    const { sent } = await openProfile(buildMe());
    await user.click(await screen.findByLabelText('Electrician'));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Choose at least one service you offer')).toBeInTheDocument();
    expect(sent.to(`PATCH ${updatePath}`)).toEqual([]);
    cleanup();

    const client = buildMe({ userType: 'client', services: [], hiringStatus: null });
    const { sent: sentByClient } = await openProfile(
      client,
      http.patch(updatePath, () => ok(client, 'Your profile has been saved')),
    );
    expect(screen.queryByRole('group', { name: 'Services you offer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Your profile has been saved');
    const [clientProfile] = await sentByClient.bodiesOf(`PATCH ${updatePath}`);
    expect(clientProfile).not.toHaveProperty('services');
  });

  it("puts the server's validation error on the field it names and shows its message", async () => {
    const cityError = 'Choose a city from the list for your state';
    const user = userEvent.setup();
    await openProfile(
      buildMe(),
      http.patch(updatePath, () =>
        fail(400, 'VALIDATION', cityError, [{ path: 'address.city', message: cityError }]),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect((await screen.findByRole('alert')).textContent).toBe(cityError);
    expect(descriptionOf(field('City'))).toBe(cityError);
    expect(field('City')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Your profile has been saved')).not.toBeInTheDocument();
  });
});

describe('UserProfilePage and the directory', () => {
  it('has the directory read again once the profile is saved, and not when saving fails', async () => {
    const user = userEvent.setup();
    const me = buildMe();
    let isRefused = false;
    const { sent, store } = await openProfile(
      me,
      http.get('/api/professional', () => ok({ items: [], nextCursor: null })),
      http.patch(updatePath, () =>
        isRefused
          ? fail(503, 'SERVICE_UNAVAILABLE', 'TradeMate is busy. Please try again in a moment.')
          : ok(me, 'Your profile has been saved'),
      ),
    );
    const directoryPage = await keepDirectoryPage(store);

    await retype(user, 'Bio', 'Sparky in the Hunter.');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Your profile has been saved');
    await waitFor(() => expect(sent.to('GET /api/professional')).toHaveLength(2));

    isRefused = true;
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('TradeMate is busy. Please try again in a moment.');
    expect(sent.to('GET /api/professional')).toHaveLength(2);
    directoryPage.unsubscribe();
  });

  it('has the directory read again once a new photo is stored, since it shows it', async () => {
    const user = userEvent.setup();
    const { sent, store } = await openProfile(
      buildMe(),
      http.get('/api/professional', () => ok({ items: [], nextCursor: null })),
      http.post('/api/upload', () =>
        ok({ userAvatar: '/uploads/avatars/8f14e45f.webp' }, 'Your photo has been saved'),
      ),
    );
    const directoryPage = await keepDirectoryPage(store);

    await user.upload(
      screen.getByLabelText('Change photo'),
      new File(['not really a png'], 'me.png', { type: 'image/png' }),
    );

    expect(await screen.findByText('Your photo has been updated')).toBeInTheDocument();
    await waitFor(() => expect(sent.to('GET /api/professional')).toHaveLength(2));
    directoryPage.unsubscribe();
  });
});

describe('UserProfilePage photo', () => {
  const choosePhoto = (user: UserEvent, file: File) =>
    user.upload(screen.getByLabelText('Change photo'), file);

  it('refuses a file of the wrong type or too large without uploading it', async () => {
    // The picker's "All files" lets any file through: the page checks each one itself.
    const user = userEvent.setup({ applyAccept: false });
    const { sent } = await openProfile(buildMe());

    await choosePhoto(user, new File(['GIF89a'], 'van.gif', { type: 'image/gif' }));
    expect(await screen.findByText(messages.avatar.unsupportedType)).toBeInTheDocument();

    await choosePhoto(
      user,
      new File([new Uint8Array(limits.avatarMaxBytes + 1)], 'big.png', { type: 'image/png' }),
    );
    expect(await screen.findByText(messages.avatar.tooLarge)).toBeInTheDocument();
    expect(screen.queryByText(messages.avatar.unsupportedType)).not.toBeInTheDocument();

    expect(sent.to('POST /api/upload')).toEqual([]);
  });

  it('uploads a photo, shows it and refreshes the signed-in user', async () => {
    const newAvatar = '/uploads/avatars/8f14e45f.webp';
    const user = userEvent.setup();
    let hasUploaded = false;
    const { sent, store } = await openProfile(
      buildMe(),
      http.get('/api/user/me', () => ok(buildMe({ avatar: hasUploaded ? newAvatar : null }))),
      http.post('/api/upload', () => {
        hasUploaded = true;
        return ok({ userAvatar: newAvatar }, 'Your photo has been saved');
      }),
    );

    const photo = new File(['not really a png'], 'me.png', { type: 'image/png' });
    await choosePhoto(user, photo);

    expect(await screen.findByText('Your photo has been updated')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
      'src',
      newAvatar,
    );
    const sentPhoto = (await sent.request('POST /api/upload').formData()).get('userAvatar') as File;
    expect(sentPhoto).toMatchObject({ name: 'me.png', type: photo.type });
    expect(await sentPhoto.text()).toBe('not really a png');
    await waitFor(() => expect(store.getState().session.user?.avatar).toBe(newAvatar));
    expect(sent.to('GET /api/user/me')).toHaveLength(2);
  });

  it('says the upload failed when the server could not store the photo', async () => {
    const user = userEvent.setup();
    await openProfile(
      buildMe(),
      http.post('/api/upload', () => fail(500, 'INTERNAL', 'Something went wrong on our side.')),
    );

    await choosePhoto(user, new File(['png'], 'me.png', { type: 'image/png' }));

    expect(await screen.findByText(messages.avatar.uploadFailed)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No profile photo yet' })).toBeInTheDocument();
  });
});
