// A local web push service for the end-to-end run, standing in for the browsers' push services
// (unreachable here): the app sends its pushes to it over HTTPS, it decrypts each one with the
// device's keys as a browser would, and tests make devices and read what arrived over HTTP.
// Started by playwright.config.ts beside the app, which trusts its certificate through
// NODE_EXTRA_CA_CERTS (docs/decisions/024-hiring-loop-journey.md).
//
//   POST /devices  → a new device's subscription `{ endpoint, keys: { p256dh, auth } }`
//   GET  /pushes   → every push received so far: `[{ endpoint, payload }]`
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { startLocalPushService } from '../../apps/api/test/local-push-service';

const pushPort = Number(process.env.E2E_PUSH_PORT ?? 2528);
const httpPort = Number(process.env.E2E_PUSH_HTTP_PORT ?? 2529);
const folder = new URL('./push-service-certificate/', import.meta.url);

const service = await startLocalPushService({
  port: pushPort,
  certificate: {
    cert: readFileSync(new URL('cert.pem', folder), 'utf8'),
    private: readFileSync(new URL('key.pem', folder), 'utf8'),
  },
});
const endpointOf = (device: string) => `https://127.0.0.1:${pushPort}/push/${device}`;

const http = createServer((request, response) => {
  const json = (body: unknown) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(body));
  };
  if (request.method === 'GET' && request.url === '/health') {
    response.end('ok');
  } else if (request.method === 'POST' && request.url === '/devices') {
    json(service.newDevice().subscription);
  } else if (request.method === 'GET' && request.url === '/pushes') {
    json(
      service.received.map((push) => ({
        endpoint: endpointOf(push.device),
        payload: push.payload,
      })),
    );
  } else {
    response.statusCode = 404;
    response.end();
  }
});
http.listen(httpPort, '127.0.0.1');

const stop = () => {
  http.close();
  void service.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
