import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { signInFresh } from '../../../test/job-fixtures';

/**
 * The Australian Business Register's JSON web service, played by a local server answering as the
 * register documents it: `GET /json/AbnDetails.aspx?abn=…&guid=…&callback=…`, JSONP with the
 * fields Abn, AbnStatus, AbnStatusEffectiveFrom, Acn, AddressDate, AddressPostcode, AddressState,
 * BusinessName, EntityName, EntityTypeCode, EntityTypeName, Gst and Message.
 */
const GUID = '0d3f2a9e-6b1c-4c57-9a55-2f0f1b8e7c31';
const ACTIVE = '51824753556';
const ACTIVE_NO_GST = '95471173493';
const CANCELLED = '53004085616';
const UNKNOWN = '25999583278';
const OUTAGE = '31864452323';
const SILENT = '84022765333';
const HELD = '98925810340';

function details(abn: string, fields: Record<string, unknown>) {
  return {
    Abn: abn,
    AbnStatus: 'Active',
    AbnStatusEffectiveFrom: '2000-07-01',
    Acn: '',
    AddressDate: '2015-03-02',
    AddressPostcode: '2000',
    AddressState: 'NSW',
    BusinessName: [],
    EntityName: '',
    EntityTypeCode: 'PRV',
    EntityTypeName: 'Australian Private Company',
    Gst: null,
    Message: '',
    ...fields,
  };
}

const noRecord = (message: string) =>
  details('', {
    AbnStatus: '',
    AbnStatusEffectiveFrom: '',
    AddressDate: null,
    AddressPostcode: '',
    AddressState: '',
    EntityTypeCode: '',
    EntityTypeName: '',
    Message: message,
  });

interface Register {
  url: string;
  server: Server;
  lookups: URLSearchParams[];
  /** Resolves when the register has the held ABN's request, and lets the test answer it. */
  held: Promise<(status: number) => void>;
}

async function startRegister(): Promise<Register> {
  const lookups: URLSearchParams[] = [];
  let holdArrived!: (answer: (status: number) => void) => void;
  const held = new Promise<(status: number) => void>((resolve) => (holdArrived = resolve));
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://register.test');
    const query = url.searchParams;
    lookups.push(query);
    if (url.pathname !== '/json/AbnDetails.aspx') {
      response.writeHead(404).end();
      return;
    }
    const abn = query.get('abn') ?? '';
    const callback = query.get('callback') ?? 'callback';
    const jsonp = (body: object) =>
      response
        .writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
        .end(`${callback}(${JSON.stringify(body)})`);

    if (query.get('guid') !== GUID) {
      jsonp(noRecord('The GUID entered is not recognised as a Registered Party'));
    } else if (abn === ACTIVE) {
      jsonp(
        details(ACTIVE, {
          EntityName: 'SPARKS & CO PTY LTD',
          BusinessName: ['Sparks & Co'],
          Gst: '2000-07-01',
        }),
      );
    } else if (abn === ACTIVE_NO_GST) {
      jsonp(details(ACTIVE_NO_GST, { EntityName: 'NGUYEN, SAM', EntityTypeCode: 'IND' }));
    } else if (abn === CANCELLED) {
      jsonp(
        details(CANCELLED, {
          AbnStatus: 'Cancelled',
          AbnStatusEffectiveFrom: '2019-06-30',
          EntityName: 'CLOSED DOWN PTY LTD',
        }),
      );
    } else if (abn === OUTAGE) {
      response.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Service Unavailable</h1>');
    } else if (abn === SILENT) {
      // Never answers: the lookup must give up by itself.
    } else if (abn === HELD) {
      holdArrived((status) =>
        status === 200
          ? jsonp(details(HELD, { EntityName: 'HELD BACK PTY LTD' }))
          : response.writeHead(status).end(),
      );
    } else {
      jsonp(noRecord('No records found'));
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server, lookups, held };
}

let register: Register;
let testApp: TestApp;
let wrongGuidApp: TestApp;

