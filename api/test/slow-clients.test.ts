import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { messages } from '../src/texts';
import { createTestApp, type TestApp } from './helpers/test-app';
import { DB_SETUP_TIMEOUT_MS } from './helpers/test-db';

// Issue 12.8: a client that sends its request slowly (a body trickling in, headers dribbled) is cut
// with 408 {"detail"} once REQUEST_TIMEOUT_SECONDS has passed, so it cannot hold a connection open.

const TIMEOUT_SECONDS = 1;

describe('slow clients', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp('pglite', { requestTimeoutSeconds: TIMEOUT_SECONDS });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  /** Sends `head`, then one byte of `trickle` every 100 ms; resolves with what the server answered and when it closed. */
  function slowRequest(head: string, trickle: string): Promise<{ response: string; closedAfterMs: number }> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect(port, '127.0.0.1');
      let response = '';
      let sent = 0;
      const timer = setInterval(() => {
        if (sent < trickle.length && socket.writable) socket.write(trickle[sent++]!);
      }, 100);
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        response += chunk;
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ response, closedAfterMs: Date.now() - started });
      });
      socket.on('connect', () => socket.write(head));
      setTimeout(() => {
        clearInterval(timer);
        socket.destroy();
        reject(new Error('the server kept the slow connection open'));
      }, 10_000).unref();
    });
  }

  it('cuts a request body that trickles in, with 408 and a JSON detail', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(200) });
    const { response, closedAfterMs } = await slowRequest(
      `POST /api/v1/users/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(response.slice(response.indexOf('\r\n\r\n') + 4)).toBe(JSON.stringify({ detail: messages.errors.requestTimeout }));
    expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_SECONDS * 1000 - 50);
    expect(closedAfterMs).toBeLessThan(TIMEOUT_SECONDS * 1000 + 2000);
  });

  it('cuts headers that dribble in', async () => {
    const { response, closedAfterMs } = await slowRequest('GET /api/v1/books/ HTTP/1.1\r\n', `X-Slow: ${'a'.repeat(100)}\r\n\r\n`);
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(TIMEOUT_SECONDS * 1000 + 2000);
  });

  it('answers oversized headers with 431 and a JSON detail', async () => {
    const { response } = await slowRequest(`GET /api/v1/books/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, '');
    expect(response).toMatch(/^HTTP\/1\.1 431 /);
    expect(response).toContain(JSON.stringify({ detail: messages.errors.headersTooLarge }));
  });

  it('serves a request that arrives in time', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/health/live`);
    expect(response.status).toBe(200);
  });
});
