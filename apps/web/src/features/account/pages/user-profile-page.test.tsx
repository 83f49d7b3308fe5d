import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limits } from '@trademate/shared/constants/limits';
import * as messages from '@trademate/shared/messages';
import type { Me } from '@trademate/shared/schemas/users';
import {
  buildMe,
  descriptionOf,
  failure,
  keepDirectoryPage,
  ok,
  renderPage,
  serviceIds,
  servicePage,
  stubApi,
} from '../testing/test-kit';
import UserProfilePage from './user-profile-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Signs `me` in, answers `GET /user/me` and the services catalogue, and renders the page. */
async function openProfile(me: Me, routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /user/me': ok(me),
    'GET /service': ok(servicePage),
    ...routes,
  });
  const view = renderPage(<UserProfilePage />, { user: me });
  await screen.findByLabelText('First name');
  return { ...view, api };
}

function field(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

describe('UserProfilePage', () => {
  it('shows the account facts that cannot be edited here', async () => {
    await openProfile(buildMe({ userType: 'freeTradie', userVerified: false }));

    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getByText('jess.tran@example.com.au')).toBeTruthy();
    expect(within(account).getByText('Free professional')).toBeTruthy();
    expect(within(account).getByText('5 March 2024')).toBeTruthy();
    expect(within(account).getByText('Not verified yet')).toBeTruthy();
    expect(
      within(account).getByRole('link', { name: 'Verify your email' }).getAttribute('href'),
    ).toBe('/user/verify?next=%2FuserProfile');
    expect(screen.getByRole('img', { name: 'No profile photo yet' }).getAttribute('src')).toBe(
      '/default-avatar.svg',
    );
  });

  it('starts from the saved profile and shows field errors only once a field is touched', async () => {
    await openProfile(buildMe());
    expect(field('First name').value).toBe('Jess');
    expect(field('City').value).toBe('Newcastle');
    expect(((await screen.findByLabelText('Electrician')) as HTMLInputElement).checked).toBe(true);

    fireEvent.change(field('First name'), { target: { value: '' } });
    fireEvent.change(field('Contact number'), { target: { value: '12345' } });
    expect(screen.queryByText(messages.validation.required)).toBeNull();
    expect(screen.queryByText(messages.validation.phone)).toBeNull();

    fireEvent.blur(field('First name'));
    await waitFor(() =>
      expect(descriptionOf(field('First name'))).toBe(messages.validation.required),
    );
    expect(screen.queryByText(messages.validation.phone)).toBeNull();

    fireEvent.change(field('First name'), { target: { value: 'J' } });
    fireEvent.blur(field('Contact number'));
    await waitFor(() =>
      expect(descriptionOf(field('Contact number'))).toBe(messages.validation.phone),
    );
    expect(descriptionOf(field('First name'))).toBe(messages.validation.minTwoChars);
  });

  it('offers the cities of the chosen state and asks for a city again after the state changes', async () => {
    await openProfile(buildMe());
    const cityOptions = () =>
      within(field('City'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(cityOptions()).toContain('Newcastle');

    fireEvent.change(field('State'), { target: { value: 'VIC' } });

    expect(field('City').value).toBe('');
    expect(cityOptions()).toContain('Melbourne');
    expect(cityOptions()).not.toContain('Sydney');
    expect(cityOptions()).not.toContain('Newcastle');

    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(descriptionOf(field('City'))).toBe(messages.validation.cityRequired),
    );
  });

  it('saves only the form fields, shows that it did and updates the signed-in user', async () => {
    const me = buildMe();
    const { api, store } = await openProfile(me, {
      'PATCH /user/updateProfile': ({ body }) =>
        ok(
          { ...me, ...(body as Partial<Me>), services: me.services },
          'Your profile has been saved',
        ),
    });

    fireEvent.change(field('First name'), { target: { value: '  Jessica ' } });
    fireEvent.change(field('Contact number'), { target: { value: '0412 345 678' } });
    fireEvent.change(field('Bio'), { target: { value: 'Sparky in the Hunter.' } });
    expect(screen.getByText(/^21 \/ 1000/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    const notice = await screen.findByText('Your profile has been saved');
    expect(notice.getAttribute('role')).toBe('status');
    expect(api.sentTo('PATCH', '/user/updateProfile').map((request) => request.body)).toEqual([
      {
        firstName: 'Jessica',
        lastName: 'Tran',
        contactNumber: '0412345678',
        address: { state: 'NSW', city: 'Newcastle' },
        bio: 'Sparky in the Hunter.',
        services: [serviceIds.electrician],
      },
    ]);
    expect(store.getState().session.user?.firstName).toBe('Jessica');
  });

  it('has the directory read again once the profile is saved, and not when saving fails', async () => {
    const me = buildMe();
    let isRefused = false;
    const { api, store } = await openProfile(me, {
      'GET /professional': ok({ items: [], nextCursor: null }),
      'PATCH /user/updateProfile': () =>
        isRefused
          ? failure(503, 'SERVICE_UNAVAILABLE', 'TradeMate is busy. Please try again in a moment.')
          : ok(me, 'Your profile has been saved'),
    });
    const directoryPage = await keepDirectoryPage(store);

    fireEvent.change(field('Bio'), { target: { value: 'Sparky in the Hunter.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Your profile has been saved');
    await waitFor(() => expect(api.sentTo('GET', '/professional')).toHaveLength(2));

    isRefused = true;
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('TradeMate is busy. Please try again in a moment.');
    expect(api.sentTo('GET', '/professional')).toHaveLength(2);
    directoryPage.unsubscribe();
  });

  it("asks a professional for at least one service and sends a client's profile without services", async () => {
    const { api } = await openProfile(buildMe());
    fireEvent.click(await screen.findByLabelText('Electrician'));
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Choose at least one service you offer')).toBeTruthy();
    expect(api.sentTo('PATCH', '/user/updateProfile')).toEqual([]);
    cleanup();

    const client = buildMe({ userType: 'client', services: [], hiringStatus: null });
    const { api: clientApi } = await openProfile(client, {
      'PATCH /user/updateProfile': ok(client, 'Your profile has been saved'),
    });
    expect(screen.queryByRole('group', { name: 'Services you offer' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Your profile has been saved');
    expect(clientApi.sentTo('PATCH', '/user/updateProfile')[0]?.body).not.toHaveProperty(
      'services',
    );
  });

  it("puts the server's validation error on the field it names and shows its message", async () => {
    const cityError = 'Choose a city from the list for your state';
    await openProfile(buildMe(), {
      'PATCH /user/updateProfile': failure(400, 'VALIDATION', cityError, [
        { path: 'address.city', message: cityError },
      ]),
    });

    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    expect((await screen.findByRole('alert')).textContent).toBe(cityError);
    expect(descriptionOf(field('City'))).toBe(cityError);
    expect(field('City').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Your profile has been saved')).toBeNull();
  });
});

describe('UserProfilePage photo', () => {
  function choosePhoto(file: File) {
    fireEvent.change(screen.getByLabelText('Change photo'), { target: { files: [file] } });
  }

  it('refuses a file of the wrong type or too large without uploading it', async () => {
    const { api } = await openProfile(buildMe());

    choosePhoto(new File(['GIF89a'], 'van.gif', { type: 'image/gif' }));
    expect(await screen.findByText(messages.avatar.unsupportedType)).toBeTruthy();

    choosePhoto(
      new File([new Uint8Array(limits.avatarMaxBytes + 1)], 'big.png', { type: 'image/png' }),
    );
    expect(await screen.findByText(messages.avatar.tooLarge)).toBeTruthy();
    expect(screen.queryByText(messages.avatar.unsupportedType)).toBeNull();

    expect(api.sentTo('POST', '/upload')).toEqual([]);
  });

  it('uploads a photo, shows it and refreshes the signed-in user', async () => {
    const newAvatar = '/uploads/avatars/8f14e45f.webp';
    let hasUploaded = false;
    const { api, store } = await openProfile(buildMe(), {
      'GET /user/me': () => ok(buildMe({ avatar: hasUploaded ? newAvatar : null })),
      'POST /upload': () => {
        hasUploaded = true;
        return ok({ userAvatar: newAvatar }, 'Your photo has been saved');
      },
    });

    const photo = new File(['not really a png'], 'me.png', { type: 'image/png' });
    choosePhoto(photo);

    expect(await screen.findByText('Your photo has been updated')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Your profile photo' }).getAttribute('src')).toBe(
      newAvatar,
    );
    // Vitest's bridge from jsdom's FormData to Node's keeps a part's name and type but not the
    // file's name or bytes, so those are all a jsdom test can check.
    const [upload] = api.sentTo('POST', '/upload');
    const part = (upload?.body as { userAvatar?: Blob } | undefined)?.userAvatar;
    expect(part?.type).toBe(photo.type);
    await waitFor(() => expect(store.getState().session.user?.avatar).toBe(newAvatar));
    expect(api.sentTo('GET', '/user/me')).toHaveLength(2);
  });

  it('has the directory read again once a new photo is stored, since it shows it', async () => {
    const { api, store } = await openProfile(buildMe(), {
      'GET /professional': ok({ items: [], nextCursor: null }),
      'POST /upload': ok(
        { userAvatar: '/uploads/avatars/8f14e45f.webp' },
        'Your photo has been saved',
      ),
    });
    const directoryPage = await keepDirectoryPage(store);

    choosePhoto(new File(['not really a png'], 'me.png', { type: 'image/png' }));

    expect(await screen.findByText('Your photo has been updated')).toBeTruthy();
    await waitFor(() => expect(api.sentTo('GET', '/professional')).toHaveLength(2));
    directoryPage.unsubscribe();
  });

  it('says the upload failed when the server could not store the photo', async () => {
    await openProfile(buildMe(), {
      'POST /upload': failure(500, 'INTERNAL', 'Something went wrong on our side.'),
    });

    choosePhoto(new File(['png'], 'me.png', { type: 'image/png' }));

    expect(await screen.findByText(messages.avatar.uploadFailed)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'No profile photo yet' })).toBeTruthy();
  });
});
