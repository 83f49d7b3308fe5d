import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '@trademate/shared/constants/users';
import { buildTestApp, reportUndocumentedStatuses, type TestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';
import { signInFresh } from '../../test/job-fixtures';

interface Operation {
  responses: Record<
    string,
    {
      description: string;
      headers?: Record<string, unknown>;
      content?: { 'application/json'?: { schema: { required?: string[] } } };
    }
  >;
}

interface Route {
  method: string;
  path: string;
  operation: Operation;
}

let testApp: TestApp;
let app: FastifyInstance;
let routes: Route[] = [];
const tokens: string[] = [];

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  const document = app.swagger() as unknown as {
    paths: Record<string, Record<string, Operation>>;
  };
  routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
  const roles: UserType[] = ['client', 'tradie', 'freeTradie', 'apprentice'];
  for (const userType of roles) {
    tokens.push(await signInFresh(app, await createUser(app, { userType })));
  }
  tokens.push(
    await signInFresh(app, await createUser(app, { userType: 'client', verified: false })),
  );
});
afterAll(async () => {
  await testApp?.close();
});

const takesBody = (route: Route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
const hasParams = (route: Route) => route.path.includes('{');
const withParams = (route: Route, value: string) => route.path.replace(/\{[^}]+\}/g, value);
const documented = (route: Route) => Object.keys(route.operation.responses).map(Number);

describe('the OpenAPI document', () => {
  it('documents every error of every route with the error envelope as its body', () => {
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      for (const [status, response] of Object.entries(route.operation.responses)) {
        if (Number(status) < 400) continue;
        const schema = response.content?.['application/json']?.schema;
        expect(schema?.required, `${route.method} ${route.path} ${status}`).toEqual(
          expect.arrayContaining(['responseCode', 'code', 'message']),
        );
        expect(response.description, `${route.method} ${route.path} ${status}`).not.toBe(
          'Default Response',
        );
      }
    }
  });

  it('lists 431, 500 and 503 for every route, and Retry-After with every 429 and 503', () => {
    for (const route of routes) {
      expect(documented(route), `${route.method} ${route.path}`).toEqual(
        expect.arrayContaining([431, 500, 503]),
      );
      // The health checks' 503s are their own reports for load balancers, not the outage envelope.
      if (route.path === '/api/health' || route.path.startsWith('/api/health/')) continue;
      for (const status of ['429', '503']) {
        const response = route.operation.responses[status];
        if (response) {
          expect(response.headers, `${route.method} ${route.path} ${status}`).toHaveProperty(
            'Retry-After',
          );
        }
      }
    }
  });

  it('lists 400, 403, 413 and 415 for every route that takes a body, 414 where a path has a parameter', () => {
    for (const route of routes) {
      if (takesBody(route)) {
        expect(documented(route), `${route.method} ${route.path}`).toEqual(
          expect.arrayContaining([400, 403, 413, 415]),
        );
      }
      if (hasParams(route)) {
        expect(documented(route), `${route.method} ${route.path}`).toEqual(
          expect.arrayContaining([400, 414]),
        );
      }
    }
  });
});

describe('every route', () => {
  async function expectDocumented(route: Route, request: InjectOptions) {
    const response = await app.inject(request);
    expect(documented(route), `${route.method} ${route.path} → ${response.body}`).toContain(
      response.statusCode,
    );
    return response;
  }

  it('answers a signed-out caller with a status it documents', async () => {
    for (const route of routes) {
      await expectDocumented(route, {
        method: route.method as 'GET',
        url: withParams(route, '00000000-0000-0000-0000-000000000000'),
      });
    }
  });

  it('answers every kind of account, sending nothing, with a status it documents', async () => {
    for (const route of routes) {
      for (const token of tokens) {
        await expectDocumented(route, {
          method: route.method as 'GET',
          url: withParams(route, '00000000-0000-0000-0000-000000000000'),
          headers: { authorization: token },
        });
      }
    }
  });

  it('answers a path parameter over 200 characters or a broken %-encoding as it documents', async () => {
    for (const route of routes.filter(hasParams)) {
      const tooLong = await expectDocumented(route, {
        method: route.method as 'GET',
        url: withParams(route, 'a'.repeat(201)),
      });
      expect(tooLong.json()).toMatchObject({ responseCode: 414, code: 'URI_TOO_LONG' });
      const broken = await expectDocumented(route, {
        method: route.method as 'GET',
        url: withParams(route, '%C0%AE'),
      });
      expect(broken.json()).toMatchObject({ responseCode: 400, code: 'MALFORMED_REQUEST' });
    }
  });

  it('answers a body sent from another site, malformed, of an unknown type or too large as it documents', async () => {
    for (const route of routes.filter(takesBody)) {
      const url = withParams(route, '00000000-0000-0000-0000-000000000000');
      const method = route.method as 'POST';
      const json = { 'content-type': 'application/json' };
      const refusals = [
        {
          code: 'FORBIDDEN',
          headers: { ...json, origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
          payload: '{}',
        },
        { code: 'VALIDATION', headers: json, payload: '{"email": ' },
        {
          code: 'UNSUPPORTED_MEDIA_TYPE',
          headers: { 'content-type': 'application/x-unknown' },
          payload: 'x',
        },
        { code: 'PAYLOAD_TOO_LARGE', headers: json, payload: `"${'x'.repeat(1_100_000)}"` },
      ];
      // A route with an access guard refuses a signed-out request before its body is even read.
      const signedOut = await app.inject({ method, url, headers: json, payload: '{}' });
      const isGuarded = signedOut.json().code === 'UNAUTHENTICATED';
      for (const { code, headers, payload } of refusals) {
        const response = await expectDocumented(route, { method, url, headers, payload });
        const expected = isGuarded && code !== 'FORBIDDEN' ? 'UNAUTHENTICATED' : code;
        expect(response.json(), `${route.method} ${route.path}`).toMatchObject({ code: expected });
      }
    }
  });
});

describe('the test apps’ check of answered statuses', () => {
  it('reports a status its route does not document, and nothing for one it does', async () => {
    const bare = Fastify();
    const problems: string[] = [];
    reportUndocumentedStatuses(bare, (problem) => problems.push(problem));
    const schema = { response: { 200: { type: 'object' } } };
    bare.get('/tea', { schema }, async () => ({}));
    bare.get('/teapot', { schema }, async () => {
      throw Object.assign(new Error('I am a teapot'), { statusCode: 418 });
    });
    await bare.inject({ method: 'GET', url: '/tea' });
    expect(problems).toEqual([]);
    await bare.inject({ method: 'GET', url: '/teapot' });
    expect(problems).toEqual(['GET /teapot answered 418, which its OpenAPI responses do not list']);
    await bare.close();
  });
});
