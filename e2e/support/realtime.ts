import type { Page, Response, WebSocket } from '@playwright/test';

/** The Socket.IO packet by which the server accepts a connection: CONNECT, with the session id. */
const CONNECT_ACCEPTED = '40{"sid"';

/**
 * Resolves once the page's real-time client is connected: the server's CONNECT answer has come,
 * by long polling (the client's first transport) or over the WebSocket. Call it before what opens
 * the connection (a sign-in, a page load), and await it before acting on live events.
 */
export function realtimeConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      page.off('response', onResponse);
      page.off('websocket', onSocket);
      resolve();
    };
    const onResponse = (response: Response) => {
      if (!response.url().includes('/socket.io/')) return;
      response.text().then(
        (body) => {
          if (body.includes(CONNECT_ACCEPTED)) done();
        },
        // A poll cut short by the upgrade or a navigation carries nothing to read.
        () => undefined,
      );
    };
    const onSocket = (socket: WebSocket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).startsWith(CONNECT_ACCEPTED)) done();
      });
    };
    page.on('response', onResponse);
    page.on('websocket', onSocket);
  });
}
