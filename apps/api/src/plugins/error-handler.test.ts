import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let testApp: TestApp;
let port: number;
beforeAll(async () => {
  testApp = await buildTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  port = (testApp.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await testApp.close();
});

/** Sends `raw` on a new connection and reads everything the server writes until it closes. */
async function exchange(raw: string): Promise<{ head: string; body: string }> {
  const socket = connect({ port, host: '127.0.0.1' });
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  await once(socket, 'connect');
  socket.write(raw);
  await once(socket, 'close');
  const [head = '', body = ''] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
  return { head, body };
}

describe("Fastify's own refusals", () => {
  it('answers an address with a broken %-encoding with 400 MALFORMED_REQUEST', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/job/%C0%AE' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      responseCode: 400,
      code: 'MALFORMED_REQUEST',
      message: 'The address is not valid: it has a %-encoded character that cannot be decoded',
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a path parameter over 200 characters with 414 URI_TOO_LONG', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/service/${'a'.repeat(201)}`,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      responseCode: 414,
      code: 'URI_TOO_LONG',
      message: 'A part of the address is longer than 200 characters',
    });
  });

  it('lets a path parameter of 200 characters reach its route', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/service/${'a'.repeat(200)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('answers headers over the server limit with 431 HEADERS_TOO_LARGE and closes', async () => {
    const { head, body } = await exchange(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'x'.repeat(20_000)}\r\n\r\n`,
    );
    expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(head).toContain('Connection: close');
    expect(head).toContain('Content-Type: application/json; charset=utf-8');
    expect(JSON.parse(body)).toEqual({
      responseCode: 431,
      code: 'HEADERS_TOO_LARGE',
      message: "The request's headers are too large",
    });
  });

  it('answers a message that is not HTTP with 400 MALFORMED_REQUEST and closes', async () => {
    const { head, body } = await exchange('HELLO THERE\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(head).toContain('Connection: close');
    expect(JSON.parse(body)).toEqual({
      responseCode: 400,
      code: 'MALFORMED_REQUEST',
      message: 'The request could not be read as HTTP',
    });
  });

  it('still answers well-formed requests on the same server', async () => {
    const { head } = await exchange(
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });
});

describe('with the web app served', () => {
  let spa: TestApp;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = mkdtempSync(join(tmpdir(), 'trademate-web-'));
    writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>TradeMate</title>');
    spa = await buildTestApp({}, { webDistDir });
  });
  afterAll(async () => {
    await spa?.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it('still answers an /api path parameter over 200 characters with 414, not a missing route', async () => {
    const response = await spa.app.inject({
      method: 'GET',
      url: `/api/service/${'a'.repeat(201)}`,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ responseCode: 414, code: 'URI_TOO_LONG' });
  });

  it('measures a path part as the router does, once decoded', async () => {
    const response = await spa.app.inject({
      method: 'GET',
      url: `/api/nothing/${'%41'.repeat(150)}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves the page for a long page path', async () => {
    // A page of the app (a chat) whose id is far over the router's limit for API parameters.
    const response = await spa.app.inject({ method: 'GET', url: `/chats/${'a'.repeat(300)}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>TradeMate</title>');
  });
});
