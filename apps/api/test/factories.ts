import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { UserType } from '@trademate/shared/constants/users';
import { hashPassword } from '../src/lib/passwords';
import { createUsersService } from '../src/modules/users/users.service';
import { createServicesRepository } from '../src/modules/services/services.repository';

export const TEST_PASSWORD = 'correct horse battery';

let passwordHash: Promise<string> | undefined;

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

/** An account straight in the database: verified unless told otherwise, offering one service. */
export async function createUser(
  app: FastifyInstance,
  options: { userType?: UserType; verified?: boolean; email?: string } = {},
): Promise<TestUser> {
  const userType = options.userType ?? 'client';
  const users = createUsersService(app.db);
  const offers = userType !== 'client';
  const serviceIds = offers ? [(await firstServiceId(app))!] : [];
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email =
    options.email ?? `${userType.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com.au`;
  const user = await users.createUser(
    {
      email,
      passwordHash: await passwordHash,
      userType,
      firstName: 'Sam',
      lastName: 'Nguyen',
      contactNumber: '0412345678',
      state: 'QLD',
      city: 'Brisbane',
    },
    serviceIds,
  );
  if (!user) throw new Error(`createUser: ${email} is taken`);
  if (options.verified ?? true) await users.markVerified(user.id);
  return { id: user.id, email, password: TEST_PASSWORD };
}

export async function firstServiceId(app: FastifyInstance): Promise<string | undefined> {
  const { rows } = await createServicesRepository(app.db).findPage({
    page: 1,
    limit: 1,
    popular: false,
    search: undefined,
  });
  return rows[0]?.id;
}

/** Signs in through the API; returns the session token. */
export async function signIn(
  app: FastifyInstance,
  user: { email: string; password: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`signIn failed: ${response.body}`);
  return response.json().data.token;
}
