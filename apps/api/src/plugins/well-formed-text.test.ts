import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, firstServiceId, setSubscription, type TestUser } from '../../test/factories';
import { insertJob, signInFresh } from '../../test/job-fixtures';
import { signInNewAdmin, type SignedInStaff } from '../../test/staff';
import { findIllFormedText, findQueryNotUtf8 } from '../lib/well-formed-text';

let testApp: TestApp;
let client: TestUser & { token: string };
let tradie: TestUser & { token: string };
let admin: SignedInStaff;
let conversationId: string;
let ticketId: string;

let address = 0;
/** Each request from an address of its own, so no address-based limit trips. */
function send(options: InjectOptions) {
  address += 1;
  return testApp.app.inject({
    ...options,
    remoteAddress: `10.53.${address >> 8}.${address & 255}`,
  });
}

beforeAll(async () => {
  testApp = await buildTestApp({}, { passes: ['push', 'payments'] });
  const app = testApp.app;
  const clientUser = await createUser(app, { userType: 'client', firstName: 'Olivia' });
  client = { ...clientUser, token: await signInFresh(app, clientUser) };
  const tradieUser = await createUser(app, { userType: 'tradie', firstName: 'Shane' });
  await setSubscription(app, tradieUser.id, 'active');
  tradie = { ...tradieUser, token: await signInFresh(app, tradieUser) };
  admin = await signInNewAdmin(app);

  const job = await insertJob(app, {
    clientId: client.id,
    serviceId: (await firstServiceId(app))!,
  });
  const contact = await send({
    method: 'POST',
    url: `/api/jobRequest/${job.id}/contact`,
    headers: { authorization: tradie.token },
    payload: { message: 'I can come on Monday.' },
  });
  expect(contact.statusCode).toBe(201);
  conversationId = contact.json().data.conversationId;
  const ticket = await send({
    method: 'POST',
    url: '/api/ticket',
    headers: { authorization: client.token },
    payload: { reason: 'Payments', problemMessage: 'I was charged twice.' },
  });
  expect(ticket.statusCode).toBe(201);
  const mine = await send({
    method: 'GET',
    url: '/api/ticket',
    headers: { authorization: client.token },
  });
  ticketId = mine.json().data.items[0]._id;
});
afterAll(async () => {
  await testApp?.close();
});

/** How a text reaches a route, and what the route answers when the text is sound. */
interface TextCase {
  label: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  who: () => Record<string, string>;
  /** The JSON body, with `text` in the field `field`; none for a text sent in the query. */
  body?: (text: string) => object;
  /** For a query: the parameter `field` in the address. */
  query?: boolean;
  field: string;
  sound: string;
  answers: number;
}

const customer = (person: () => { token: string }) => () => ({ authorization: person().token });
const staff = () => ({ cookie: admin.cookie });

/** The requests an outside probe found answering 500 to a NUL character (issue 27). */
const cases: TextCase[] = [
  {
    label: 'a chat message',
    method: 'POST',
    url: '/api/chat/:conversation/messages',
    who: customer(() => client),
    body: (text) => ({ body: text }),
    field: 'body',
    sound: 'See you Monday',
    answers: 201,
  },
  {
    label: 'a new ticket',
    method: 'POST',
    url: '/api/ticket',
    who: customer(() => client),
    body: (text) => ({ reason: 'Payments', problemMessage: text }),
    field: 'problemMessage',
    sound: 'Charged twice for one month',
    answers: 201,
  },
  {
    label: "a customer's ticket reply",
    method: 'POST',
    url: '/api/ticket/:ticket/messages',
    who: customer(() => client),
    body: (text) => ({ body: text }),
    field: 'body',
    sound: 'Any news?',
    answers: 200,
  },
  {
    label: "staff's ticket reply",
    method: 'POST',
    url: '/api/admin/tickets/:ticket/reply',
    who: staff,
    body: (text) => ({ body: text }),
    field: 'body',
    sound: 'Refunded today',
    answers: 200,
  },
  {
    label: 'a profile',
    method: 'PATCH',
    url: '/api/user/updateProfile',
    who: customer(() => client),
    body: (text) => ({ firstName: text, address: { state: 'QLD', city: 'Brisbane' } }),
    field: 'firstName',
    sound: 'Olive',
    answers: 200,
  },
  {
    label: "a report's note",
    method: 'POST',
    url: '/api/report',
    who: customer(() => client),
    body: (text) => ({ subjectType: 'user', subjectId: tradie.id, reason: 'spam', note: text }),
    field: 'note',
    sound: 'Sent the same message five times',
    answers: 201,
  },
  {
    label: "a business's name",
    method: 'PUT',
    url: '/api/user/business',
    who: customer(() => tradie),
    body: (text) => ({ abn: '51824753556', businessName: text }),
    field: 'businessName',
    sound: 'Shane Plumbing',
    answers: 200,
  },
  {
    label: 'a push endpoint to forget',
    method: 'DELETE',
    url: '/api/push/subscriptions',
    who: customer(() => client),
    body: (text) => ({ endpoint: `https://push.example.com/${text}` }),
    field: 'endpoint',
    sound: 'device-1',
    // A sound endpoint is looked up: this one was never subscribed.
    answers: 404,
  },
  {
    label: "the console's people search",
    method: 'GET',
    url: '/api/admin/users',
    who: staff,
    query: true,
    field: 'q',
    sound: 'Olivia',
    answers: 200,
  },
  {
    label: "the console's audit filter",
    method: 'GET',
    url: '/api/admin/audit',
    who: staff,
    query: true,
    field: 'action',
    sound: 'ticket.reply',
    answers: 200,
  },
];

