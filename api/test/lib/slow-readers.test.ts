import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { CONNECTION_LIMITS } from '../../src/limits';
import { messages } from '../../src/texts';
import { LocalStorage, SERVED_MEDIA_DIR } from '../../src/storage/local';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { DB_SETUP_TIMEOUT_MS } from '../helpers/test-db';

// Issue 24.2: connections that pipeline requests and never read the answers stayed open for ever
// (300 of them took the API from 663 to 920 MB and a health check to 2 s). Now a socket without
// progress either way is closed after SOCKET_IDLE_TIMEOUT_SECONDS, a connection with more than
// CONNECTION_LIMITS.maxPipelined requests in flight is cut, and one client network may hold at
// most MAX_CONNECTIONS_PER_CLIENT connections.

const IDLE_SECONDS = 1;
const PER_CLIENT = 40;
const SLOW_READERS = 30;

interface Connection {
  socket: net.Socket;
  received: number;
  firstBytes: string;
  closedAfterMs: Promise<number>;
}

describe('clients that do not read', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    // trustProxy off: the test's loopback connections count as a client's, not as nginx's.
    t = await createTestApp('pglite', {
      socketIdleTimeoutSeconds: IDLE_SECONDS,
      maxConnectionsPerClient: PER_CLIENT,
      trustProxy: false,
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  /** Open a connection, write `requests`, and never read (the socket is paused). */
  function connect(requests: string): Promise<Connection> {
    return new Promise((resolve) => {
      const started = Date.now();
      const socket = net.connect(port, '127.0.0.1');
      let resolveClosed!: (ms: number) => void;
      const connection: Connection = {
        socket,
        received: 0,
        firstBytes: '',
        closedAfterMs: new Promise((done) => (resolveClosed = done)),
      };
      socket.on('error', () => undefined);
      socket.on('close', () => resolveClosed(Date.now() - started));
      socket.on('connect', () => {
        if (requests) socket.write(requests);
        resolve(connection);
      });
    });
  }

  async function healthLatencies(count: number): Promise<number[]> {
    const latencies: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/health/live`);
      expect(response.status).toBe(200);
      latencies.push(performance.now() - started);
    }
    return latencies;
  }

  it('closes pipelining connections that never read, while health keeps answering', async () => {
    // Each answer is a 4 MB file: more than the kernel's buffers of a socket nobody reads hold, so
    // the server's writes stall with answers still in its memory.
    const media = t.app.storage;
    if (!(media instanceof LocalStorage)) throw new Error('this test serves a file from the local store');
    const dir = path.join(media.mediaDir, SERVED_MEDIA_DIR);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, 'large.bin'), randomBytes(4 * 1024 * 1024));
    const batch = `GET /media/${SERVED_MEDIA_DIR}/large.bin HTTP/1.1\r\nHost: localhost\r\n\r\n`.repeat(CONNECTION_LIMITS.maxPipelined);
    const readers = await Promise.all(
      Array.from({ length: SLOW_READERS }, async () => {
        const connection = await connect(batch);
        connection.socket.pause();
        return connection;
      }),
    );
    const started = Date.now();
    while (t.app.connections.connectionsOf('127.0.0.1') < SLOW_READERS && Date.now() - started < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(t.app.connections.connectionsOf('127.0.0.1')).toBe(SLOW_READERS);
    const latencies = await healthLatencies(20);
    // The server closes them; a paused client would only notice when it reads, so count on the server. How fast is
    // logged, not asserted (a loaded machine stretches it): without the idle timeout they would never close.
    while (t.app.connections.connectionsOf('127.0.0.1') > 0 && Date.now() - started < 50_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const slowest = Date.now() - started;
    expect(t.app.connections.connectionsOf('127.0.0.1')).toBe(0);
    for (const reader of readers) reader.socket.destroy();
    latencies.sort((a, b) => a - b);
    console.log(
      `${SLOW_READERS} connections pipelining requests for 4 MB answers and never reading: ` +
        `all closed by the server within ${(slowest / 1000).toFixed(1)} s (idle timeout ${IDLE_SECONDS} s); ` +
        `health meanwhile p50 ${latencies[10]!.toFixed(1)} ms, max ${latencies[19]!.toFixed(1)} ms`,
    );
  }, 60_000);

  it('closes a connection that sits idle', async () => {
    const idle = await connect('');
    const closedAfterMs = await idle.closedAfterMs;
    // Not before the timeout; that it closes at all is the test's own timeout.
    expect(closedAfterMs).toBeGreaterThanOrEqual(IDLE_SECONDS * 1000 - 100);
  }, 30_000);

  it(`cuts a connection with more than ${CONNECTION_LIMITS.maxPipelined} requests in flight`, async () => {
    const flood = await connect(`GET /api/v1/books/ HTTP/1.1\r\nHost: localhost\r\n\r\n`.repeat(200));
    flood.socket.pause();
    const closedAfterMs = await flood.closedAfterMs;
    // Cut on arrival, long before the idle timeout.
    expect(closedAfterMs).toBeLessThan(IDLE_SECONDS * 1000);
  });

  it(`answers a client's connection beyond ${PER_CLIENT} with 429 and a JSON detail`, async () => {
    const held = await Promise.all(Array.from({ length: PER_CLIENT }, () => connect('')));
    const extra = await connect('');
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      extra.socket.setEncoding('utf8');
      extra.socket.on('data', (chunk: string) => (text += chunk));
      extra.socket.on('close', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 429 /);
    expect(answer.slice(answer.indexOf('\r\n\r\n') + 4)).toBe(JSON.stringify({ detail: messages.errors.tooManyConnections }));
    expect(t.app.connections.connectionsOf('127.0.0.1')).toBe(PER_CLIENT);
    for (const connection of held) connection.socket.destroy();
    await Promise.all(held.map((connection) => connection.closedAfterMs));
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/health/live`);
    expect(response.status).toBe(200);
  });
});
