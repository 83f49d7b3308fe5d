import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { paths } from '@/config/paths';
import { buildMe, renderRoute } from '@/testing/render';
import { fail, ok, stubApi } from '@/testing/stub-api';
import SignupFormPage from './signup-form-page';
import VerifyPage from './verify-page';

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
const signedUp = ok(
  {
    user: { _id: 'u1', email: 'olivia.nguyen@example.com.au' },
    encryptedOTP: 'ref',
    verifyToken: 'tok',
  },
  messages.signup.success,
  201,
);

function renderForm(accountType: 'client' | 'professional' | 'freeProfessional' | 'apprentice') {
  return renderRoute(<SignupFormPage />, {
    route: paths.signupAs.href(accountType),
    path: paths.signupAs.path,
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
}

function fillValidForm() {
  type('First name', 'Olivia');
  type('Last name', 'Nguyen');
  type('Contact number', '0412 345 678');
  type('State', 'VIC');
  type('City', 'Geelong');
  type('Email', 'Olivia.Nguyen@example.com.au');
  type('Password', 'tradie-pass');
  type('Confirm password', 'tradie-pass');
}

function choosePhoto(file: File) {
  fireEvent.change(screen.getByLabelText('Profile photo (optional)'), {
    target: { files: [file] },
  });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the sign-up form', () => {
  it('shows a field error only once the field has been touched', async () => {
    stubApi({});
    renderForm('client');
    expect(screen.queryByText(m.required)).toBeNull();

    fireEvent.blur(field('First name'));

    expect(await screen.findByText(m.required)).toBeTruthy();
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Last name').getAttribute('aria-invalid')).toBeNull();
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
    stubApi({});
    renderForm('client');
    type(label, value);
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('asks for matching passwords', async () => {
    stubApi({});
    renderForm('client');
    fillValidForm();
    type('Confirm password', 'tradie-pasS');
    expect(await screen.findByText(m.passwordsMatch)).toBeTruthy();
  });

  it("offers the chosen state's cities, capital first, and clears the city when the state changes", async () => {
    stubApi({});
    renderForm('client');
    const cityOptions = () =>
      within(field('City'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(cityOptions()).toEqual(['Choose a state first']);

    type('State', 'VIC');
    expect(cityOptions().slice(0, 3)).toEqual(['Choose your city', 'Melbourne', 'Geelong']);
    type('City', 'Geelong');
    expect(field('City').value).toBe('Geelong');

    type('State', 'TAS');
    expect(cityOptions()[1]).toBe('Hobart');
    expect(cityOptions()).not.toContain('Geelong');
    await waitFor(() => expect(field('City').value).toBe(''));
    // The form's value was reset too, not just what the select shows: the city is now missing.
    submit();
    expect(await screen.findByText(m.cityRequired)).toBeTruthy();
  });

  it('lists no ACT or NT among the states', () => {
    stubApi({});
    renderForm('client');
    const states = within(field('State'))
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    expect(states).toEqual(['', 'NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS']);
  });

  it('lets a professional sign up without services, saying they can be chosen later', async () => {
    const api = stubApi({ 'GET /service': ok(servicePage), 'POST /user/signup': signedUp });
    renderForm('professional');
    fillValidForm();
    const picker = screen.getByRole('group', { name: 'Services you offer (optional)' });
    expect(within(picker).getByText(new RegExp(messages.services.optionalAtSignup))).toBeTruthy();
    await screen.findByRole('checkbox', { name: 'Electrical' });

    submit();

    expect(await screen.findByTestId('location')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/user/verify');
    expect(await api.request('POST /user/signup').json()).toEqual({
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
      stubApi({ 'GET /service': ok(servicePage), 'POST /user/signup': signedUp });
      renderRoute(<SignupFormPage />, {
        route: paths.signupAs.href(accountType),
        path: paths.signupAs.path,
        otherRoutes: { [paths.verify.path]: <VerifyPage /> },
      });
      fillValidForm();
      submit();
      for (const name of buttons) fireEvent.click(await screen.findByRole('button', { name }));

      expect(await screen.findByText(/We sent a 6-digit code to olivia.nguyen@/)).toBeTruthy();
      expect(screen.getByLabelText('6-digit code')).toBeTruthy();
      expect(screen.queryByLabelText('Email')).toBeNull();
    },
  );

  it('sends the services a professional chose with the account type', async () => {
    const api = stubApi({ 'GET /service': ok(servicePage), 'POST /user/signup': signedUp });
    renderForm('professional');
    fillValidForm();
    await screen.findByRole('checkbox', { name: 'Electrical' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter services' }), {
      target: { value: 'plu' },
    });
    expect(screen.queryByRole('checkbox', { name: 'Electrical' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Plumbing' }));
    submit();

    expect(await screen.findByTestId('location')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/user/verify');
    const body = await api.request('POST /user/signup').json();
    expect(body).toMatchObject({ userType: 'tradie', services: [plumbingId] });
  });

  it("puts the server's refusal of the password confirmation on its field", async () => {
    stubApi({
      'POST /user/signup': fail(400, 'VALIDATION', m.passwordsMatch, [
        { path: 'confirmPassword', message: m.passwordsMatch },
      ]),
    });
    renderForm('client');
    fillValidForm();
    submit();
    await screen.findByRole('alert');
    await waitFor(() =>
      expect(field('Confirm password').getAttribute('aria-invalid')).toBe('true'),
    );
  });

  it('signs a free professional up with the same form as a freeTradie', async () => {
    const api = stubApi({ 'GET /service': ok(servicePage), 'POST /user/signup': signedUp });
    renderForm('freeProfessional');
    fillValidForm();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Electrical' }));
    submit();
    await screen.findByTestId('location');
    expect(await api.request('POST /user/signup').json()).toMatchObject({
      userType: 'freeTradie',
      services: [electricalId],
    });
  });

  it('refuses a photo of the wrong type or too large, and blocks submission while it shows', async () => {
    stubApi({});
    renderForm('client');
    const button = screen.getByRole('button', { name: 'Create my account' }) as HTMLButtonElement;

    choosePhoto(new File(['%PDF'], 'licence.pdf', { type: 'application/pdf' }));
    expect(screen.getByText(messages.avatar.unsupportedType)).toBeTruthy();
    expect(button.disabled).toBe(true);

    const large = new File(['x'], 'me.png', { type: 'image/png' });
    Object.defineProperty(large, 'size', { value: 3_000_011 });
    choosePhoto(large);
    expect(screen.getByText(messages.avatar.tooLarge)).toBeTruthy();
    expect(button.disabled).toBe(true);

    choosePhoto(new File(['x'], 'me.JPG', { type: 'image/jpeg' }));
    expect(screen.queryByText(messages.avatar.tooLarge)).toBeNull();
    expect(screen.getByRole('img', { name: 'Preview of your photo' })).toBeTruthy();
    expect(button.disabled).toBe(false);
  });

  it("thanks a new client in a modal, having sent the spec's form fields, and moves on to sign in after 10 seconds", async () => {
    const api = stubApi({ 'POST /user/signup': signedUp });
    renderForm('client');
    fillValidForm();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    submit();

    const dialog = await screen.findByRole('dialog', { name: messages.signup.thankYou });
    expect(within(dialog).getByText(messages.signup.success)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Enter my code' })).toBeTruthy();
    const body = await api.request('POST /user/signup').json();
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
    stubApi({ 'POST /user/signup': signedUp });
    renderForm('client');
    fillValidForm();
    submit();
    const dialog = await screen.findByRole('dialog', { name: messages.signup.thankYou });
    fireEvent.click(within(dialog).getByRole('button', { name: button }));
    expect(screen.getByTestId('location').textContent).toBe(destination);
  });

  it('keeps the account when the photo upload fails, and says the photo can be added later', async () => {
    const api = stubApi({
      'POST /user/signup': signedUp,
      'POST /upload': fail(500, 'INTERNAL', 'Something went wrong'),
    });
    renderForm('client');
    fillValidForm();
    choosePhoto(new File(['x'], 'me.png', { type: 'image/png' }));
    submit();

    const dialog = await screen.findByRole('dialog', { name: messages.signup.thankYou });
    expect(within(dialog).getByText(/from your profile/).textContent).toContain(
      messages.avatar.uploadFailed,
    );
    expect(api.callsTo('POST /upload')).toHaveLength(1);
  });

  it("shows the server's message in a red box and puts field errors on their fields", async () => {
    stubApi({
      'POST /user/signup': fail(409, 'CONFLICT', messages.auth.emailTaken, [
        { path: 'email', message: messages.auth.emailTaken },
      ]),
    });
    renderForm('client');
    fillValidForm();
    submit();

    expect((await screen.findByRole('alert')).textContent).toBe(messages.auth.emailTaken);
    await waitFor(() => expect(field('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('maps a nested server path such as address.city to the city field', async () => {
    const cityMessage = 'Choose a city from the list for your state';
    stubApi({
      'POST /user/signup': fail(400, 'VALIDATION', cityMessage, [
        { path: 'address.city', message: cityMessage },
      ]),
    });
    renderForm('client');
    fillValidForm();
    submit();
    await screen.findByRole('alert');
    await waitFor(() => expect(field('City').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(cityMessage)).toHaveLength(2);
  });

  it('sends someone who is already signed in home', () => {
    stubApi({});
    renderRoute(<SignupFormPage />, {
      route: '/signup/client',
      path: paths.signupAs.path,
      user: buildMe(),
    });
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});
