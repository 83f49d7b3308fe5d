import { vi } from 'vitest';

type Reply = { status: number; body: unknown };
type Handler = Reply | ((request: Request) => Reply | Promise<Reply>);

/** A success envelope, as the API sends it. */
export function ok(data?: unknown, message = 'OK', status = 200): Reply {
  return {
    status,
    body: { responseCode: status, message, ...(data === undefined ? {} : { data }) },
  };
}

/** An error envelope, as the API's error handler sends it. */
export function fail(
  status: number,
  code: string,
  message: string,
  errors?: { path: string; message: string }[],
): Reply {
  return { status, body: { responseCode: status, code, message, ...(errors ? { errors } : {}) } };
}

function keyOf(request: Request) {
  return `${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`;
}

/**
 * Stubs `fetch` for one test with answers keyed by `METHOD /path` (the path after /api, without the
 * query). A call nobody stubbed gets a 500 and is listed in `unexpected`.
 * jsdom has no base URL for `new Request('/api/…')`, so relative URLs resolve against the page.
 */
export function stubApi(routes: Record<string, Handler>) {
  const NativeRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends NativeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
      }
    },
  );
  const unexpected: string[] = [];
  const calls: Request[] = [];
  const fetchMock = vi.fn(async (request: Request) => {
    calls.push(request.clone());
    const key = keyOf(request);
    const handler = routes[key];
    if (!handler) unexpected.push(key);
    const reply = !handler
      ? fail(500, 'INTERNAL', `No stub for ${key}`)
      : typeof handler === 'function'
        ? await handler(request)
        : handler;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (key: string) => calls.filter((request) => keyOf(request) === key);
  return {
    unexpected,
    /** The requests made to `METHOD /path`, in order. */
    callsTo,
    /** The first (or nth) request made to `METHOD /path`; throws when there was none. */
    request: (key: string, index = 0) => {
      const request = callsTo(key)[index];
      if (!request) throw new Error(`No request ${index + 1} to ${key}`);
      return request;
    },
  };
}
