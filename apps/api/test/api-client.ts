import type { FastifyInstance } from 'fastify';
import type { UserType } from '@trademate/shared/constants/users';
import { createUser, setSubscription, type TestUser } from './factories';
import { signInFresh } from './job-fixtures';
import { callAs, consoleCall, signInNewAdmin, signInNewSupport, type SignedInStaff } from './staff';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A customer signed in through the API: their account and their session token. */
export type Person = TestUser & { firstName: string; token: string };

/** Who sends a request: a signed-in person, a session token, or nobody. */
export type Caller = { token: string } | string | null | undefined;

export interface CallOptions {
  /** More request headers (a staff `cookie`, a `user-agent`…). */
  headers?: Record<string, string>;
  /** The address the request comes from, when not one of its own. */
  from?: string;
}

let address = 0;

/** An address no earlier request came from, so the per-address limits never trip. */
export function freshAddress(): string {
  address += 1;
  return `10.90.${Math.floor(address / 250) % 256}.${(address % 250) + 1}`;
}

/** A state `setSubscription` puts a Professional subscription in. */
export type SubscriptionState = Parameters<typeof setSubscription>[2];

/** What `createUser` takes for one account. */
export type PersonOptions = NonNullable<Parameters<typeof createUser>[1]>;

export interface ApiClientOptions {
  /** What every `signedIn` account has unless the call says otherwise (a first name, say). */
  defaults?: PersonOptions;
  /** Tradies get an active Professional subscription, as a paying professional has. */
  paidTradies?: boolean;
}

/**
 * The API as the tests call it, through `app.inject` on the app `app` gives (a function, since
 * test apps are built in `beforeAll`): `call` for a customer (or nobody), each request from an
 * address of its own; `signedIn` for a new account signed in; `asStaff`, `consoleCall`,
 * `newAdmin` and `newSupport` for the console.
 */
export function apiClient(
  app: FastifyInstance | (() => FastifyInstance),
  { defaults = {}, paidTradies = false }: ApiClientOptions = {},
) {
  const instance = typeof app === 'function' ? app : () => app;

  /** A request from `who` (a person, a token, or nobody), with `payload` as its JSON body. */
  function call(
    method: Method,
    url: string,
    who?: Caller,
    payload?: unknown,
    options: CallOptions = {},
  ) {
    const token = typeof who === 'string' ? who : who?.token;
    return instance().inject({
      method,
      url,
      remoteAddress: options.from ?? freshAddress(),
      headers: { ...(token ? { authorization: token } : {}), ...options.headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  /**
   * A new account of this type, verified unless told otherwise, signed in; with the Professional
   * subscription in the state `plan` says, when it says one.
   */
  async function signedIn(
    userType: UserType = 'client',
    { plan, ...options }: PersonOptions & { plan?: SubscriptionState } = {},
  ): Promise<Person> {
    const on = instance();
    const firstName = options.firstName ?? defaults.firstName ?? 'Sam';
    const user = await createUser(on, { ...defaults, userType, ...options, firstName });
    const state = plan ?? (paidTradies && userType === 'tradie' ? 'active' : undefined);
    if (state) await setSubscription(on, user.id, state);
    return { ...user, firstName, token: await signInFresh(on, user) };
  }

  return {
    call,
    signedIn,
    /** A console request as a signed-in staff member (`who`), or as nobody (`null`). */
    asStaff: (who: SignedInStaff | null, method: Method, url: string, payload?: object) =>
      callAs(instance(), who, method, url, payload),
    /** A console request with its own cookie and headers, from an address of its own. */
    consoleCall: (method: Method, url: string, options?: Parameters<typeof consoleCall>[3]) =>
      consoleCall(instance(), method, url, options),
    /** A new admin, signed in to the console. */
    newAdmin: () => signInNewAdmin(instance()),
    /** A support member `admin` invited, signed in to the console. */
    newSupport: (admin: SignedInStaff, name?: string) => signInNewSupport(instance(), admin, name),
  };
}
