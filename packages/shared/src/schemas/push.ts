import { z } from 'zod';
import * as messages from '../messages';

const m = messages.push;

/** How many bytes a base64url string holds, or -1 when it is not base64url. */
function base64UrlLength(value: string): number {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(value)) return -1;
  const unpadded = value.replace(/=+$/, '');
  if (unpadded.length % 4 === 1) return -1;
  return Math.floor((unpadded.length * 3) / 4);
}

/**
 * A browser's `PushSubscription.toJSON()`: the push service's endpoint (https: every push service
 * speaks it, and `web-push` sends nothing else) and the keys the payload is encrypted with (RFC 8291): an uncompressed P-256
 * point of 65 bytes and a 16-byte secret.
 */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: z
    .string({ error: m.endpointInvalid })
    .max(2048, { error: m.endpointInvalid })
    .pipe(z.url({ protocol: /^https$/, error: m.endpointInvalid })),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: z
        .string({ error: m.keyInvalid })
        .refine((key) => base64UrlLength(key) === 65 && key.startsWith('B'), {
          error: m.keyInvalid,
        }),
      auth: z
        .string({ error: m.authInvalid })
        .refine((key) => base64UrlLength(key) === 16, { error: m.authInvalid }),
    },
    { error: m.keyInvalid },
  ),
});
export type PushSubscriptionRequest = z.input<typeof pushSubscriptionRequestSchema>;

/** Which device to stop pushing to: its endpoint. */
export const deletePushSubscriptionRequestSchema = z.object({
  endpoint: z
    .string({ error: m.endpointInvalid })
    .min(1, { error: m.endpointInvalid })
    .max(2048, { error: m.endpointInvalid }),
});
export type DeletePushSubscriptionRequest = z.input<typeof deletePushSubscriptionRequestSchema>;

/** A device of the signed-in account that gets push notifications. */
export const pushDeviceSchema = z.object({
  _id: z.string(),
  deviceLabel: z.string(),
  createdAt: z.string(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

/** The server's VAPID public key (base64url), which browsers subscribe with. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/**
 * `POST /user/logout`'s optional body: the endpoint of this browser's push subscription, so that
 * signing out here also stops pushes to this device (decision 020). Without a body, as the spec's
 * clients send it, signing out works as before.
 */
export const logoutRequestSchema = z
  .object({
    pushEndpoint: z.string({ error: m.endpointInvalid }).max(2048, { error: m.endpointInvalid }),
  })
  .partial()
  .nullish();
