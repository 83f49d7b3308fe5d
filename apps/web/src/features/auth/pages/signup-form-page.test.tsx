import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { paths } from '@/config/paths';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { buildMe, renderRoute } from '@/testing/render';
import SignupFormPage from './signup-form-page';
import VerifyPage from './verify-page';
// The app loads the thank-you modal lazily; loading the module up front makes the test wait for the render,
// not for the module's first transform (seconds on a busy machine).
import '../components/signup-success-modal';

const m = messages.validation;

const electricalId = '1b0e6c8e-4d1e-4a3c-9d7f-3c9f1a2b4c01';
const plumbingId = '1b0e6c8e-4d1e-4a3c-9d7f-3c9f1a2b4c02';
const servicePage = {
  items: [
    {
      _id: electricalId,
      slug: 'electrical',
      name: 'Electrical',
      description: '',
      icon: 'zap',
      popularRank: 1,
    },
    {
      _id: plumbingId,
      slug: 'plumbing',
      name: 'Plumbing',
      description: '',
      icon: 'wrench',
      popularRank: 2,
    },
  ],
  page: 1,
  limit: 100,
  total: 2,
  totalPages: 1,
};
const services = () => http.get('/api/service', () => ok(servicePage));
const signedUp = () =>
  http.post('/api/user/signup', () =>
    ok(
      {
        user: { _id: 'u1', email: 'olivia.nguyen@example.com.au' },
        encryptedOTP: 'ref',
        verifyToken: 'tok',
      },
      messages.signup.success,
      201,
    ),
  );
/** The server refuses the sign-up with `message`, naming the field at `path`. */
const refused = (status: number, code: 'VALIDATION' | 'CONFLICT', path: string, message: string) =>
  http.post('/api/user/signup', () => fail(status, code, message, [{ path, message }]));

