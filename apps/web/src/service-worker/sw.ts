/// <reference lib="webworker" />
/**
 * TradeMate's service worker (built by vite-plugin-pwa's injectManifest into /sw.js). It keeps the
 * app shell (the entry script and styles, the icons and the offline page) for fast and offline
 * starts, shows the offline page when a page cannot be loaded without a network, and shows web
 * pushes. The API, uploads and the socket always go to the network: nothing here answers them.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, NavigationRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { openNotificationTarget } from './notification-click';

declare const self: ServiceWorkerGlobalScope;

const OFFLINE_PAGE = '/offline.html';
const NETWORK_ONLY_PREFIXES = ['/api', '/uploads', '/socket.io'];

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** A page loads from the network (it is never stale); without one, the offline page shows. */
const pages = new NetworkOnly();
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
      }
    },
    { denylist: NETWORK_ONLY_PREFIXES.map((prefix) => new RegExp(`^${prefix}(/|$)`)) },
  ),
);

/** Hashed build files never change: the lazily loaded pages are kept once fetched. */
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/') &&
    request.method === 'GET',
  new CacheFirst({
    cacheName: 'trademate-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

function readPayload(event: PushEvent): PushPayload | null {
  try {
    const payload = event.data?.json() as Partial<PushPayload> | undefined;
    if (!payload?.title || typeof payload.url !== 'string') return null;
    return {
      title: payload.title,
      body: payload.body ?? '',
      url: payload.url,
      tag: payload.tag,
    };
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: payload.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    openNotificationTarget(self.clients, self.location.origin, event.notification.data),
  );
});
