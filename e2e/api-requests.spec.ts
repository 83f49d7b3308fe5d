import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/test';

/**
 * A server that answers a connection's first request and drops the connection as the next one
 * arrives on it, as a server does that closes an idle kept-alive connection in the moment a client
 * writes on it. A new connection is answered again.
 */
async function serverThatDropsReusedConnections(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const served = (request.socket as { served?: number }).served ?? 0;
    (request.socket as { served?: number }).served = served + 1;
    if (served > 0) {
      request.socket.destroy();
      return;
    }
    request.resume();
    request.on('end', () => response.end('answered'));
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

test.describe('API requests of the journeys', () => {
  test('a request whose kept-alive connection is dropped as it arrives is sent again on a new one', async ({
    request,
  }) => {
    const { server, url } = await serverThatDropsReusedConnections();
    let connections = 0;
    server.on('connection', () => {
      connections += 1;
    });
    try {
      expect((await request.get(url)).ok()).toBe(true);
      const again = await request.post(url, { data: { again: true } });
      expect(again.ok()).toBe(true);
      expect(connections).toBe(2);
      // A call may still ask for no retry, and then sees the reset.
      await expect(request.post(url, { data: { again: true }, maxRetries: 0 })).rejects.toThrow(
        /socket hang up|ECONNRESET/,
      );
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
