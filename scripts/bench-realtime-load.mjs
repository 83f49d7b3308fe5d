// The load generator of the real-time bench (scripts/bench-realtime.mjs), in its own process so
// that its sockets cost the server nothing but theirs: Socket.IO clients over WebSocket, opened and
// timed on the bench's orders (IPC messages), one socket per signed-in user.
import { io } from 'socket.io-client';
import { answerOrders } from './bench-process.mjs';

/** @type {Map<string, import('socket.io-client').Socket>} every open socket, by its user's id */
const sockets = new Map();

function open(url, token) {
  return io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
    timeout: 60_000,
  });
}

/**
 * Opens a socket per user, at most `inFlight` handshakes at a time (as fast as the server
 * accepts them); the time from the first open to the last connect.
 */
async function connect({ url, users, inFlight }) {
  const started = performance.now();
  let next = 0;
  let failed = 0;
  let firstError = null;
  const worker = async () => {
    while (next < users.length) {
      const { id, token } = users[next++];
      const socket = open(url, token);
      const ok = await new Promise((resolve) => {
        socket.once('connect', () => resolve(true));
        socket.once('connect_error', (error) => {
          firstError ??= error.message;
          resolve(false);
        });
      });
      if (ok) sockets.set(id, socket);
      else {
        failed += 1;
        socket.close();
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return { connected: users.length - failed, failed, firstError, ms: performance.now() - started };
}

/**
 * One message at a time: its sender writes into the conversation through the API (instance A);
 * the time from sending the request to the recipient's socket (instance B) hearing the
 * notification it creates.
 */
async function latency({ apiBase, samples }) {
  const latencies = [];
  const responses = [];
  /** How long after the 201 the notification arrived (0 when it came first). */
  const afterResponse = [];
  let failures = 0;
  let firstError = null;
  for (const sample of samples) {
    const socket = sockets.get(sample.recipientId);
    if (!socket) throw new Error(`No socket for ${sample.recipientId}`);
    const link = `/chats/${sample.conversationId}`;
    let onEvent;
    const heard = new Promise((resolve) => {
      onEvent = (event) => {
        if (event.notification.link.endsWith(link)) resolve(performance.now());
      };
      socket.on('notifications', onEvent);
    });
    const sent = performance.now();
    const response = await fetch(`${apiBase}/api/chat/${sample.conversationId}/messages`, {
      method: 'POST',
      headers: { authorization: sample.senderToken, 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'Are you free on Thursday morning?' }),
    });
    const answered = performance.now();
    responses.push(answered - sent);
    if (response.status !== 201) {
      failures += 1;
      firstError ??= `${response.status} ${await response.text()}`;
      socket.off('notifications', onEvent);
      continue;
    }
    const timeout = new Promise((resolve) => setTimeout(() => resolve(null), 5_000));
    const received = await Promise.race([heard, timeout]);
    socket.off('notifications', onEvent);
    if (received === null) failures += 1;
    else {
      latencies.push(received - sent);
      afterResponse.push(Math.max(0, received - answered));
    }
  }
  return { latencies, responses, afterResponse, failures, firstError };
}

function closeAll() {
  for (const socket of sockets.values()) socket.close();
  sockets.clear();
  return { closed: true };
}

answerOrders({ connect, latency, closeAll });
