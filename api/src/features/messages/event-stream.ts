import type { ServerResponse } from 'node:http';
import type { LiveStream } from './live';
import type { StreamEventData, StreamEventName } from './stream-events';

/** A slow reader whose unsent events pass this is cut off; it reconnects with Last-Event-ID and catches up. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

function eventFrame<E extends StreamEventName>(event: E, data: StreamEventData<E>, id: number | undefined): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * One member's Server-Sent Events stream on a hijacked response. Events published while the
 * stream is still being prepared (its replay loading) are held and written after it, in order.
 */
export class EventStream implements LiveStream {
  private held: string[] | undefined = [];
  private ended = false;

  constructor(
    readonly userId: number,
    readonly sessionTokenHash: string,
    private readonly response: ServerResponse,
    private readonly onEnd: () => void,
  ) {
    response.on('close', () => this.finish());
  }

  /**
   * The client has gone: its connection closed, possibly before this stream existed to hear of it
   * (while the session check waited on a busy database), so the 'close' event alone is not enough.
   */
  get gone(): boolean {
    const socket = this.response.socket;
    return this.ended || this.response.destroyed || this.response.closed || !socket || socket.destroyed;
  }

  /** Write the opening lines; events go out as they come after this. */
  open(retryMs: number): void {
    this.response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx passes each event on at once rather than filling its buffer.
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      connection: 'keep-alive',
    });
    this.write(`retry: ${retryMs}\n\n`);
  }

  send<E extends StreamEventName>(event: E, data: StreamEventData<E>, id?: number): void {
    const frame = eventFrame(event, data, id);
    if (this.held) this.held.push(frame);
    else this.write(frame);
  }

  /** Write at once, ahead of any held events (the replay of what the client missed). */
  sendFirst<E extends StreamEventName>(event: E, data: StreamEventData<E>, id?: number): void {
    this.write(eventFrame(event, data, id));
  }

  /** Send the replay first, then what was held while it loaded. */
  release(): void {
    const held = this.held ?? [];
    this.held = undefined;
    for (const frame of held) this.write(frame);
  }

  ping(): void {
    if (!this.held) this.write(': ping\n\n');
  }

  end(): void {
    if (this.ended) return;
    this.response.end();
    this.finish();
  }

  private write(frame: string): void {
    if (this.ended) return;
    if (this.gone) {
      this.finish();
      return;
    }
    if (this.response.writableLength > MAX_BUFFERED_BYTES) {
      this.end();
      return;
    }
    this.response.write(frame);
  }

  private finish(): void {
    if (this.ended) return;
    this.ended = true;
    this.onEnd();
  }
}
