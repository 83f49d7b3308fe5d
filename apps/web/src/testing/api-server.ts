/**
 * The API the web tests talk to: Mock Service Worker, answering only what each test declares with
 * `server.use(http.get('/api/…', () => ok(data)))`. A request no handler answers fails the test
 * (`onUnhandledRequest: 'error'`, set up once in `setup.ts`). Used by tests only.
 */
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { onTestFinished } from 'vitest';
import type { ErrorCode } from '@trademate/shared/errors';

export const server = setupServer();

/** A success envelope, as the API sends it. Call it in the handler: a response is read once. */
export function ok(data?: unknown, message = 'OK', status = 200) {
  return HttpResponse.json(
    { responseCode: status, message, ...(data === undefined ? {} : { data }) },
    { status },
  );
}

/** An error envelope, as the API's one error handler sends it. */
export function fail(
  status: number,
  code: ErrorCode,
  message: string,
  errors?: { path: string; message: string }[],
) {
  return HttpResponse.json(
    { responseCode: status, code, message, ...(errors ? { errors } : {}) },
    { status },
  );
}

/** `METHOD /path` of a request, without the query: `POST /api/user/login`. */
function keyOf(request: Request) {
  return `${request.method} ${new URL(request.url).pathname}`;
}

/**
 * Keeps a copy of every request the app sends from now until the test ends, answered or not, so a
 * test can check what was sent (`await sent.request('POST /api/user/login').json()`) and what was
 * not (`sent.to('POST /api/job')` is empty).
 */
export function recordRequests() {
  const requests: Request[] = [];
  const record = ({ request }: { request: Request }) => {
    requests.push(request.clone());
  };
  server.events.on('request:start', record);
  onTestFinished(() => {
    server.events.removeListener('request:start', record);
  });
  const to = (key: string) => requests.filter((request) => keyOf(request) === key);
  return {
    /** Every request, in order, as `METHOD /path`. */
    keys: () => requests.map(keyOf),
    /** The requests to `METHOD /path`, in order. */
    to,
    /** The first (or nth) request to `METHOD /path`; throws when there was none. */
    request: (key: string, index = 0) => {
      const request = to(key)[index];
      if (!request) throw new Error(`No request ${index + 1} to ${key}`);
      return request;
    },
    /** The JSON bodies of the requests to `METHOD /path`, in order. */
    bodiesOf: (key: string): Promise<unknown[]> =>
      Promise.all(to(key).map((request) => request.clone().json())),
  };
}
