import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, testsOnPostgres, type TestApp } from '../test/build-test-app';
import { createUser, firstServiceId, setSubscription } from '../test/factories';
import { insertJob, signInFresh } from '../test/job-fixtures';
import {
  documentedRoutes,
  stringFieldsOf,
  valueOf,
  withTextAt,
  type DocumentedRoute,
} from '../test/openapi-inputs';
import { signInNewAdmin, signInNewSupport } from '../test/staff';

/**
 * Whatever route, whoever asks: a NUL character or half a surrogate pair in any string field of
 * a JSON body, any query parameter or any path parameter (and bytes that are not UTF-8 in a
 * body) never answers 5xx, and is refused with 400 naming that field — or, where the route
 * refuses the caller before it reads the input (401, 403, 404, 429), with that. The rest of the
 * body is random but valid by the route's schema, so it reaches as far as it can. Every route
 * comes from the OpenAPI document (decision 053). Runs on PGlite, and on PostgreSQL too with
 * TEST_DATABASE_URL: what one database refuses the other may take.
 */
/** The app under test on one database, who asks it, and what the test has seen. */
interface Subject {
  app: FastifyInstance;
  routes: DocumentedRoute[];
  /** Who asks: nobody, each kind of account, and each kind of staff member. */
  callers: Array<{ who: string; headers: Record<string, string> }>;
  ids: string[];
  /** Requests that got as far as validation: whatever refused them did so after reading them. */
  readRequests: Set<string>;
  /** Each route's fields that some caller's text was refused in: none may be left out. */
  refusedFields: Set<string>;
}

async function subjectOn(embedded: boolean): Promise<Subject & { close(): Promise<void> }> {
  const readRequests = new Set<string>();
  const testApp: TestApp = await buildTestApp(
    {},
    {
      embedded,
      passes: ['push', 'payments'],
      // Registered before every other hook, so it sees a request reach validation first.
      observe: (instance) =>
        instance.addHook('preValidation', (request, _reply, done) => {
          readRequests.add(request.id);
          done();
        }),
    },
  );
  const { app } = testApp;
  const callers: Subject['callers'] = [{ who: 'nobody', headers: {} }];
  const kinds: UserType[] = ['client', 'tradie', 'freeTradie', 'apprentice'];
  const people: Record<string, string> = {};
  for (const userType of kinds) {
    const user = await createUser(app, { userType });
    if (userType === 'tradie') await setSubscription(app, user.id, 'active');
    people[userType] = user.id;
    callers.push({ who: userType, headers: { authorization: await signInFresh(app, user) } });
  }
  const unverified = await createUser(app, { userType: 'client', verified: false });
  callers.push({
    who: 'unverified',
    headers: { authorization: await signInFresh(app, unverified) },
  });
  const admin = await signInNewAdmin(app);
  const support = await signInNewSupport(app, admin);
  callers.push({ who: 'admin', headers: { cookie: admin.cookie } });
  callers.push({ who: 'support', headers: { cookie: support.cookie } });
  const serviceId = (await firstServiceId(app))!;
  const job = await insertJob(app, { clientId: people.client!, serviceId });
  return {
    app,
    routes: documentedRoutes(app),
    callers,
    ids: [job.id, serviceId, ...Object.values(people), admin.id, support.id],
    readRequests,
    refusedFields: new Set(),
    close: () => testApp.close(),
  };
}

type Kind = 'nul' | 'surrogate' | 'bytes';
type Where = 'body' | 'query' | 'path';

const affix = fc.string({ maxLength: 8 });
const halves = fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff');

/** The message the field's refusal must carry. */
function expectedMessage(kind: Kind, where: Where, field: string): string {
  if (kind === 'nul') return messages.text.nul(field);
  // In an address, half a surrogate can only come as its UTF-8-like bytes, which are not UTF-8.
  if (kind === 'surrogate' && where === 'body') return messages.text.loneSurrogate(field);
  return messages.text.notUtf8(field);
}

let address = 0;
async function send(
  { app, readRequests, refusedFields }: Subject,
  route: DocumentedRoute,
  options: InjectOptions,
  expected: {
    where: Where;
    field: string;
    kind: Kind;
    who: string;
  },
) {
  address += 1;
  const response = await app.inject({
    ...options,
    method: route.method,
    remoteAddress: `10.56.${address >> 8}.${address & 255}`,
  });
  const requestId = String(response.headers['x-request-id']);
  const wasRead = readRequests.delete(requestId);
  const label = `${expected.who}: ${route.method} ${options.url} (${expected.kind} in ${expected.where} ${expected.field}) → ${response.statusCode} ${response.body}`;
  expect(response.statusCode, label).toBeLessThan(500);
  expect(route.documented, label).toContain(response.statusCode);
  const answer = response.json() as {
    code?: string;
    errors?: Array<{ path: string; message: string }>;
  };
  const message = expectedMessage(expected.kind, expected.where, expected.field);
  const namesField = answer.errors?.some(
    (error) => error.path === expected.field && error.message === message,
  );
  // The router refuses a path whose %-escapes are not UTF-8 before any route (decision 010).
  const brokenAddress = expected.where === 'path' && answer.code === 'MALFORMED_REQUEST';
  if (response.statusCode === 400 && (namesField || brokenAddress)) {
    refusedFields.add(`${route.method} ${route.path} ${expected.where} ${expected.field}`);
    return;
  }
  // Only a refusal of the caller that came before the input was read may answer otherwise.
  expect(wasRead, label).toBe(false);
  expect([401, 403, 404, 429], label).toContain(response.statusCode);
}

