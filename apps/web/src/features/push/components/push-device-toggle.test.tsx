import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { fail, ok, recordRequests, server } from '@/testing/api-server';
import { renderRoute } from '@/testing/render';
import { PushDeviceToggle } from './push-device-toggle';

const m = messages.push;
const publicKey = `B${'A'.repeat(86)}`;
const subscriptionsPath = '/api/push/subscriptions';

/**
 * The browser's side, which jsdom lacks: a service worker registration whose push manager holds
 * at most one subscription, and the notification permission. Only the API is answered by MSW.
 */
class FakeBrowser {
  permission: NotificationPermission = 'default';
  /** What the permission prompt answers. */
  promptAnswer: NotificationPermission = 'granted';
  subscription: FakeSubscription | null = null;
  subscribedWith: Uint8Array | null = null;
  hasRegistration = true;

  install() {
    const registration = {
      pushManager: {
        getSubscription: async () => this.subscription,
        subscribe: async (options: { applicationServerKey: Uint8Array }) => {
          this.subscribedWith = options.applicationServerKey;
          this.subscription = new FakeSubscription(this);
          return this.subscription;
        },
      },
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => (this.hasRegistration ? registration : undefined) },
    });
    Object.defineProperty(window, 'PushManager', { configurable: true, value: class {} });
    const notification = {
      requestPermission: async () => {
        this.permission = this.promptAnswer;
        return this.permission;
      },
    };
    Object.defineProperty(notification, 'permission', { get: () => this.permission });
    Object.defineProperty(window, 'Notification', { configurable: true, value: notification });
  }

  uninstall() {
    for (const [target, key] of [
      [navigator, 'serviceWorker'],
      [window, 'PushManager'],
      [window, 'Notification'],
    ] as const) {
      Reflect.deleteProperty(target, key);
    }
  }
}

class FakeSubscription {
  endpoint = 'https://push.example.net/send/device-1';
  constructor(private readonly browser: FakeBrowser) {}
  toJSON() {
    return {
      endpoint: this.endpoint,
      expirationTime: null,
      keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) },
    };
  }
  async unsubscribe() {
    this.browser.subscription = null;
    return true;
  }
}

let browser: FakeBrowser;
beforeEach(() => {
  browser = new FakeBrowser();
  browser.install();
});
afterEach(() => {
  cleanup();
  browser.uninstall();
});

const device = { _id: 'd1', deviceLabel: 'Chrome on Linux', createdAt: '2026-11-23T10:00:00.000Z' };

function renderToggle() {
  const sent = recordRequests();
  renderRoute(<PushDeviceToggle />);
  return sent;
}

describe('PushDeviceToggle', () => {
  it('asks permission, subscribes with the server key and saves the subscription', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/push/public-key', () => ok({ publicKey })),
      http.post(subscriptionsPath, () => ok(device, m.subscriptionSaved, 201)),
    );
    const sent = renderToggle();

    const toggle = await screen.findByRole('switch', { name: m.deviceToggleLabel });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);

    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(screen.getByText(m.deviceOn)).toBeInTheDocument();
    expect(browser.subscribedWith).toHaveLength(65);
    expect(browser.subscribedWith?.[0]).toBe(4);
    expect(await sent.bodiesOf(`POST ${subscriptionsPath}`)).toEqual([
      browser.subscription?.toJSON(),
    ]);
  });

  it('removes the subscription from the server and the browser when turned off', async () => {
    const user = userEvent.setup();
    browser.permission = 'granted';
    browser.subscription = new FakeSubscription(browser);
    const endpoint = browser.subscription.endpoint;
    server.use(
      // On opening, the browser's subscription is saved for whoever is signed in here.
      http.post(subscriptionsPath, () => ok(device, m.subscriptionSaved, 201)),
      http.delete(subscriptionsPath, () => ok(undefined, m.subscriptionRemoved)),
    );
    const sent = renderToggle();

    const toggle = await screen.findByRole('switch', { name: m.deviceToggleLabel });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    await user.click(toggle);

    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(browser.subscription).toBeNull();
    expect(await sent.bodiesOf(`DELETE ${subscriptionsPath}`)).toEqual([{ endpoint }]);
  });

  it('stays off and says so when the permission prompt is dismissed', async () => {
    const user = userEvent.setup();
    browser.promptAnswer = 'default';
    const sent = renderToggle();

    const toggle = await screen.findByRole('switch', { name: m.deviceToggleLabel });
    await user.click(toggle);

    expect(await screen.findByText(m.permissionDismissed)).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(sent.keys()).toEqual([]);
  });

  it('explains how to allow notifications once the browser blocks them', async () => {
    const user = userEvent.setup();
    browser.promptAnswer = 'denied';
    renderToggle();

    await user.click(await screen.findByRole('switch', { name: m.deviceToggleLabel }));

    expect(await screen.findByText(m.denied)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('says notifications are blocked when they already are, without a switch', async () => {
    browser.permission = 'denied';
    renderToggle();
    expect(await screen.findByText(m.denied)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('says the browser cannot push when it has no push support', async () => {
    browser.uninstall();
    renderToggle();
    expect(await screen.findByText(m.unsupported)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it("shows the server's refusal, and takes the browser's subscription back", async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/push/public-key', () => ok({ publicKey })),
      http.post(subscriptionsPath, () => fail(400, 'VALIDATION', m.endpointInvalid)),
    );
    renderToggle();

    const toggle = await screen.findByRole('switch', { name: m.deviceToggleLabel });
    await user.click(toggle);

    expect(await screen.findByText(m.endpointInvalid)).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(browser.subscription).toBeNull();
  });
});
