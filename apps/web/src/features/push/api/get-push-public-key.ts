import type { PushPublicKey } from '@trademate/shared/schemas/push';
import { api } from '@/lib/api';

const getPushPublicKeyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The server's VAPID public key, which the browser subscribes with (`GET /push/public-key`). */
    getPushPublicKey: build.query<PushPublicKey, void>({ query: () => '/push/public-key' }),
  }),
});

export const { useLazyGetPushPublicKeyQuery } = getPushPublicKeyApi;
