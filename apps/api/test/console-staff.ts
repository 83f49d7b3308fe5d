import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { mailOutbox } from '../src/db/schema/mail';

const PASSWORD = 'a long staff passphrase';

let address = 0;
/** A request to the console from an address of its own, so sign-in limits never trip. */
export function consoleCall(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  options: { cookie?: string; payload?: object; headers?: Record<string, string> } = {},
) {
  address += 1;
  return app.inject({
    method,
    url,
    remoteAddress: `10.72.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

export interface SignedInStaff {
  id: string;
  email: string;
  cookie: string;
}

/** A staff member through the whole first sign-in: invitation, password, TOTP. */
async function onboard(app: FastifyInstance, link: string): Promise<SignedInStaff> {
  const token = link.split('/admin/invitation/')[1]!;
  const accepted = await consoleCall(app, 'POST', '/api/admin/auth/invitation', {
    payload: { token, password: PASSWORD },
  });
  if (accepted.statusCode !== 200) throw new Error(`invitation: ${accepted.body}`);
  const setup = accepted.json().data;
  const done = await consoleCall(app, 'POST', '/api/admin/auth/totp', {
    payload: {
      challenge: setup.challenge,
      code: await generate({ secret: setup.secret, epoch: Math.floor(Date.now() / 1000) }),
    },
  });
  if (done.statusCode !== 200) throw new Error(`totp: ${done.body}`);
  const cookie = done.cookies.find((c) => c.name === 'tm_staff')!;
  return { id: done.json().data.staff._id, email: '', cookie: `tm_staff=${cookie.value}` };
}

let serial = 0;

/** An admin made as the command line makes the first one, signed in. */
export async function signInAdmin(app: FastifyInstance): Promise<SignedInStaff> {
  serial += 1;
  const email = `admin-${serial}-${Date.now()}@trademate.com.au`;
  const { link } = await app.staff.createAdminFromCommandLine({ email, name: 'Priya Shah' });
  return { ...(await onboard(app, link)), email };
}

/** A support member an admin invited (the link read from the outbox), signed in. */
export async function signInSupport(
  app: FastifyInstance,
  admin: SignedInStaff,
): Promise<SignedInStaff> {
  serial += 1;
  const email = `support-${serial}-${Date.now()}@trademate.com.au`;
  const invited = await consoleCall(app, 'POST', '/api/admin/staff', {
    cookie: admin.cookie,
    payload: { email, name: 'Sam Lee', role: 'support', reason: 'New support hire' },
  });
  if (invited.statusCode !== 201) throw new Error(`invite: ${invited.body}`);
  const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const link = mail!.text.match(/https?:\/\/\S+\/admin\/invitation\/\S+/)![0];
  return { ...(await onboard(app, link)), email };
}
