import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { clientNetwork } from './client-network';

// What one client can hold of an API instance (issue 24.2). Without these, a client that pipelines
// requests and never reads the answers kept each connection (and ~0.9 MB of answers) for ever, and
// one address could open as many connections as it liked:
// - a socket with no progress in either direction for SOCKET_IDLE_TIMEOUT_SECONDS is closed (Fastify's
//   connectionTimeout, Node's socket timeout: bytes read or handed to the kernel count; answers
//   piling up unread do not);
// - at most `maxPipelined` requests of one connection are in flight; a client sending more is cut
//   (browsers and nginx never pipeline, so only a misbehaving client ever meets this);
// - at most `maxPerClient` open connections per client network (an IPv4 address, an IPv6 /64);
//   addresses of trusted proxies (nginx) are not counted: the front door limits its own clients.

/** Fastify's trustProxy setting as the list proxy-addr compiles (true: every address, false: none). */
export function trustedProxies(trustProxy: boolean | string): string[] {
  if (trustProxy === true) return ['0.0.0.0/0', '::/0'];
  if (trustProxy === false) return [];
  return trustProxy.split(',').map((entry) => entry.trim());
}

export interface ConnectionGuardOptions {
  maxPipelined: number;
  maxPerClient: number;
  /** True for a proxy's address, whose connections carry many clients. */
  isTrustedProxy(address: string): boolean;
  /** The body of the answer to a connection over the per-client limit. */
  tooManyConnectionsBody: string;
}

export interface ConnectionGuard {
  /** Open connections counted per client network (for tests and metrics). */
  connectionsOf(address: string): number;
}

const inFlight = new WeakMap<Socket, number>();

export function guardConnections(app: FastifyInstance, options: ConnectionGuardOptions): ConnectionGuard {
  const server = app.server;
  const perClient = new Map<string, number>();
  // Node parses every request a client pipelined in one packet at once, even after the socket is
  // cut: the first hook skips those, so a flood of them costs no database work and no answers.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.raw.socket.destroyed) reply.hijack();
    done();
  });

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || options.isTrustedProxy(address)) return;
    const network = clientNetwork(address);
    const open = (perClient.get(network) ?? 0) + 1;
    if (open > options.maxPerClient) {
      const body = options.tooManyConnectionsBody;
      socket.end(
        `HTTP/1.1 429 ${http.STATUS_CODES[429]}\r\nContent-Type: application/json; charset=utf-8\r\nRetry-After: 10\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
      socket.destroySoon();
      return;
    }
    perClient.set(network, open);
    socket.once('close', () => {
      const left = (perClient.get(network) ?? 1) - 1;
      if (left > 0) perClient.set(network, left);
      else perClient.delete(network);
    });
  });

  // Before Fastify's own listener: a request past the limit must not be routed at all.
  server.prependListener('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const socket = request.socket;
    const count = (inFlight.get(socket) ?? 0) + 1;
    inFlight.set(socket, count);
    if (count > options.maxPipelined) {
      socket.destroy();
      return;
    }
    // 'close' comes once the answer is sent or the connection is gone, whichever is first.
    response.once('close', () => inFlight.set(socket, (inFlight.get(socket) ?? 1) - 1));
  });

  return { connectionsOf: (address) => perClient.get(clientNetwork(address)) ?? 0 };
}
