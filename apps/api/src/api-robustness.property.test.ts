import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '@trademate/shared/constants/users';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createUser, firstServiceId, setSubscription, type TestUser } from '../test/factories';
import { insertJob, signInFresh } from '../test/job-fixtures';

/**
 * Whatever a caller sends — any path parameter, query, body or content type, signed in as anyone
 * or no one — the API answers with a clear status below 500 that the route's OpenAPI responses
 * list: a user's mistake is never a server error, and the document tells what may come back.
 * Every route comes from the OpenAPI document, so a new route is covered the day it lands.
 */
let testApp: TestApp;
let app: FastifyInstance;
const tokens: Array<string | undefined> = [undefined];

interface Route {
  method: string;
  path: string;
  /** The statuses its OpenAPI responses list. */
  documented: string[];
}
let routes: Route[] = [];
const existingIds: string[] = [];

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  const roles: UserType[] = ['client', 'tradie', 'freeTradie', 'apprentice'];
  const people: Record<string, TestUser> = {};
  for (const userType of roles) {
    const user = await createUser(app, { userType });
    if (userType === 'tradie') await setSubscription(app, user.id, 'active');
    people[userType] = user;
    tokens.push(await signInFresh(app, user));
  }
  // Ids that exist, so arbitrary requests also reach the checks behind "no such record".
  const serviceId = (await firstServiceId(app))!;
  const job = await insertJob(app, { clientId: people.client!.id, serviceId });
  const contact = await app.inject({
    method: 'POST',
    url: `/api/jobRequest/${job.id}/contact`,
    headers: { authorization: tokens[2]! },
    payload: { message: 'I can come on Monday.' },
  });
  existingIds.push(
    job.id,
    serviceId,
    contact.json().data.conversationId,
    ...Object.values(people).map((person) => person.id),
  );
  const unverified = await createUser(app, { userType: 'client', verified: false });
  tokens.push(await signInFresh(app, unverified));

  const document = app.swagger() as unknown as {
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  };
  routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        documented: Object.keys(operation.responses),
      })),
  );
});
afterAll(async () => {
  await testApp?.close();
});

/** Values a path parameter might be given: ids, near-ids, junk, long and odd strings. */
const paramValue = fc.oneof(
  fc.uuid(),
  fc.nat().map((n) => existingIds[n % existingIds.length]!),
  fc.constant('00000000-0000-0000-0000-000000000000'),
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
  fc.string({ minLength: 300, maxLength: 600 }),
  fc.constantFrom('%00', '..%2F..%2Fetc%2Fpasswd', '%E2%82', 'null', 'undefined', '-1', '1e309'),
);

/** A query string of any keys the routes read, with any values, repeated keys included. */
const queryString = fc
  .array(
    fc.tuple(
      fc.constantFrom('cursor', 'limit', 'page', 'search', 'serviceId', 'state', 'city', 'popular'),
      fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String), fc.uuid()),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&'));

/** A body of any shape, in any of the content types a client might send. */
const body = fc.oneof(
  fc.record({
    type: fc.constant('application/json'),
    payload: fc.jsonValue().map((v) => JSON.stringify(v)),
  }),
  fc.record({ type: fc.constant('application/json'), payload: fc.string({ maxLength: 60 }) }),
  fc.record({
    type: fc.constant('application/json'),
    payload: fc
      .dictionary(
        fc.constantFrom(
          'email',
          'password',
          'message',
          'title',
          'rating',
          'body',
          'services',
          'service',
          'address',
          'budgetMin',
          'budgetMax',
          'timing',
          'photos',
          'otp',
          'plan',
          'card',
          '__proto__',
        ),
        fc.oneof(
          fc.string({ maxLength: 20 }),
          fc.integer(),
          fc.boolean(),
          fc.constant(null),
          fc.array(fc.string(), { maxLength: 3 }),
        ),
      )
      .map((v) => JSON.stringify(v)),
  }),
  fc.record({
    type: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ),
    payload: fc.string({ maxLength: 60 }),
  }),
);

describe('the API under arbitrary input', () => {
  it('answers every route with a status below 500 that the route documents', async () => {
    expect(routes.length).toBeGreaterThan(40);
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.nat({ max: tokens.length - 1 }),
        fc.array(paramValue, { minLength: 3, maxLength: 3 }),
        queryString,
        body,
        async (routeIndex, tokenIndex, params, query, sent) => {
          const route = routes[routeIndex % routes.length]!;
          let next = 0;
          const path = route.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(params[next++]!));
          const token = tokens[tokenIndex];
          const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
          const response = await app.inject({
            method: route.method as 'GET',
            url: query ? `${path}?${query}` : path,
            headers: {
              ...(token ? { authorization: token } : {}),
              ...(hasBody ? { 'content-type': sent.type } : {}),
            },
            ...(hasBody ? { payload: sent.payload } : {}),
          });
          if (
            response.statusCode >= 500 ||
            !route.documented.includes(String(response.statusCode))
          ) {
            throw new Error(
              `${route.method} ${path}?${query} → ${response.statusCode} ${response.body}`,
            );
          }
        },
      ),
      { numRuns: 3_000 },
    );
  }, 120_000);
});