beforeAll(async () => {
  register = await startRegister();
  testApp = await buildTestApp({
    ABR_GUID: GUID,
    ABR_BASE_URL: register.url,
    ABR_TIMEOUT_MS: '500',
  });
  wrongGuidApp = await buildTestApp({
    ABR_GUID: '11111111-2222-3333-4444-555555555555',
    ABR_BASE_URL: `${register.url}/`,
  });
});
afterAll(async () => {
  await Promise.all([testApp?.close(), wrongGuidApp?.close()]);
  register.server.closeAllConnections();
  register.server.close();
});

async function tradieOf(app: TestApp) {
  const user = await createUser(app.app, { userType: 'tradie' });
  return signInFresh(app.app, user);
}

const put = (app: TestApp, token: string, abn: string, businessName?: string) =>
  app.app.inject({
    method: 'PUT',
    url: '/api/user/business',
    headers: { authorization: token },
    payload: { abn, businessName },
  });

const ownBusiness = async (app: TestApp, token: string) =>
  (await app.app.inject({ url: '/api/user/credentials', headers: { authorization: token } })).json()
    .data.business;

describe('checking an ABN with the Australian Business Register', () => {
  it('asks the register for the ABN with the GUID and keeps its name, status and GST', async () => {
    const token = await tradieOf(testApp);
    const response = await put(testApp, token, '51 824 753 556', 'Sparks & Co');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: messages.business.saved,
      data: {
        abn: ACTIVE,
        businessName: 'Sparks & Co',
        check: 'register',
        register: {
          entityName: 'SPARKS & CO PTY LTD',
          status: 'Active',
          gstRegisteredFrom: '2000-07-01',
        },
      },
    });
    const lookup = register.lookups.find((query) => query.get('abn') === ACTIVE)!;
    expect(lookup.get('guid')).toBe(GUID);
    expect(lookup.get('callback')).toMatch(/^[A-Za-z_$][\w$]*$/);
  });

  it('keeps "not registered for GST" when the register gives no GST date', async () => {
    const token = await tradieOf(testApp);
    const response = await put(testApp, token, ACTIVE_NO_GST);
    expect(response.json().data.register).toEqual({
      entityName: 'NGUYEN, SAM',
      status: 'Active',
      gstRegisteredFrom: null,
    });
  });

  it('refuses a cancelled ABN with 400 and keeps the ABN saved before', async () => {
    const token = await tradieOf(testApp);
    await put(testApp, token, ACTIVE);
    const response = await put(testApp, token, CANCELLED);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      message: messages.business.abnCancelled,
      errors: [{ path: 'abn', message: messages.business.abnCancelled }],
    });
    expect((await ownBusiness(testApp, token)).abn).toBe(ACTIVE);
  });

  it('refuses an ABN the register has no record of', async () => {
    const token = await tradieOf(testApp);
    const response = await put(testApp, token, UNKNOWN);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.business.abnNotOnRegister);
    expect(await ownBusiness(testApp, token)).toBeNull();
  });

  it('keeps the ABN with its format checked, and says so, when the register is down', async () => {
    const token = await tradieOf(testApp);
    const response = await put(testApp, token, OUTAGE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: messages.business.savedFormatOnly,
      data: { abn: OUTAGE, check: 'registerUnavailable', register: null },
    });
  });

  it('gives up on a register that does not answer, and keeps the ABN with its format checked', async () => {
    const token = await tradieOf(testApp);
    const response = await put(testApp, token, SILENT);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.check).toBe('registerUnavailable');
  });

  it('treats a GUID the register does not know as the register being unavailable', async () => {
    const token = await tradieOf(wrongGuidApp);
    const response = await put(wrongGuidApp, token, ACTIVE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: messages.business.savedFormatOnly,
      data: { check: 'registerUnavailable' },
    });
  });

  it('holds no transaction or lock while the register answers', async () => {
    const token = await tradieOf(testApp);
    const saving = put(testApp, token, HELD, 'Held Back');
    const answer = await register.held;
    // The register has the request and has not answered: the same account reads and writes.
    expect(await ownBusiness(testApp, token)).toBeNull();
    const licence = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/licences',
      headers: { authorization: token },
      payload: { state: 'NSW', trade: 'building', number: 'B1', expiresOn: '2030-01-01' },
    });
    expect(licence.statusCode).toBe(201);
    answer(200);
    const saved = await saving;
    expect(saved.json().data).toMatchObject({ abn: HELD, check: 'register' });
  });
});
