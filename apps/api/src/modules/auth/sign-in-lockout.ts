import type { FastifyInstance } from 'fastify';
import { createSignInLockout } from '../../lib/sign-in-lockout';

/** The HttpOnly cookie naming a browser that signed in to a customer's account. */
export const deviceCookie = 'signInDevice';

/** The customers' sign-in lockout (decision 013): the shared mechanism with their device cookie. */
export function createCustomerSignInLockout(app: FastifyInstance) {
  return createSignInLockout(app, {
    // The counts' names as they were before staff shared the mechanism, so none is forgotten.
    name: 'sign-in',
    deviceToken: 'device',
    deviceCookie,
    setDeviceCookie: (reply, token, maxAgeSeconds) =>
      reply.setAuthCookie(deviceCookie, token, maxAgeSeconds),
  });
}