function urlOf(textCase: TextCase): string {
  return textCase.url.replace(':conversation', conversationId).replace(':ticket', ticketId);
}

/** The case's request with `text` (already %-encoded for a query) in its field. */
function sendText(textCase: TextCase, text: string) {
  const url = urlOf(textCase);
  return send({
    method: textCase.method,
    url: textCase.query ? `${url}?${textCase.field}=${text}` : url,
    headers: textCase.who(),
    ...(textCase.body ? { payload: textCase.body(text) } : {}),
  });
}

/** The case's JSON body as bytes, with `bytes` in its field: what a client's broken encoder sends. */
function sendBytes(textCase: TextCase, bytes: Buffer) {
  const marker = 'TEXT-GOES-HERE';
  const [before, after] = JSON.stringify(textCase.body!(marker)).split(marker) as [string, string];
  return send({
    method: textCase.method,
    url: urlOf(textCase),
    headers: { ...textCase.who(), 'content-type': 'application/json' },
    payload: Buffer.concat([Buffer.from(before), bytes, Buffer.from(after)]),
  });
}

function expectRefused(
  response: Awaited<ReturnType<typeof send>>,
  field: string,
  message: (field: string) => string,
) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({
    responseCode: 400,
    code: 'VALIDATION',
    message: message(field),
    errors: [{ path: field, message: message(field) }],
  });
}

