import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalStripeConnect, type LocalStripeConnect } from './local-stripe-connect';

/** A request as the local Stripe received it. */
export interface StripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  /** The connected account a request acts as (`Stripe-Account`); null for the platform's own. */
  stripeAccount: string | null;
  /**
   * The form-encoded body, keys as the Stripe client writes them (`metadata[userId]`), or a GET's
   * query (`expand[0]`).
   */
  params: URLSearchParams;
}

/** Which requests a failure or a stall applies to; any request when empty. */
export interface RequestMatch {
  method?: string;
  path?: string | RegExp;
}

export interface StalledRequest {
  /** Resolves once the request has arrived; its answer is held until `release`. */
  arrived: Promise<StripeRequest>;
  /** Sends the held request the answer Stripe would have sent. */
  release(): void;
}

export interface LocalStripe extends Omit<LocalStripeConnect, 'route'> {
  /** The client options that point the Stripe SDK at this server. */
  clientOptions: { host: string; port: number; protocol: 'http' };
  /** Every request received, oldest first. */
  requests: StripeRequest[];
  /** A subscription Stripe holds, on `price`, in the period given in Unix seconds. */
  addSubscription(subscription: {
    id: string;
    customer: string;
    price: string;
    periodStart: number;
    periodEnd: number;
  }): void;
  /**
   * The next `times` matching requests fail: a 500 in Stripe's error shape, or the connection
   * closed before any answer.
   */
  failNext(kind: 'server-error' | 'reset', times: number, match?: RequestMatch): void;
  /** Holds the answer to the next matching request until the test releases it. */
  stallNext(match?: RequestMatch): StalledRequest;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

interface Interception {
  match: RequestMatch;
  kind: 'server-error' | 'reset' | 'stall';
  times: number;
  onArrival?: (request: StripeRequest, answer: () => void) => void;
}

const nowS = () => Math.floor(Date.now() / 1000);

export function matchesRequest(match: RequestMatch, request: StripeRequest): boolean {
  if (match.method && match.method !== request.method) return false;
  if (typeof match.path === 'string') return match.path === request.path;
  if (match.path) return match.path.test(request.path);
  return true;
}

/** The `prefix[key]=value` pairs of a form body as an object (Stripe's metadata). */
function hashOf(params: URLSearchParams, prefix: string): Record<string, string> {
  const hash: Record<string, string> = {};
  for (const [key, value] of params) {
    const found = new RegExp(`^${prefix}\\[([^\\]]+)\\]$`).exec(key);
    if (found) hash[found[1]!] = value;
  }
  return hash;
}

function stripeError(type: string, message: string, extra: Json = {}) {
  return { error: { type, message, ...extra } };
}

/**
 * A local stand-in for the Stripe API over plain HTTP, answering the few endpoints TradeMate uses
 * in Stripe's documented shapes (API version 2025-03-31 and newer: a subscription's period is on
 * its items); the marketplace's endpoints (Connect, payment-mode Checkout, transfers, refunds) are
 * in `local-stripe-connect.ts`. A test points a real Stripe client at it and can make it fail or stall; it learns
 * that a request arrived from an awaited promise, never from a timer.
 */
export async function startLocalStripe(): Promise<LocalStripe> {
  const requests: StripeRequest[] = [];
  const interceptions: Interception[] = [];
  const held: Array<() => void> = [];
  const subscriptions = new Map<string, Json & { items: Json & { data: Json[] } }>();
  const schedules = new Map<string, Json>();
  const checkoutSessions = new Map<string, Json>();
  let serial = 0;
  const nextId = (prefix: string) => `${prefix}_${(serial += 1).toString().padStart(6, '0')}`;
  const connect = createLocalStripeConnect(nextId);

  function route(request: StripeRequest): { status: number; body: Json } {
    const { method, path, params } = request;
    const marketplace = connect.route(request);
    if (marketplace) return marketplace;
    const parts = path.split('/').filter(Boolean);
    const [version, resource, id] = parts;
    const missing = (kind: string, missingId: string) => ({
      status: 404,
      body: stripeError('invalid_request_error', `No such ${kind}: '${missingId}'`, {
        code: 'resource_missing',
        param: 'id',
      }),
    });

    if (version === 'v1' && resource === 'subscriptions' && id && parts.length === 3) {
      const subscription = subscriptions.get(id);
      if (!subscription) return missing('subscription', id);
      if (method === 'POST' && params.has('cancel_at_period_end')) {
        const cancel = params.get('cancel_at_period_end') === 'true';
        const periodEnd = subscription.items.data[0]!.current_period_end as number;
        Object.assign(subscription, {
          cancel_at_period_end: cancel,
          cancel_at: cancel ? periodEnd : null,
          canceled_at: cancel ? nowS() : null,
        });
      }
      return { status: 200, body: subscription };
    }

    if (version === 'v1' && resource === 'subscription_schedules' && method === 'POST') {
      if (!id) {
        const subscriptionId = params.get('from_subscription') ?? '';
        const subscription = subscriptions.get(subscriptionId);
        if (!subscription) return missing('subscription', subscriptionId);
        const schedule = {
          id: nextId('sub_sched'),
          object: 'subscription_schedule',
          customer: subscription.customer,
          subscription: subscriptionId,
          status: 'active',
          end_behavior: 'release',
          phases: [],
        };
        schedules.set(schedule.id, schedule);
        subscription.schedule = schedule.id;
        return { status: 200, body: schedule };
      }
      const schedule = schedules.get(id);
      if (!schedule) return missing('subscription_schedule', id);
      const phases = [0, 1]
        .filter((index) => params.has(`phases[${index}][items][0][price]`))
        .map((index) => ({
          items: [{ price: params.get(`phases[${index}][items][0][price]`), quantity: 1 }],
          start_date: Number(params.get(`phases[${index}][start_date]`)) || null,
          end_date: Number(params.get(`phases[${index}][end_date]`)) || null,
        }));
      Object.assign(schedule, { end_behavior: params.get('end_behavior'), phases });
      return { status: 200, body: schedule };
    }

    if (version === 'v1' && resource === 'checkout' && parts[2] === 'sessions') {
      const sessionId = parts[3];
      if (method === 'GET' && sessionId) {
        const session = checkoutSessions.get(sessionId);
        return session ? { status: 200, body: session } : missing('checkout.session', sessionId);
      }
      if (method === 'POST' && !sessionId) {
        const session = {
          id: nextId('cs_test'),
          object: 'checkout.session',
          mode: 'subscription',
          status: 'open',
          payment_status: 'unpaid',
          url: '',
          client_reference_id: params.get('client_reference_id'),
          customer: params.get('customer'),
          customer_email: params.get('customer_email'),
          metadata: hashOf(params, 'metadata'),
          success_url: params.get('success_url'),
          cancel_url: params.get('cancel_url'),
          subscription: null,
          invoice: null,
        };
        session.url = `https://checkout.stripe.com/c/pay/${session.id}`;
        checkoutSessions.set(session.id, session);
        return { status: 200, body: session };
      }
    }

    if (
      version === 'v1' &&
      resource === 'billing_portal' &&
      parts[2] === 'sessions' &&
      method === 'POST'
    ) {
      const portalId = nextId('bps');
      return {
        status: 200,
        body: {
          id: portalId,
          object: 'billing_portal.session',
          customer: params.get('customer'),
          return_url: params.get('return_url'),
          url: `https://billing.stripe.com/p/session/test_${portalId}`,
        },
      };
    }

    return {
      status: 404,
      body: stripeError('invalid_request_error', `Unrecognized request URL (${method}: ${path}).`),
    };
  }

  function answer(response: ServerResponse, status: number, body: Json) {
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': nextId('req'),
    });
    response.end(JSON.stringify(body));
  }

  async function handle(incoming: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const key = incoming.headers['idempotency-key'];
    const account = incoming.headers['stripe-account'];
    const url = new URL(incoming.url ?? '/', 'http://localhost');
    const method = incoming.method ?? 'GET';
    const request: StripeRequest = {
      method,
      path: url.pathname,
      idempotencyKey: typeof key === 'string' ? key : null,
      stripeAccount: typeof account === 'string' ? account : null,
      params:
        method === 'GET'
          ? url.searchParams
          : new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
    };
    requests.push(request);

    if (!/^Bearer sk_test_/.test(incoming.headers.authorization ?? '')) {
      answer(
        response,
        401,
        stripeError('invalid_request_error', 'You did not provide an API key.'),
      );
      return;
    }
    const interception = interceptions.find(
      (candidate) => candidate.times > 0 && matchesRequest(candidate.match, request),
    );
    if (interception) interception.times -= 1;
    const respond = () => {
      const { status, body } = route(request);
      answer(response, status, body);
    };
    switch (interception?.kind) {
      case 'server-error':
        answer(response, 500, stripeError('api_error', "Something went wrong on Stripe's end."));
        return;
      case 'reset':
        incoming.socket.destroy();
        return;
      case 'stall': {
        let released = false;
        const release = () => {
          if (released) return;
          released = true;
          if (!response.destroyed) respond();
        };
        held.push(release);
        interception.onArrival?.(request, release);
        return;
      }
      default:
        respond();
    }
  }

  const server = createServer((incoming, response) => {
    void handle(incoming, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    clientOptions: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    completeOnboarding: connect.completeOnboarding,
    payCheckoutSession: connect.payCheckoutSession,
    expireCheckoutSession: connect.expireCheckoutSession,

    addSubscription({ id, customer, price, periodStart, periodEnd }) {
      subscriptions.set(id, {
        id,
        object: 'subscription',
        customer,
        status: 'active',
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        schedule: null,
        metadata: {},
        items: {
          object: 'list',
          has_more: false,
          url: `/v1/subscription_items?subscription=${id}`,
          data: [
            {
              id: nextId('si'),
              object: 'subscription_item',
              subscription: id,
              quantity: 1,
              price: { id: price, object: 'price', currency: 'aud', type: 'recurring' },
              current_period_start: periodStart,
              current_period_end: periodEnd,
            },
          ],
        },
      });
    },

    failNext(kind, times, match = {}) {
      interceptions.push({ kind, times, match });
    },

    stallNext(match = {}) {
      let release: () => void = () => {};
      const arrived = new Promise<StripeRequest>((resolve) => {
        interceptions.push({
          kind: 'stall',
          times: 1,
          match,
          onArrival(request, releaseRequest) {
            release = releaseRequest;
            resolve(request);
          },
        });
      });
      return { arrived, release: () => release() };
    },

    async close() {
      for (const release of held) release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
