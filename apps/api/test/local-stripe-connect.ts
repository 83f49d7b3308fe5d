/**
 * The local Stripe's marketplace part (`local-stripe.ts` routes to it): connected accounts and
 * their onboarding links, Checkout in payment mode, transfers and refunds, in the shapes Stripe's
 * API reference documents, with the checks Stripe makes that a provider could trip on (transfers
 * larger than their charge, a refund larger than what is left, an account that cannot receive
 * transfers yet). Writes replay their first answer for a repeated idempotency key, and refuse a
 * key reused with other parameters, as Stripe does.
 */

type Json = Record<string, unknown>;

/** A request as `local-stripe.ts` received it. */
interface ConnectRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: URLSearchParams;
}

export interface ConnectAnswer {
  status: number;
  body: Json;
}

/** Acts on the local Stripe as the people on the other side would: onboarding, paying. */
export interface LocalStripeConnect {
  /** Routes a request to a marketplace endpoint, or answers null when it is not one. */
  route(request: ConnectRequest): ConnectAnswer | null;
  /** The professional finishes the hosted onboarding: transfers active, payouts enabled. */
  completeOnboarding(accountId: string): void;
  /** The client pays a payment-mode checkout: a payment intent and its charge now exist. */
  payCheckoutSession(sessionId: string): { paymentIntentId: string; chargeId: string };
  /** The checkout's page lapses unpaid. */
  expireCheckoutSession(sessionId: string): void;
}

const nowS = () => Math.floor(Date.now() / 1000);

function stripeError(status: number, type: string, message: string, extra: Json = {}) {
  return { status, body: { error: { type, message, ...extra } } };
}

const missingParam = (param: string) =>
  stripeError(400, 'invalid_request_error', `Missing required param: ${param}.`, {
    code: 'parameter_missing',
    param,
  });

const noSuch = (kind: string, id: string, param: string) =>
  stripeError(400, 'invalid_request_error', `No such ${kind}: '${id}'`, {
    code: 'resource_missing',
    param,
  });

/** The `prefix[key]=value` pairs of a form body as an object (Stripe's metadata). */
function hashOf(params: URLSearchParams, prefix: string): Record<string, string> {
  const hash: Record<string, string> = {};
  const escaped = prefix.replace(/[[\]]/g, '\\$&');
  for (const [key, value] of params) {
    const found = new RegExp(`^${escaped}\\[([^\\]]+)\\]$`).exec(key);
    if (found) hash[found[1]!] = value;
  }
  return hash;
}

/** The values of `expand[]`, as the client sends them (`expand[0]=…`). */
function expansions(params: URLSearchParams): string[] {
  return [...params].filter(([key]) => /^expand\[\d*\]$/.test(key)).map(([, value]) => value);
}

const ONBOARDING_FIELDS = [
  'business_type',
  'external_account',
  'individual.dob.day',
  'individual.first_name',
  'individual.last_name',
  'tos_acceptance.date',
];

