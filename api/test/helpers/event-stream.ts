import http from 'node:http';
import type { TestClient } from './test-app';

export interface StreamEvent {
  event: string;
  id: string | undefined;
  data: unknown;
}

/** A member's open /conversations/events/ stream on a listening app, read as parsed events. */
export class EventStreamReader {
  readonly events: StreamEvent[] = [];
  status = 0;
  headers: http.IncomingHttpHeaders = {};
  ended = false;
  private buffer = '';
  private waiters: (() => void)[] = [];
  private request: http.ClientRequest | undefined;

  /** Resolves once the response's status and headers have arrived. */
  static open(port: number, client: TestClient, headers: Record<string, string> = {}, query = ''): Promise<EventStreamReader> {
    const reader = new EventStreamReader();
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return new Promise((resolve, reject) => {
      reader.request = http.get(
        {
          host: '127.0.0.1',
          port,
          path: `/api/v1/conversations/events/${query}`,
          headers: { cookie, accept: 'text/event-stream', ...headers },
        },
        (response) => {
          reader.status = response.statusCode ?? 0;
          reader.headers = response.headers;
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => reader.take(chunk));
          response.on('end', () => reader.finish());
          response.on('close', () => reader.finish());
          resolve(reader);
        },
      );
      reader.request.on('error', (error) => {
        reader.finish();
        reject(error);
      });
    });
  }

  /** The whole body, for an error answer. */
  get text(): string {
    return this.buffer;
  }

  /** The first event (already received or still to come) that matches. */
  async next(match: (event: StreamEvent) => boolean, timeoutMs = 5000): Promise<StreamEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find(match);
      if (found) return found;
      if (this.ended) throw new Error(`stream ended; events: ${JSON.stringify(this.events)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms; events: ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Resolves when the server ends the stream. */
  async untilEnded(timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      if (Date.now() > deadline) throw new Error('the stream is still open');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 50);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.request?.destroy();
    this.finish();
  }

  private take(chunk: string): void {
    this.buffer += chunk;
    if (this.status !== 200) return;
    let end;
    while ((end = this.buffer.indexOf('\n\n')) !== -1) {
      const frame = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      let event = 'message';
      let id: string | undefined;
      const data: string[] = [];
      for (const line of frame.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'id') id = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0) this.events.push({ event, id, data: JSON.parse(data.join('\n')) as unknown });
    }
    this.wake();
  }

  private finish(): void {
    this.ended = true;
    this.wake();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}
