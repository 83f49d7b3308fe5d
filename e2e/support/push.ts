import { expect, type APIRequestContext } from '@playwright/test';

const pushServiceUrl = `http://127.0.0.1:${process.env.E2E_PUSH_HTTP_PORT ?? 2529}`;

/** What the app pushes (decision 020), as the local push service decrypted it. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

/**
 * Turns push on for a new "device" of the signed-in account `request` carries: a subscription at
 * the local push service (e2e/support/push-service.ts), saved as a browser saves its own
 * (`POST /api/push/subscriptions`). Returns the device's endpoint.
 */
export async function turnOnPush(request: APIRequestContext): Promise<string> {
  const subscription = (await (
    await fetch(`${pushServiceUrl}/devices`, { method: 'POST' })
  ).json()) as { endpoint: string };
  const saved = await request.post('/api/push/subscriptions', { data: subscription });
  expect(saved.status(), await saved.text()).toBe(201);
  return subscription.endpoint;
}

/**
 * Waits until the local push service has received and decrypted a push for the device whose
 * payload opens `url`, and returns that payload. The pushes leave from the app's push outbox after
 * the change that caused them commits, so this waits on what arrives, generously.
 */
export async function pushTo(endpoint: string, url: string): Promise<PushPayload> {
  let found: PushPayload | undefined;
  await expect
    .poll(
      async () => {
        const pushes = (await (await fetch(`${pushServiceUrl}/pushes`)).json()) as {
          endpoint: string;
          payload: PushPayload;
        }[];
        found = pushes.find(
          (push) => push.endpoint === endpoint && push.payload.url === url,
        )?.payload;
        return found !== undefined;
      },
      { message: `a push to open ${url}`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}