export function createLocalStripeConnect(nextId: (prefix: string) => string): LocalStripeConnect {
  const accounts = new Map<string, Json>();
  const sessions = new Map<string, Json & { intentData: Json }>();
  const intents = new Map<string, Json>();
  const charges = new Map<string, Json & { amount: number; amount_refunded: number }>();
  const transfers = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const replays = new Map<string, { params: string; answer: ConnectAnswer }>();

  function createAccount(params: URLSearchParams): ConnectAnswer {
    const account = {
      id: nextId('acct'),
      object: 'account',
      country: params.get('country'),
      email: params.get('email'),
      type: params.get('type') ?? 'none',
      controller: {
        fees: { payer: params.get('controller[fees][payer]') },
        losses: { payments: params.get('controller[losses][payments]') },
        stripe_dashboard: { type: params.get('controller[stripe_dashboard][type]') },
        requirement_collection: 'stripe',
        is_controller: true,
        type: 'application',
      },
      business_profile: { name: params.get('business_profile[name]') },
      capabilities:
        params.get('capabilities[transfers][requested]') === 'true'
          ? { transfers: 'inactive' }
          : {},
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      requirements: {
        currently_due: [...ONBOARDING_FIELDS],
        eventually_due: [...ONBOARDING_FIELDS],
        past_due: [],
        pending_verification: [],
        disabled_reason: 'requirements.past_due',
        current_deadline: null,
        errors: [],
      },
      metadata: hashOf(params, 'metadata'),
      created: nowS(),
    };
    accounts.set(account.id, account);
    return { status: 200, body: account };
  }

  function createAccountLink(params: URLSearchParams): ConnectAnswer {
    for (const param of ['account', 'type']) if (!params.get(param)) return missingParam(param);
    const accountId = params.get('account')!;
    if (!accounts.has(accountId)) return noSuch('account', accountId, 'account');
    const created = nowS();
    return {
      status: 200,
      body: {
        object: 'account_link',
        created,
        expires_at: created + 300,
        url: `https://connect.stripe.com/setup/e/${accountId}/${nextId('link')}`,
      },
    };
  }

  function createPaymentSession(params: URLSearchParams): ConnectAnswer {
    const unitAmount = Number(params.get('line_items[0][price_data][unit_amount]'));
    const quantity = Number(params.get('line_items[0][quantity]') ?? '1');
    const session = {
      id: nextId('cs_test'),
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: unitAmount * quantity,
      currency: params.get('line_items[0][price_data][currency]'),
      customer_email: params.get('customer_email'),
      client_reference_id: params.get('client_reference_id'),
      metadata: hashOf(params, 'metadata'),
      payment_intent: null as string | null,
      success_url: params.get('success_url'),
      cancel_url: params.get('cancel_url'),
      expires_at: nowS() + 24 * 60 * 60,
      url: '',
      intentData: {
        transfer_group: params.get('payment_intent_data[transfer_group]'),
        description: params.get('payment_intent_data[description]'),
        metadata: hashOf(params, 'payment_intent_data[metadata]'),
      },
    };
    session.url = `https://checkout.stripe.com/c/pay/${session.id}`;
    sessions.set(session.id, session);
    return { status: 200, body: publicSession(session) };
  }

  function publicSession(session: Json, expand: string[] = []): Json {
    const { intentData: _intentData, ...visible } = session;
    const intentId = visible.payment_intent as string | null;
    if (!intentId || !expand.some((path) => path.startsWith('payment_intent'))) return visible;
    const intent = intents.get(intentId)!;
    return {
      ...visible,
      payment_intent: expand.includes('payment_intent.latest_charge')
        ? { ...intent, latest_charge: charges.get(intent.latest_charge as string) }
        : intent,
    };
  }

  function createTransfer(params: URLSearchParams): ConnectAnswer {
    for (const param of ['amount', 'currency', 'destination'])
      if (!params.get(param)) return missingParam(param);
    const amount = Number(params.get('amount'));
    const destination = params.get('destination')!;
    const account = accounts.get(destination);
    if (!account) return noSuch('destination', destination, 'destination');
    if ((account.capabilities as Json).transfers !== 'active')
      return stripeError(
        400,
        'invalid_request_error',
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        { code: 'insufficient_capabilities_for_transfer', param: 'destination' },
      );
    const sourceId = params.get('source_transaction');
    const charge = sourceId ? charges.get(sourceId) : undefined;
    if (sourceId && !charge) return noSuch('charge', sourceId, 'source_transaction');
    if (charge) {
      const transferred = [...transfers.values()]
        .filter((transfer) => transfer.source_transaction === sourceId)
        .reduce((sum, transfer) => sum + (transfer.amount as number), 0);
      // Stripe lets several transfers draw on one charge as long as together they fit in it.
      if (transferred + amount > charge.amount)
        return stripeError(
          400,
          'invalid_request_error',
          'The transfers from a source transaction cannot exceed its amount.',
          { param: 'amount' },
        );
    }
    const transfer = {
      id: nextId('tr'),
      object: 'transfer',
      amount,
      amount_reversed: 0,
      balance_transaction: nextId('txn'),
      created: nowS(),
      currency: params.get('currency'),
      description: params.get('description'),
      destination,
      destination_payment: nextId('py'),
      livemode: false,
      metadata: hashOf(params, 'metadata'),
      reversals: { object: 'list', data: [], has_more: false, total_count: 0 },
      reversed: false,
      source_transaction: sourceId,
      source_type: 'card',
      transfer_group: params.get('transfer_group'),
    };
    transfers.set(transfer.id, transfer);
    return { status: 200, body: transfer };
  }

  function createRefund(params: URLSearchParams): ConnectAnswer {
    const intentId = params.get('payment_intent');
    if (!intentId) return missingParam('payment_intent');
    const intent = intents.get(intentId);
    if (!intent) return noSuch('payment_intent', intentId, 'payment_intent');
    const charge = charges.get(intent.latest_charge as string)!;
    const left = charge.amount - charge.amount_refunded;
    const amount = params.has('amount') ? Number(params.get('amount')) : left;
    if (amount > left)
      return stripeError(
        400,
        'invalid_request_error',
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        { param: 'amount' },
      );
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const refund = {
      id: nextId('re'),
      object: 'refund',
      amount,
      balance_transaction: nextId('txn'),
      charge: charge.id,
      created: nowS(),
      currency: charge.currency,
      metadata: hashOf(params, 'metadata'),
      payment_intent: intentId,
      reason: params.get('reason'),
      status: 'succeeded',
    };
    refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  /** The answer to a write, or the first answer again for a key Stripe has seen. */
  function idempotent(request: ConnectRequest, write: () => ConnectAnswer): ConnectAnswer {
    if (!request.idempotencyKey) return write();
    const key = `${request.path} ${request.idempotencyKey}`;
    const params = request.params.toString();
    const seen = replays.get(key);
    if (seen && seen.params !== params)
      return stripeError(
        400,
        'idempotency_error',
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${request.idempotencyKey}' if you meant to execute a different request.`,
      );
    if (seen) return seen.answer;
    const answer = write();
    if (answer.status === 200) replays.set(key, { params, answer });
    return answer;
  }

  return {
    route(request) {
      const { method, path, params } = request;
      const [version, resource, id, sub] = path.split('/').filter(Boolean);
      if (version !== 'v1') return null;
      if (resource === 'accounts' && method === 'POST' && !id)
        return idempotent(request, () => createAccount(params));
      if (resource === 'accounts' && method === 'GET' && id) {
        const account = accounts.get(id);
        return account
          ? { status: 200, body: account }
          : stripeError(404, 'invalid_request_error', `No such account: '${id}'`, {
              code: 'resource_missing',
              param: 'account',
            });
      }
      if (resource === 'account_links' && method === 'POST')
        return idempotent(request, () => createAccountLink(params));
      if (resource === 'checkout' && id === 'sessions') {
        if (method === 'POST' && !sub && params.get('mode') === 'payment')
          return idempotent(request, () => createPaymentSession(params));
        const session = sub ? sessions.get(sub) : undefined;
        if (method === 'GET' && session)
          return { status: 200, body: publicSession(session, expansions(params)) };
        return null;
      }
      if (resource === 'transfers' && method === 'POST' && !id)
        return idempotent(request, () => createTransfer(params));
      if (resource === 'refunds' && method === 'POST' && !id)
        return idempotent(request, () => createRefund(params));
      return null;
    },

    completeOnboarding(accountId) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`The local Stripe has no account ${accountId}`);
      Object.assign(account, {
        capabilities: { transfers: 'active' },
        payouts_enabled: true,
        details_submitted: true,
        requirements: {
          ...(account.requirements as Json),
          currently_due: [],
          eventually_due: [],
          past_due: [],
          disabled_reason: null,
        },
      });
    },

    payCheckoutSession(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`The local Stripe has no payment checkout ${sessionId}`);
      const amount = session.amount_total as number;
      const intentId = nextId('pi');
      const charge = {
        id: nextId('ch'),
        object: 'charge',
        amount,
        amount_captured: amount,
        amount_refunded: 0,
        captured: true,
        created: nowS(),
        currency: session.currency,
        paid: true,
        payment_intent: intentId,
        refunded: false,
        status: 'succeeded',
        transfer_group: session.intentData.transfer_group,
      };
      charges.set(charge.id, charge);
      intents.set(intentId, {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: amount,
        created: charge.created,
        currency: session.currency,
        ...session.intentData,
        latest_charge: charge.id,
        status: 'succeeded',
      });
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: intentId,
      });
      return { paymentIntentId: intentId, chargeId: charge.id };
    },

    expireCheckoutSession(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`The local Stripe has no payment checkout ${sessionId}`);
      Object.assign(session, { status: 'expired', url: null });
    },
  };
}