function renderForm(accountType: 'client' | 'professional' | 'freeProfessional' | 'apprentice') {
  return renderRoute(<SignupFormPage />, {
    route: paths.signupAs.href(accountType),
    path: paths.signupAs.path,
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/**
 * Chooses `value`, or puts it in the field labelled `label` in place of what it held as a paste or
 * the browser's autofill does (one input, not a keystroke per character), then leaves the field.
 */
async function enter(user: UserEvent, label: string, value: string) {
  const control = field(label);
  if (control instanceof HTMLSelectElement) {
    await user.selectOptions(control, value);
  } else {
    await user.clear(control);
    if (value) await user.paste(value);
  }
  await user.tab();
}

async function fillValidForm(user: UserEvent) {
  await enter(user, 'First name', 'Olivia');
  await enter(user, 'Last name', 'Nguyen');
  await enter(user, 'Contact number', '0412 345 678');
  await enter(user, 'State', 'VIC');
  await enter(user, 'City', 'Geelong');
  await enter(user, 'Email', 'Olivia.Nguyen@example.com.au');
  await enter(user, 'Password', 'tradie-pass');
  await enter(user, 'Confirm password', 'tradie-pass');
}

const choosePhoto = (user: UserEvent, file: File) =>
  user.upload(screen.getByLabelText('Profile photo (optional)'), file);

const submit = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Create my account' }));

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the sign-up form', () => {
  it('shows a field error only once the field has been touched', async () => {
    const user = userEvent.setup();
    renderForm('client');
    expect(screen.queryByText(m.required)).not.toBeInTheDocument();

    await user.click(field('First name'));
    await user.tab();

    expect(await screen.findByText(m.required)).toBeInTheDocument();
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Last name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByText(m.required)).toHaveLength(1);
  });

  it.each([
    ['First name', 'O', m.minTwoChars],
    ['Last name', '', m.required],
    ['Contact number', '12345', m.phone],
    ['Email', 'olivia@', m.email],
    ['Password', 'abc', m.minSixChars],
    ['State', '', m.stateRequired],
    ['City', '', m.cityRequired],
  ])('says what is wrong with %s: %s → "%s"', async (label, value, message) => {
    const user = userEvent.setup();
    renderForm('client');
    await enter(user, label, value);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('asks for matching passwords', async () => {
    const user = userEvent.setup();
    renderForm('client');
    await fillValidForm(user);
    await enter(user, 'Confirm password', 'tradie-pasS');
    expect(await screen.findByText(m.passwordsMatch)).toBeInTheDocument();
  });

  it("offers the chosen state's cities, capital first, and clears the city when the state changes", async () => {
    const user = userEvent.setup();
    renderForm('client');
    const cityOptions = () =>
      within(field('City'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(cityOptions()).toEqual(['Choose a state first']);

    await enter(user, 'State', 'VIC');
    expect(cityOptions().slice(0, 3)).toEqual(['Choose your city', 'Melbourne', 'Geelong']);
    await enter(user, 'City', 'Geelong');
    expect(field('City').value).toBe('Geelong');

    await enter(user, 'State', 'TAS');
    expect(cityOptions()[1]).toBe('Hobart');
    expect(cityOptions()).not.toContain('Geelong');
    await waitFor(() => expect(field('City').value).toBe(''));
    // The form's value was reset too, not just what the select shows: the city is now missing.
    await submit(user);
    expect(await screen.findByText(m.cityRequired)).toBeInTheDocument();
  });

  it('lists no ACT or NT among the states', () => {
    renderForm('client');
    const states = within(field('State'))
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    expect(states).toEqual(['', 'NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS']);
  });

  it('lets a professional sign up without services, saying they can be chosen later', async () => {
    const user = userEvent.setup();
    server.use(services(), signedUp());
    const sent = recordRequests();
    renderForm('professional');
    await fillValidForm(user);
    const picker = screen.getByRole('group', { name: 'Services you offer (optional)' });
    expect(
      within(picker).getByText(new RegExp(messages.services.optionalAtSignup)),
    ).toBeInTheDocument();
    await screen.findByRole('checkbox', { name: 'Electrical' });

    await submit(user);

    expect(await screen.findByTestId('location')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/user/verify');
    expect(await sent.request('POST /api/user/signup').json()).toEqual({
      firstName: 'Olivia',
      lastName: 'Nguyen',
      contactNumber: '0412345678',
      address: { state: 'VIC', city: 'Geelong' },
      userType: 'tradie',
      email: 'olivia.nguyen@example.com.au',
      password: 'tradie-pass',
      confirmPassword: 'tradie-pass',
    });
  });

  it.each([
    ['apprentice', []],
    ['client', ['Enter my code']],
  ] as const)(
    'takes a new %s on to the verify page, which asks this browser for the code alone',
    async (accountType, buttons) => {
      const user = userEvent.setup();
      server.use(services(), signedUp());
      renderRoute(<SignupFormPage />, {
        route: paths.signupAs.href(accountType),
        path: paths.signupAs.path,
        otherRoutes: { [paths.verify.path]: <VerifyPage /> },
      });
      await fillValidForm(user);
      await submit(user);
      for (const name of buttons) await user.click(await screen.findByRole('button', { name }));

      expect(
        await screen.findByText(/We sent a 6-digit code to olivia.nguyen@/),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('6-digit code')).toBeInTheDocument();
      expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    },
  );

  it('sends the services a professional chose with the account type', async () => {
    const user = userEvent.setup();
    server.use(services(), signedUp());
    const sent = recordRequests();
    renderForm('professional');
    await fillValidForm(user);
    await screen.findByRole('checkbox', { name: 'Electrical' });

    await user.type(screen.getByRole('searchbox', { name: 'Filter services' }), 'plu');
    expect(screen.queryByRole('checkbox', { name: 'Electrical' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Plumbing' }));
    await submit(user);

    expect(await screen.findByTestId('location')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/user/verify');
    const body = await sent.request('POST /api/user/signup').json();
    expect(body).toMatchObject({ userType: 'tradie', services: [plumbingId] });
  });

  it("puts the server's refusal of the password confirmation on its field", async () => {
    const user = userEvent.setup();
    server.use(refused(400, 'VALIDATION', 'confirmPassword', m.passwordsMatch));
    renderForm('client');
    await fillValidForm(user);
    await submit(user);
    await screen.findByRole('alert');
    await waitFor(() => expect(field('Confirm password')).toHaveAttribute('aria-invalid', 'true'));
  });

  it('signs a free professional up with the same form as a freeTradie', async () => {
    const user = userEvent.setup();
    server.use(services(), signedUp());
    const sent = recordRequests();
    renderForm('freeProfessional');
    await fillValidForm(user);
    await user.click(await screen.findByRole('checkbox', { name: 'Electrical' }));
    await submit(user);
    await screen.findByTestId('location');
    expect(await sent.request('POST /api/user/signup').json()).toMatchObject({
      userType: 'freeTradie',
      services: [electricalId],
    });
  });

  it('refuses a photo of the wrong type or too large, and blocks submission while it shows', async () => {
    // The picker's "All files" lets any file through: the form checks each one itself.
    const user = userEvent.setup({ applyAccept: false });
    renderForm('client');
    const button = screen.getByRole('button', { name: 'Create my account' }) as HTMLButtonElement;

    await choosePhoto(user, new File(['%PDF'], 'licence.pdf', { type: 'application/pdf' }));
    expect(screen.getByText(messages.avatar.unsupportedType)).toBeInTheDocument();
    expect(button).toBeDisabled();

    const large = new File(['x'], 'me.png', { type: 'image/png' });
    Object.defineProperty(large, 'size', { value: 3_000_011 });
    await choosePhoto(user, large);
    expect(screen.getByText(messages.avatar.tooLarge)).toBeInTheDocument();
    expect(button).toBeDisabled();

    await choosePhoto(user, new File(['x'], 'me.JPG', { type: 'image/jpeg' }));
    expect(screen.queryByText(messages.avatar.tooLarge)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of your photo' })).toBeInTheDocument();
    expect(button).not.toBeDisabled();
  });

  it("thanks a new client in a modal, having sent the spec's form fields, and moves on to sign in after 10 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    server.use(signedUp());
    const sent = recordRequests();
    renderForm('client');
    await fillValidForm(user);
    await submit(user);

    const dialog = await screen.findByRole('dialog', { name: messages.signup.thankYou });
    expect(within(dialog).getByText(messages.signup.success)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Enter my code' })).toBeInTheDocument();
    const body = await sent.request('POST /api/user/signup').json();
    expect(body).toEqual({
      firstName: 'Olivia',
      lastName: 'Nguyen',
      contactNumber: '0412345678',
      address: { state: 'VIC', city: 'Geelong' },
      userType: 'client',
      email: 'olivia.nguyen@example.com.au',
      password: 'tradie-pass',
      confirmPassword: 'tradie-pass',
    });

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it.each([
    ['Close', '/'],
    ['Enter my code', '/user/verify'],
  ])("leaves the client's thank-you modal with %s for %s", async (button, destination) => {
    const user = userEvent.setup();
    server.use(signedUp());
    renderForm('client');
    await fillValidForm(user);
    await submit(user);
    const dialog = await screen.findByRole('dialog', { name: messages.signup.thankYou });
    await user.click(within(dialog).getByRole('button', { name: button }));
    expect(screen.getByTestId('location').textContent).toBe(destination);
  });

  it('keeps the account when the photo upload fails, and says the photo can be added later', async () => {
    const user = userEvent.setup();
    server.use(
      signedUp(),
      http.post('/api/upload', () => fail(500, 'INTERNAL', 'Something went wrong')),
    );
    const sent = recordRequests();
    renderForm('client');
    await fillValidForm(user);
    await choosePhoto(user, new File(['x'], 'me.png', { type: 'image/png' }));
    await submit(user);

    const dialog = await screen.findByRole('dialog', { name: messages.signup.thankYou });
    expect(within(dialog).getByText(/from your profile/)).toHaveTextContent(
      messages.avatar.uploadFailed,
    );
    expect(sent.to('POST /api/upload')).toHaveLength(1);
  });

  it("shows the server's message in a red box and puts field errors on their fields", async () => {
    const user = userEvent.setup();
    server.use(refused(409, 'CONFLICT', 'email', messages.auth.emailTaken));
    renderForm('client');
    await fillValidForm(user);
    await submit(user);

    expect((await screen.findByRole('alert')).textContent).toBe(messages.auth.emailTaken);
    await waitFor(() => expect(field('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('maps a nested server path such as address.city to the city field', async () => {
    const cityMessage = 'Choose a city from the list for your state';
    const user = userEvent.setup();
    server.use(refused(400, 'VALIDATION', 'address.city', cityMessage));
    renderForm('client');
    await fillValidForm(user);
    await submit(user);
    await screen.findByRole('alert');
    await waitFor(() => expect(field('City')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(cityMessage)).toHaveLength(2);
  });

  it('sends someone who is already signed in home', () => {
    renderRoute(<SignupFormPage />, {
      route: '/signup/client',
      path: paths.signupAs.path,
      user: buildMe(),
    });
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});
