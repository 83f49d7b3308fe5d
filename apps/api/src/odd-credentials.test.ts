import { once } from 'node:events';
import { connect as connectTcp, type AddressInfo } from 'node:net';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimePath } from '@trademate/shared/realtime';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createUser } from '../test/factories';
import { signInFresh } from '../test/job-fixtures';
import { deviceCookie } from './modules/auth/sign-in-lockout';
import { cookieNames, staffCookie } from './plugins/cookies';

/**
 * What carries a person's identity — cookies, the `Authorization` header, the socket handshake's
 * token — holding text no field may hold: each is a stranger's credential, never a 500.
 */
let testApp: TestApp;
let port: number;
let routes: Array<{ method: string; path: string }> = [];

beforeAll(async () => {
  testApp = await buildTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  port = (testApp.app.server.address() as AddressInfo).port;
  const document = testApp.app.swagger() as unknown as { paths: Record<string, object> };
  routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(async () => {
  await testApp?.close();
});

const ZERO_ID = '00000000-0000-4000-8000-000000000000';
const allCookies = [...Object.values(cookieNames), staffCookie.name, deviceCookie];
const oddTexts = ['\u0000', 'ab\u0000cd', '\ud800', 'a\udfffb', 'ÿþ\u0001'];
/** The same, %-encoded as a cookie's value may be (a surrogate has only its UTF-8-like form). */
const oddEncoded = ['%00', 'ab%00cd', '%ED%A0%80', 'a%ED%BF%BFb', '%FF%FE%01', '%C0%AE'];

let address = 0;
function sendEverywhere(headers: Record<string, string>) {
  return Promise.all(
    routes.map(async (route) => {
      address += 1;
      const takesBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
      const response = await testApp.app.inject({
        method: route.method as 'GET',
        url: route.path.replace(/\{[^}]+\}/g, ZERO_ID),
        remoteAddress: `10.55.${address >> 8}.${address & 255}`,
        headers: { ...headers, ...(takesBody ? { 'content-type': 'application/json' } : {}) },
        ...(takesBody ? { payload: '{}' } : {}),
      });
      return { route: `${route.method} ${route.path}`, status: response.statusCode };
    }),
  );
}

/** Sends `raw` bytes on a new connection; the status line's code of what the server answers. */
async function rawStatus(raw: Buffer): Promise<number> {
  const socket = connectTcp({ port, host: '127.0.0.1' });
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  await once(socket, 'connect');
  socket.end(raw);
  await once(socket, 'close');
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(Buffer.concat(chunks).toString('latin1'))?.[1]);
}

/** How a socket's opening ends: null once connected, else the server's refusal. */
function opening(socket: Socket): Promise<Error | null> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve(null));
    socket.once('connect_error', (error) => resolve(error));
  });
}

describe('credentials holding odd text', () => {
  it('answers every route below 500 whatever text its cookies hold', async () => {
    expect(routes.length).toBeGreaterThan(40);
    for (const text of [...oddTexts, ...oddEncoded]) {
      const cookie = allCookies.map((name) => `${name}=${text}`).join('; ');
      for (const answer of await sendEverywhere({ cookie })) {
        expect(answer.status, `${answer.route} with cookies ${JSON.stringify(text)}`).toBeLessThan(
          500,
        );
      }
    }
  });

  it('answers every route below 500 whatever text its Authorization header holds', async () => {
    for (const text of oddTexts) {
      for (const authorization of [text, `Bearer ${text}`]) {
        for (const answer of await sendEverywhere({ authorization })) {
          expect(
            answer.status,
            `${answer.route} with ${JSON.stringify(authorization)}`,
          ).toBeLessThan(500);
        }
      }
    }
  });

  it('answers odd bytes in a real request’s Authorization and Cookie headers with 401 or 400', async () => {
    const head = (line: Buffer) =>
      Buffer.concat([
        Buffer.from('GET /api/user/me HTTP/1.1\r\nHost: localhost\r\n'),
        line,
        Buffer.from('\r\nConnection: close\r\n\r\n'),
      ]);
    // Bytes past ASCII are allowed in a header value (as Latin-1): the token is merely wrong.
    expect(
      await rawStatus(
        head(Buffer.from([...Buffer.from('Authorization: Bearer '), 0xff, 0xfe, 0x80])),
      ),
    ).toBe(401);
    expect(
      await rawStatus(head(Buffer.from([...Buffer.from('Cookie: token='), 0xed, 0xa0, 0x80]))),
    ).toBe(401);
    // Control bytes are not HTTP at all: the parser refuses the request before it is routed.
    for (const control of [0x00, 0x01, 0x7f]) {
      expect(
        await rawStatus(
          head(Buffer.from([...Buffer.from('Authorization: Bearer a'), control, 0x62])),
        ),
      ).toBe(400);
      expect(
        await rawStatus(head(Buffer.from([...Buffer.from('Cookie: token=a'), control, 0x62]))),
      ).toBe(400);
    }
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });

  it('refuses a socket whose handshake token or cookie holds odd text, and keeps serving', async () => {
    const user = await createUser(testApp.app, { userType: 'client' });
    const sound = await signInFresh(testApp.app, user);
    const attempts: Array<{ token?: string; cookie?: string }> = [
      ...oddTexts.map((text) => ({ token: text })),
      { token: `${sound}\u0000` },
      { token: `Bearer ${sound.slice(0, -1)}\ud800` },
      { cookie: `${cookieNames.token}=%00` },
      { cookie: `${cookieNames.token}=${encodeURIComponent(sound)}%00` },
    ];
    for (const attempt of attempts) {
      const socket: Socket = connectSocket(`http://127.0.0.1:${port}`, {
        path: realtimePath,
        transports: ['websocket'],
        auth: attempt.token === undefined ? {} : { token: attempt.token },
        extraHeaders: attempt.cookie ? { cookie: attempt.cookie } : {},
        reconnection: false,
        forceNew: true,
      });
      const refusal = await opening(socket);
      socket.close();
      expect(refusal?.message, JSON.stringify(attempt)).toBe('Sign in to receive updates');
    }
    // A sound token still opens one.
    const socket = connectSocket(`http://127.0.0.1:${port}`, {
      path: realtimePath,
      transports: ['websocket'],
      auth: { token: sound },
      reconnection: false,
      forceNew: true,
    });
    expect(await opening(socket)).toBeNull();
    socket.close();
  });
});

describe('a request over the server’s header limit', () => {
  it('answers a query over 16 KiB with 431, which every route documents', async () => {
    const raw = `GET /api/service?search=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`;
    expect(await rawStatus(Buffer.from(raw))).toBe(431);
    const document = testApp.app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.responses['431']?.description, `${method} ${path}`).toMatch(/16 KiB/);
      }
    }
  });
});
