import { randomUUID } from 'node:crypto';
import { expect, request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import { codeMailedTo } from './mail';

export type UserType = 'client' | 'tradie' | 'freeTradie' | 'apprentice';

export interface Account {
  _id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  fullName: string;
  /** What sign-up handed back for checking the mailed code. */
  verification: { encryptedOTP: string; verifyToken: string };
}

interface NewAccount {
  firstName: string;
  lastName: string;
  userType: UserType;
  /** Service ids; a professional may choose them later. */
  services?: string[];
  /** Where they live and work; Melbourne, VIC when not given. A suburb fills state and city. */
  address?: { state: string; city: string; postcode?: string; suburb?: string };
  /** Whether to verify the email with the mailed code. */
  verified: boolean;
}

/**
 * A fresh account with a unique email, made through `POST /api/user/signup` and, when asked,
 * verified with the code that arrived in the test inbox. The whole suite signs up from one address,
 * so the e2e server raises the sign-up limit (`SIGNUPS_PER_HOUR` in playwright.config.ts).
 */
export async function createAccount(
  request: APIRequestContext,
  {
    firstName,
    lastName,
    userType,
    services = [],
    address = { state: 'VIC', city: 'Melbourne' },
    verified,
  }: NewAccount,
): Promise<Account> {
  const email = `${userType.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com.au`;
  const password = `pass-${randomUUID().slice(0, 8)}`;
  const signup = await request.post('/api/user/signup', {
    data: {
      firstName,
      lastName,
      contactNumber: '0412345678',
      address,
      userType,
      email,
      password,
      services,
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const { user, encryptedOTP, verifyToken } = (await signup.json()).data;
  const account: Account = {
    _id: user._id,
    email,
    password,
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    verification: { encryptedOTP, verifyToken },
  };
  if (verified) await verifyEmail(request, account);
  return account;
}

/** Verifies the account's email with the code mailed at sign-up (`POST /api/user/checkValidOTP`). */
export async function verifyEmail(request: APIRequestContext, account: Account) {
  const code = await codeMailedTo(account.email, /verification code/);
  const check = await request.post('/api/user/checkValidOTP', {
    headers: { authorization: account.verification.verifyToken },
    data: { encryptedOTP: account.verification.encryptedOTP, optEnteredByUser: code },
  });
  expect(check.status(), await check.text()).toBe(200);
}

/** Signs in on the sign-in page and waits until the header shows the account menu. */
export async function signIn(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
}

/**
 * An API client signed in as the account, with cookies of its own: for setting the scene without a
 * browser. Dispose of it at the end of the test.
 */
export async function signedInRequest(
  baseURL: string | undefined,
  account: Pick<Account, 'email' | 'password'>,
): Promise<APIRequestContext> {
  const context = await apiRequest.newContext({ baseURL });
  const login = await context.post('/api/user/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return context;
}

/** Opens the signed-in user's account menu in the header. */
export async function openAccountMenu(page: Page, fullName: string) {
  await page.getByRole('button', { name: new RegExp(`^Account menu for ${fullName}`) }).click();
}

/** The service whose name matches `search` first: `{ _id, name }`. */
export async function findService(
  request: APIRequestContext,
  search: string,
): Promise<{ _id: string; name: string }> {
  const response = await request.get(`/api/service?search=${encodeURIComponent(search)}&limit=1`);
  expect(response.status()).toBe(200);
  const [service] = (await response.json()).data.items;
  expect(service, `a service matching “${search}”`).toBeDefined();
  return service;
}

/**
 * A verified client and a verified new tradie who offers the service matching `serviceSearch`
 * (a new tradie starts on a Professional trial, so they can preview requests and contact clients).
 */
export async function createClientAndTradie(
  request: APIRequestContext,
  serviceSearch: string,
  tradieName: { firstName: string; lastName: string } = { firstName: 'Liam', lastName: 'Nguyen' },
) {
  const service = await findService(request, serviceSearch);
  const client = await createAccount(request, {
    firstName: 'Olivia',
    lastName: 'Harris',
    userType: 'client',
    verified: true,
  });
  const tradie = await createAccount(request, {
    ...tradieName,
    userType: 'tradie',
    services: [service._id],
    verified: true,
  });
  return { service, client, tradie };
}

/** The place (suburb, postcode, state and city) of `suburb` in `postcode`, from `GET /api/places`. */
export async function findPlace(
  request: APIRequestContext,
  postcode: string,
  suburb: string,
): Promise<{ suburb: string; postcode: string; state: string; city: string }> {
  const response = await request.get(`/api/places?postcode=${postcode}`);
  expect(response.status()).toBe(200);
  const places = (await response.json()).data as { suburb: string; postcode: string }[];
  const place = places.find((p) => p.suburb.toLowerCase() === suburb.toLowerCase());
  expect(place, `${suburb} ${postcode}`).toBeDefined();
  return place as Awaited<ReturnType<typeof findPlace>>;
}
