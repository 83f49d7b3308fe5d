import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, Agent, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { generate } from 'selfsigned';

/** A push as the local push service received it, decrypted with the device's keys. */
export interface ReceivedPush {
  /** The device (subscription) it was for. */
  device: string;
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted payload, parsed. */
  payload: unknown;
}

/** A browser's subscription at the local push service, and the private key that reads its pushes. */
export interface LocalDevice {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  authSecret: Buffer;
}

export interface LocalPushService {
  /** An agent that trusts the service's self-signed certificate: what the sender goes through. */
  agent: Agent;
  received: ReceivedPush[];
  /** A new device: its own P-256 key pair and auth secret, as a browser makes them. */
  newDevice(): LocalDevice;
  /** Answers every push to `device` with `status` from now on (null: accept again with 201). */
  answer(device: LocalDevice, status: number | null): void;
  close(): Promise<void>;
}

export interface LocalPushServiceOptions {
  /** The port to listen on; any free one when not given. */
  port?: number;
  /**
   * The certificate (PEM) and its private key to serve; a fresh self-signed one for 127.0.0.1
   * when not given. The end-to-end run passes a fixed one that the app server trusts.
   */
  certificate?: { cert: string; private: string };
}

/**
 * A push service on 127.0.0.1 over HTTPS (web-push speaks nothing else): it takes the pushes a
 * sender makes (RFC 8030), decrypts each payload with the device's private key and auth secret
 * (RFC 8291, aes128gcm) as the browser would, and answers 201, or what the test set.
 */
export async function startLocalPushService({
  port: listenPort = 0,
  certificate: given,
}: LocalPushServiceOptions = {}): Promise<LocalPushService> {
  const certificate =
    given ??
    (await generate([{ name: 'commonName', value: '127.0.0.1' }], {
      keySize: 2048,
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
    }));
  const devices = new Map<string, LocalDevice>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];

  const server: Server = createServer(
    { key: certificate.private, cert: certificate.cert },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const id = (request.url ?? '').replace(/^\/push\//, '');
        const device = devices.get(id);
        const status = answers.get(id) ?? (device ? 201 : 404);
        if (device && status === 201) {
          const plain = decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: device.ecdh,
            authSecret: device.authSecret.toString('base64url'),
          });
          received.push({
            device: id,
            headers: request.headers,
            payload: JSON.parse(plain.toString('utf8')),
          });
        }
        response.writeHead(status).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ ca: certificate.cert });

  return {
    agent,
    received,
    newDevice() {
      const id = randomBytes(12).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const device: LocalDevice = {
        subscription: {
          endpoint: `https://127.0.0.1:${port}/push/${id}`,
          keys: {
            p256dh: ecdh.getPublicKey('base64url', 'uncompressed'),
            auth: authSecret.toString('base64url'),
          },
        },
        ecdh,
        authSecret,
      };
      devices.set(id, device);
      return device;
    },
    answer(device, status) {
      const id = device.subscription.endpoint.split('/').pop()!;
      if (status === null) answers.delete(id);
      else answers.set(id, status);
    },
    async close() {
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
