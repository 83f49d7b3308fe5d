/**
 * What clicking a push does (decision 020), apart from the service worker so that it can be
 * tested: it opens the page the push is about, in the app's window if one is open (focused and
 * navigated there), else in a new one. Only app pages on this origin: anything else opens home.
 */

/** The parts of a `WindowClient` used here. */
export interface AppWindow {
  url: string;
  focus(): Promise<AppWindow>;
  navigate(url: string): Promise<unknown>;
}

/** The parts of the service worker's `Clients` used here. */
export interface AppWindows {
  matchAll(options: {
    type: 'window';
    includeUncontrolled: boolean;
  }): Promise<readonly AppWindow[]>;
  openWindow(url: string): Promise<unknown>;
}

/** The page a notification opens: its `data.url` on this origin, or the home page. */
export function notificationTarget(data: unknown, origin: string): string {
  const { url } = (data ?? {}) as { url?: unknown };
  const home = new URL('/', origin).href;
  if (typeof url !== 'string') return home;
  try {
    const target = new URL(url, origin);
    return target.origin === new URL(origin).origin ? target.href : home;
  } catch {
    return home;
  }
}

export async function openNotificationTarget(
  clients: AppWindows,
  origin: string,
  data: unknown,
): Promise<void> {
  const target = notificationTarget(data, origin);
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === new URL(origin).origin);
  if (open) {
    const focused = await open.focus();
    await focused.navigate(target);
    return;
  }
  await clients.openWindow(target);
}
