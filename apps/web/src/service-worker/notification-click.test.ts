import { describe, expect, it } from 'vitest';
import {
  notificationTarget,
  openNotificationTarget,
  type AppWindow,
  type AppWindows,
} from './notification-click';

const origin = 'https://trademate.example';

/** The browser's windows as the service worker sees them, recording what the click did to them. */
function windowsOf(urls: string[]) {
  const calls: string[] = [];
  const windows: AppWindow[] = urls.map((url) => {
    const window: AppWindow = {
      url,
      focus: async () => {
        calls.push(`focus ${url}`);
        return window;
      },
      navigate: async (target) => {
        calls.push(`navigate ${url} -> ${target}`);
      },
    };
    return window;
  });
  const clients: AppWindows = {
    matchAll: async (options) => {
      expect(options).toEqual({ type: 'window', includeUncontrolled: true });
      return windows;
    },
    openWindow: async (target) => {
      calls.push(`open ${target}`);
    },
  };
  return { clients, calls };
}

describe('clicking a push', () => {
  it("focuses the app's open window and takes it to the page the push is about", async () => {
    const { clients, calls } = windowsOf([
      'https://elsewhere.example/page',
      `${origin}/jobRequests`,
    ]);
    await openNotificationTarget(clients, origin, { url: '/chats/c1' });
    expect(calls).toEqual([
      `focus ${origin}/jobRequests`,
      `navigate ${origin}/jobRequests -> ${origin}/chats/c1`,
    ]);
  });

  it('opens a new window on that page when the app is not open', async () => {
    const { clients, calls } = windowsOf(['https://elsewhere.example/page']);
    await openNotificationTarget(clients, origin, { url: '/myJobs/j1?from=push' });
    expect(calls).toEqual([`open ${origin}/myJobs/j1?from=push`]);
  });

  it('never leaves the app: another origin, a bad URL or no URL opens home', () => {
    expect(notificationTarget({ url: 'https://evil.example/phish' }, origin)).toBe(`${origin}/`);
    expect(notificationTarget({ url: '//evil.example/phish' }, origin)).toBe(`${origin}/`);
    expect(notificationTarget({ url: 'http://[bad' }, origin)).toBe(`${origin}/`);
    expect(notificationTarget({ url: 42 }, origin)).toBe(`${origin}/`);
    expect(notificationTarget(null, origin)).toBe(`${origin}/`);
    expect(notificationTarget({ url: '/notifications' }, origin)).toBe(`${origin}/notifications`);
  });
});
