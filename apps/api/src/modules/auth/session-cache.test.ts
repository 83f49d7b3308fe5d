import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { countQueries } from '../../../test/count-queries';
import { createUser, signIn } from '../../../test/factories';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;
const me = (token: string) =>
  app().inject({ method: 'GET', url: '/api/user/me', headers: { authorization: token } });

describe('sessions kept in memory (decision 043)', () => {
  it('looks a session up once, then answers its requests without the lookup', async () => {
    const user = await createUser(app(), { userType: 'client' });
    const token = await signIn(app(), user);
    const first = await countQueries(app(), () => me(token));
    const again = await countQueries(app(), () => me(token));
    expect(again).toBe(first - 1);
    expect((await me(token)).json().data.email).toBe(user.email);
  });

  it('refuses a signed-out session on the very next request', async () => {
    const user = await createUser(app(), { userType: 'client' });
    const token = await signIn(app(), user);
    expect((await me(token)).statusCode).toBe(200);
    const out = await app().inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: token },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });
});
