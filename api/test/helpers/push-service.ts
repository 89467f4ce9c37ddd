import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

// A stand-in for a browser vendor's push service, on loopback: it answers each path as told and decrypts what it
// receives with the browser's private key, as the browser would; and a browser's half of a subscription.

export interface TestBrowser {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
}
export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** How the service answers a path: a status (and Location for a redirect), or never. */
export type Answer = { status: number; location?: string } | 'never';

export class TestPushService {
  readonly received: ReceivedPush[] = [];
  private readonly answers = new Map<string, Answer>();
  private readonly server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      this.received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      const answer = this.answers.get(path) ?? { status: 201 };
      if (answer === 'never') return; // holds the connection open until the sender gives up
      response.writeHead(answer.status, answer.location ? { location: answer.location } : {}).end();
    });
  });

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  answer(path: string, answer: Answer): void {
    this.answers.set(path, answer);
  }

  /** A browser subscribed through this service at `path`, with its own key pair and secret. */
  browser(path: string): TestBrowser {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return {
      endpoint: `${this.origin}${path}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
      ecdh,
    };
  }

  /** The pushes received for a browser, decrypted as that browser would. */
  pushesFor<T>(browser: TestBrowser): T[] {
    const path = new URL(browser.endpoint).pathname;
    return this.received
      .filter((push) => push.path === path)
      .map(
        (push) =>
          JSON.parse(
            decrypt(push.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.keys.auth }).toString('utf8'),
          ) as T,
      );
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