describe('text no field may hold', () => {
  it.each(cases)(
    'refuses a NUL or half a character in $label, and takes the sound text',
    async (textCase) => {
      const profileBefore = await send({
        method: 'GET',
        url: '/api/user/me',
        headers: customer(() => client)(),
      });
      if (textCase.query) {
        expectRefused(await sendText(textCase, 'Oli%00via'), textCase.field, messages.text.nul);
        // A surrogate's own UTF-8 form is no character either.
        expectRefused(
          await sendText(textCase, 'Oli%ED%A0%80'),
          textCase.field,
          messages.text.notUtf8,
        );
        expectRefused(await sendText(textCase, 'Oli%FFvia'), textCase.field, messages.text.notUtf8);
      } else {
        const nul = `${textCase.sound}\u0000`;
        expectRefused(await sendText(textCase, nul), textCase.field, messages.text.nul);
        const half = `${textCase.sound}\ud83d`;
        expectRefused(await sendText(textCase, half), textCase.field, messages.text.loneSurrogate);
        for (const bytes of [[0xff], [0xc0, 0xae], [0xed, 0xa0, 0x80], [0xe2, 0x82]]) {
          expectRefused(
            await sendBytes(textCase, Buffer.from(bytes)),
            textCase.field,
            messages.text.notUtf8,
          );
        }
      }
      // Nothing the refused requests carried was kept, in the profile least of all.
      const profileAfter = await send({
        method: 'GET',
        url: '/api/user/me',
        headers: customer(() => client)(),
      });
      expect(profileAfter.json().data).toEqual(profileBefore.json().data);
      const sound = await sendText(
        textCase,
        textCase.query ? encodeURIComponent(textCase.sound) : textCase.sound,
      );
      expect(sound.statusCode, sound.body).toBe(textCase.answers);
    },
  );

  it('kept none of the refused texts: the conversation and the ticket hold only sound ones', async () => {
    const chat = await send({
      method: 'GET',
      url: `/api/chat/${conversationId}/messages`,
      headers: { authorization: client.token },
    });
    const ticket = await send({
      method: 'GET',
      url: `/api/ticket/${ticketId}`,
      headers: { authorization: client.token },
    });
    const said = [
      ...chat.json().data.items.map((item: { body: string }) => item.body),
      ...ticket.json().data.messages.map((item: { body: string }) => item.body),
    ];
    expect(said.length).toBeGreaterThan(0);
    for (const text of said)
      expect(findIllFormedText(text, { replacementMeansNotUtf8: true })).toEqual([]);
  });

  it('lists every field at fault, body and query, keys too, each by its path', async () => {
    const response = await send({
      method: 'PATCH',
      url: '/api/user/updateProfile?ref=%00',
      headers: { authorization: client.token },
      payload: {
        firstName: 'A\u0000',
        address: { city: '\udc00', 'x\u0000': 1 },
        services: ['\u0000'],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { path: string }) => error.path)).toEqual([
      'ref',
      'firstName',
      'address.city',
      'address.x\u0000',
      'services.0',
    ]);
  });

  it('refuses a NUL in a path parameter by its name, and bytes that are not UTF-8 as a broken address', async () => {
    expectRefused(
      await send({ method: 'GET', url: '/api/blog/tips%00', headers: {} }),
      'slug',
      messages.text.nul,
    );
    for (const broken of ['%C0', '%FF', '%ED%A0%80']) {
      const response = await send({ method: 'GET', url: `/api/blog/tips${broken}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'MALFORMED_REQUEST' });
    }
  });

  it('still takes text with every kind of character, a replacement character sent as such, and a bare %', async () => {
    const name = 'Zoë 😀 �';
    const saved = await send({
      method: 'PATCH',
      url: '/api/user/updateProfile',
      headers: { authorization: client.token },
      payload: { lastName: name },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.lastName).toBe(name);
    const search = await send({
      method: 'GET',
      url: '/api/admin/users?q=100%',
      headers: { cookie: admin.cookie },
    });
    expect(search.statusCode).toBe(200);
  });

  it('keeps Fastify’s JSON answers: empty, malformed and prototype-poisoning bodies are 400', async () => {
    for (const payload of ['', '{"firstName": ', '{"__proto__": {"admin": true}}']) {
      const response = await send({
        method: 'PATCH',
        url: '/api/user/updateProfile',
        headers: { authorization: client.token, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    }
  });

  it('answers a signed-out caller 401 before it reads the text', async () => {
    const response = await send({
      method: 'PATCH',
      url: '/api/user/updateProfile',
      payload: { firstName: '\u0000' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('finding text at fault', () => {
  it('walks a body nested far deeper than a call stack goes', () => {
    const depth = 200_000;
    const nested = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`) as unknown;
    const [found] = findIllFormedText(nested);
    expect(found?.fault).toBe('nul');
    expect(found?.path.split('.')).toHaveLength(depth);
  });

  it('lists at most ten faults', () => {
    expect(findIllFormedText(Array.from({ length: 50 }, () => '\u0000'))).toHaveLength(10);
  });

  it('passes a whole surrogate pair and refuses each half alone', () => {
    expect(findIllFormedText(['😀', 'a\ud83d', '\ude00b'])).toEqual([
      { path: '1', fault: 'loneSurrogate' },
      { path: '2', fault: 'loneSurrogate' },
    ]);
  });

  it('reads a query as its parser does: "+" and a bare "%" are fine, bytes that are not UTF-8 are not', () => {
    expect(findQueryNotUtf8('q=a+b&r=100%&s=%E2%82%AC&t=%zz')).toEqual([]);
    expect(findQueryNotUtf8('q=%E2%82&%FF=1&ok=1&u=%C0%80')).toEqual([
      { path: 'q', fault: 'notUtf8' },
      { path: '%FF', fault: 'notUtf8' },
      { path: 'u', fault: 'notUtf8' },
    ]);
  });
});
