import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { mailOutbox } from '../src/db/schema/mail';

export const STAFF_PASSWORD = 'a long staff passphrase';

let address = 0;

/** An address no console call has come from. */
export function freshConsoleAddress(): string {
  address += 1;
  return `10.72.${Math.floor(address / 250)}.${(address % 250) + 1}`;
}

/** A request to the console from an address of its own, so sign-in limits never trip. */
export function consoleCall(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: {
    cookie?: string;
    payload?: object;
    headers?: Record<string, string>;
    /** The address it comes from, when not a fresh one. */
    from?: string;
  } = {},
) {
  return app.inject({
    method,
    url,
    remoteAddress: options.from ?? freshConsoleAddress(),
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

/** `consoleCall` as a signed-in staff member (`who`), or as nobody (`null`). */
export function callAs(
  app: FastifyInstance,
  who: { cookie: string } | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return consoleCall(app, method, url, { cookie: who?.cookie, payload });
}

export interface SignedInStaff {
  id: string;
  email: string;
  name: string;
  secret: string;
  /** The `Cookie` header value of the staff session. */
  cookie: string;
  /** The paths the sign-in set the session's cookie for (decision 090). */
  cookiePaths: string[];
  recoveryCodes: string[];
  /** The staff device cookie's value the finished sign-in gave the browser (decision 055). */
  device: string;
  /** The address the sign-in was finished from: known to the account since. */
  address: string;
}

let next = 0;

/**
 * A staff member through the whole first sign-in, as the console does it: the invitation link's
 * token, a password, the authenticator set up with a real TOTP code (decision 030).
 */
export async function acceptStaffInvitation(
  app: FastifyInstance,
  link: string,
): Promise<SignedInStaff> {
  const token = link.split('/admin/invitation/')[1]!;
  const accepted = await consoleCall(app, 'POST', '/api/admin/auth/invitation', {
    payload: { token, password: STAFF_PASSWORD },
  });
  if (accepted.statusCode !== 200) throw new Error(`invitation: ${accepted.body}`);
  const setup = accepted.json().data as { challenge: string; secret: string };
  const code = await generate({ secret: setup.secret, epoch: Math.floor(Date.now() / 1000) });
  const from = freshConsoleAddress();
  const done = await consoleCall(app, 'POST', '/api/admin/auth/totp', {
    payload: { challenge: setup.challenge, code },
    from,
  });
  if (done.statusCode !== 200) throw new Error(`second step: ${done.body}`);
  const session = done.json().data;
  const cookie = done.cookies.find((c) => c.name === 'tm_staff')!;
  return {
    id: session.staff._id,
    email: session.staff.email,
    name: session.staff.name,
    secret: setup.secret,
    cookie: `tm_staff=${cookie.value}`,
    cookiePaths: done.cookies
      .filter((c) => c.name === 'tm_staff' && c.value === cookie.value)
      .map((c) => c.path ?? '/'),
    recoveryCodes: session.recoveryCodes,
    device: done.cookies.find((c) => c.name === 'tm_staff_device')!.value,
    address: from,
  };
}

/** A new admin, made as the command line makes one, signed in. */
export async function signInNewAdmin(app: FastifyInstance): Promise<SignedInStaff> {
  next += 1;
  const { link } = await app.staff.createAdminFromCommandLine({
    email: `admin-${next}-${Date.now()}@trademate.com.au`,
    name: 'Priya Shah',
  });
  return acceptStaffInvitation(app, link);
}

/** A support member invited by `admin` through the console, signed in. */
export async function signInNewSupport(
  app: FastifyInstance,
  admin: SignedInStaff,
  name = 'Sam Lee',
): Promise<SignedInStaff> {
  next += 1;
  const email = `support-${next}-${Date.now()}@trademate.com.au`;
  const invited = await consoleCall(app, 'POST', '/api/admin/staff', {
    cookie: admin.cookie,
    payload: { email, name, role: 'support', reason: 'Support hire' },
  });
  if (invited.statusCode !== 201) throw new Error(`invite: ${invited.body}`);
  // The link as the invited person gets it: in the invitation mail, still in the outbox or sent.
  const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const link = mail?.text.match(/https?:\/\/\S+\/admin\/invitation\/\S+/)?.[0];
  if (!link) throw new Error(`no invitation mail to ${email}`);
  return acceptStaffInvitation(app, link);
}