/** Each path parameter but `except` given an id (or its first allowed value). */
function pathWith(route: DocumentedRoute, except: string, value: string, id: string): string {
  return route.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (name === except) return value;
    const allowed = route.pathParams.find((parameter) => parameter.name === name)?.schema?.enum;
    return allowed ? String(allowed[0]) : id;
  });
}

const encode = (text: string) => encodeURIComponent(text);
/** The poison as it goes in an address: %-escaped NUL, or a surrogate's UTF-8-like bytes. */
const escaped = { nul: '%00', surrogate: '%ED%A0%80' } as const;

const RUNS = 1;

/** The route's fields at `where` that no caller's text was refused in (a guard stopped each). */
function neverRefused({ routes, refusedFields }: Subject, where: Where): string[] {
  return routes.flatMap((route) => {
    const fields =
      where === 'body'
        ? stringFieldsOf(route.body)
        : (where === 'query' ? route.queryParams : route.pathParams).map(({ name }) => name);
    return fields
      .map((field) => `${route.method} ${route.path} ${where} ${field}`)
      .filter((entry) => !refusedFields.has(entry));
  });
}

const databases = testsOnPostgres ? ['PostgreSQL', 'PGlite'] : ['PGlite'];

describe.each(databases)('text no field may hold, on every route, on %s', (database) => {
  let subject: Subject & { close(): Promise<void> };
  beforeAll(async () => {
    subject = await subjectOn(database === 'PGlite');
  });
  afterAll(async () => {
    await subject?.close();
  });

  it('is refused in every string field of a JSON body, naming it', async () => {
    const { routes, ids, callers } = subject;
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const fields = stringFieldsOf(route.body);
      if (fields.length === 0) continue;
      await fc.assert(
        fc.asyncProperty(
          valueOf(route.body, ids),
          affix,
          affix,
          halves,
          fc.constantFrom(...ids),
          async (base, before, after, half, id) => {
            const url = pathWith(route, '', '', id);
            for (const field of fields) {
              for (const { who, headers } of callers) {
                for (const [kind, poison] of [
                  ['nul', '\u0000'],
                  ['surrogate', half],
                ] as const) {
                  const payload = JSON.stringify(
                    withTextAt(base, field, `${before}${poison}${after}`),
                  );
                  await send(
                    subject,
                    route,
                    { url, headers: { ...headers, 'content-type': 'application/json' }, payload },
                    { where: 'body', field, kind, who },
                  );
                }
                // The broken bytes between the affixes, written inside the field's JSON string.
                const marker = 'TEXT-GOES-HERE';
                const [head, tail] = JSON.stringify(
                  withTextAt(base, field, `${before}${marker}${after}`),
                ).split(marker);
                const payload = Buffer.concat([
                  Buffer.from(head!),
                  Buffer.from([0xff, 0xc0, 0xae]),
                  Buffer.from(tail!),
                ]);
                await send(
                  subject,
                  route,
                  { url, headers: { ...headers, 'content-type': 'application/json' }, payload },
                  { where: 'body', field, kind: 'bytes', who },
                );
              }
            }
          },
        ),
        { numRuns: RUNS },
      );
    }
    // Some caller got past each route's guards, so every field's refusal was seen.
    expect(neverRefused(subject, 'body')).toEqual([]);
  }, 600_000);

  it('is refused in every query parameter, naming it', async () => {
    const { routes, ids, callers } = subject;
    for (const route of routes) {
      if (route.queryParams.length === 0) continue;
      await fc.assert(
        fc.asyncProperty(affix, affix, fc.constantFrom(...ids), async (before, after, id) => {
          const path = pathWith(route, '', '', id);
          for (const { name } of route.queryParams) {
            for (const { who, headers } of callers) {
              for (const kind of ['nul', 'surrogate'] as const) {
                const value = `${encode(before)}${escaped[kind]}${encode(after)}`;
                await send(
                  subject,
                  route,
                  { url: `${path}?${encode(name)}=${value}`, headers },
                  { where: 'query', field: name, kind, who },
                );
              }
            }
          }
        }),
        { numRuns: RUNS },
      );
    }
    expect(neverRefused(subject, 'query')).toEqual([]);
  }, 600_000);

  it('is refused in every path parameter, naming it or the broken address', async () => {
    const { routes, ids, callers } = subject;
    for (const route of routes) {
      if (route.pathParams.length === 0) continue;
      await fc.assert(
        fc.asyncProperty(affix, affix, fc.constantFrom(...ids), async (before, after, id) => {
          for (const { name } of route.pathParams) {
            for (const { who, headers } of callers) {
              for (const kind of ['nul', 'surrogate'] as const) {
                const value = `${encode(before)}${escaped[kind]}${encode(after)}`;
                const takesBody = route.body !== undefined;
                await send(
                  subject,
                  route,
                  {
                    url: pathWith(route, name, value, id),
                    headers: {
                      ...headers,
                      ...(takesBody ? { 'content-type': 'application/json' } : {}),
                    },
                    ...(takesBody ? { payload: '{}' } : {}),
                  },
                  { where: 'path', field: name, kind, who },
                );
              }
            }
          }
        }),
        { numRuns: RUNS },
      );
    }
    expect(neverRefused(subject, 'path')).toEqual([]);
  }, 600_000);
});
