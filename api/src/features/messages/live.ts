import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { DB } from '../../db/schema';
import type { StreamEventData, StreamEventName } from './stream-events';
import { toOffer, type OfferRow } from './deal-rows';

// Live delivery of conversation events to the open event streams of this API instance
// (docs/architecture.md §11). On PostgreSQL every instance LISTENs on one channel and a writer
// NOTIFYs it, so a message sent through one instance reaches streams open on any other. The
// embedded database has one instance by definition (it holds the data directory's lock), so
// events are delivered in-process there.

export const LIVE_CHANNEL = 'booknook_conversations';

/** A message as it is stored, with the conversation's members (to address and to compute from_me). */
export interface LiveMessage {
  id: number;
  conversation_id: number;
  body: string;
  from_seller: boolean;
  created_at: string;
  buyer_id: number | null;
  seller_id: number | null;
  /** An offer's message carries the offer as it was written (issue 37); absent for a text message. */
  kind?: 'text' | 'offer';
  offer?: OfferRow | null;
}

/** A stored message as member `memberId` is sent it (the API's Message shape). */
export function messageForMember(message: LiveMessage, memberId: number) {
  const role = memberId === message.seller_id ? 'seller' : 'buyer';
  return {
    id: message.id,
    conversation_id: message.conversation_id,
    body: message.body,
    from_me: (memberId === message.seller_id) === message.from_seller,
    created_at: message.created_at,
    kind: message.kind ?? 'text',
    offer: message.offer ? toOffer(message.offer, role) : null,
  };
}

export type LiveEvent =
  | { type: 'message'; message: LiveMessage }
  /** A message too long for a NOTIFY payload: each instance reads it. */
  | { type: 'message-ref'; message_id: number }
  /** A member read up to read_id: the other member's seen marks, and the reader's other tabs' unread counts. */
  | { type: 'read'; conversation_id: number; member_ids: number[]; reader_id: number; read_id: number }
  /** Something else about the conversation changed (a block): refetch it. */
  | { type: 'conversation'; conversation_id: number; member_ids: number[] }
  /** A member's notifications changed (a new one, or read in another tab): their bell refetches. */
  | { type: 'notifications'; member_id: number; notification_id: number | null }
  /** A member was suspended: their streams end on every instance now, not at the next heartbeat. */
  | { type: 'member-suspended'; member_id: number };

/** One open event stream of a member. */
export interface LiveStream {
  readonly userId: number;
  /** The session it was opened with: the stream ends when that session does. */
  readonly sessionTokenHash: string;
  /** The client's connection is closed (the stream still counts until it is ended). */
  readonly gone: boolean;
  /** Write one event; `id` becomes the stream's Last-Event-ID. */
  send<E extends StreamEventName>(event: E, data: StreamEventData<E>, id?: number): void;
  /** A comment line, so that proxies see traffic on an idle stream. */
  ping(): void;
  end(): void;
}

export type Admission = 'ok' | 'member-limit' | 'instance-limit';

/** PostgreSQL limits a NOTIFY payload to 8000 bytes; longer messages are sent by reference. */
const MAX_NOTIFY_BYTES = 7900;
const RECONNECT_MIN_MS = 500;
/** Session token hashes per query of a heartbeat. */
const SESSION_CHECK_BATCH = 1000;
const RECONNECT_MAX_MS = 15_000;

export interface LiveHubOptions {
  db: Kysely<DB>;
  /** The PostgreSQL server to LISTEN on; absent for the embedded database (in-process delivery). */
  listenUrl: string | undefined;
  log: FastifyBaseLogger;
  streamsPerMember: number;
  streamsPerInstance: number;
  heartbeatMs: number;
  /** Reads a message sent by reference. */
  loadMessage(id: number): Promise<LiveMessage | undefined>;
}

export class LiveHub {
  private readonly streams = new Map<number, Set<LiveStream>>();
  private openCount = 0;
  /** The LISTEN connection, connecting or connected; events of older ones are ignored. */
  private listener: pg.Client | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private reconnectDelay = RECONNECT_MIN_MS;
  private stopped = false;
  private heartbeatTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: LiveHubOptions) {}

  get openStreams(): number {
    return this.openCount;
  }

  /** Start listening (PostgreSQL). Resolves once the first LISTEN is in place, or after it failed (it retries). */
  async start(): Promise<void> {
    this.heartbeatTimer = setInterval(() => void this.heartbeat(), this.options.heartbeatMs);
    this.heartbeatTimer.unref();
    if (this.options.listenUrl) await this.connectListener();
  }

  /** End every stream (their clients reconnect, to another instance) and stop listening. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.heartbeatTimer);
    clearTimeout(this.reconnectTimer);
    for (const own of [...this.streams.values()]) for (const stream of [...own]) stream.end();
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
  }

  admit(userId: number): Admission {
    if (this.openCount >= this.options.streamsPerInstance) return 'instance-limit';
    if ((this.streams.get(userId)?.size ?? 0) >= this.options.streamsPerMember) return 'member-limit';
    return 'ok';
  }

  add(stream: LiveStream): void {
    let own = this.streams.get(stream.userId);
    if (!own) {
      own = new Set();
      this.streams.set(stream.userId, own);
    }
    own.add(stream);
    this.openCount += 1;
  }

  remove(stream: LiveStream): void {
    const own = this.streams.get(stream.userId);
    if (!own?.delete(stream)) return;
    this.openCount -= 1;
    if (own.size === 0) this.streams.delete(stream.userId);
  }

  /**
   * Tell every instance. Called after the change is committed; a failure here loses only the live
   * copy (the recipient sees the message on their next fetch), so it is logged, never thrown.
   */
  async publish(event: LiveEvent): Promise<void> {
    if (!this.options.listenUrl) {
      await this.deliver(event);
      return;
    }
    let payload = JSON.stringify(event);
    if (event.type === 'message' && Buffer.byteLength(payload) > MAX_NOTIFY_BYTES) {
      payload = JSON.stringify({ type: 'message-ref', message_id: event.message.id } satisfies LiveEvent);
    }
    try {
      await sql`SELECT pg_notify(${LIVE_CHANNEL}, ${payload})`.execute(this.options.db);
    } catch (error) {
      this.options.log.warn({ err: error }, 'could not publish a conversation event');
    }
  }

  private async deliver(event: LiveEvent): Promise<void> {
    if (event.type === 'message-ref') {
      const message = await this.options.loadMessage(event.message_id).catch(() => undefined);
      if (message) await this.deliver({ type: 'message', message });
      return;
    }
    if (event.type === 'message') {
      const { message } = event;
      for (const memberId of [message.buyer_id, message.seller_id]) {
        if (memberId !== null) this.sendTo(memberId, 'message', messageForMember(message, memberId), message.id);
      }
      return;
    }
    if (event.type === 'notifications') {
      this.sendTo(event.member_id, 'notifications', { notification_id: event.notification_id });
      return;
    }
    if (event.type === 'member-suspended') {
      for (const stream of [...(this.streams.get(event.member_id) ?? [])]) stream.end();
      return;
    }
    for (const memberId of event.member_ids) {
      if (event.type === 'read') {
        this.sendTo(memberId, 'read', {
          conversation_id: event.conversation_id,
          by_me: memberId === event.reader_id,
          read_id: event.read_id,
        });
      } else {
        this.sendTo(memberId, 'conversation', { conversation_id: event.conversation_id });
      }
    }
  }

  /**
   * Ping every stream, and end those whose session has ended (signed out, expired, ended
   * from another device, or its member suspended): one query per heartbeat for all of this instance's streams.
   */
  async heartbeat(): Promise<void> {
    // A stream whose client went without a 'close' reaching it frees its slot here, whatever the timing.
    for (const own of [...this.streams.values()]) for (const stream of [...own]) if (stream.gone) stream.end();
    const all = [...this.streams.values()].flatMap((own) => [...own]);
    if (all.length === 0) return;
    for (const stream of all) stream.ping();
    const hashes = [...new Set(all.map((stream) => stream.sessionTokenHash))];
    const alive = new Set<string>();
    try {
      for (let start = 0; start < hashes.length; start += SESSION_CHECK_BATCH) {
        // A suspended member's streams end too (features/admin/suspensions.ts).
        const rows = await this.options.db
          .selectFrom('sessions')
          .innerJoin('users', 'users.id', 'sessions.user_id')
          .select('sessions.token_hash')
          .where('sessions.token_hash', 'in', hashes.slice(start, start + SESSION_CHECK_BATCH))
          .where('sessions.expires_at', '>', new Date())
          .where((eb) => eb.or([eb('users.suspended_at', 'is', null), eb('users.suspended_until', '<=', new Date())]))
          .execute();
        for (const row of rows) alive.add(row.token_hash);
      }
    } catch {
      return; // The database is away: keep the streams; the next heartbeat checks again.
    }
    for (const stream of all) if (!alive.has(stream.sessionTokenHash)) stream.end();
  }

  private sendTo<E extends StreamEventName>(userId: number, name: E, data: StreamEventData<E>, id?: number): void {
    for (const stream of this.streams.get(userId) ?? []) stream.send(name, data, id);
  }

  /** Every stream may have missed events (the LISTEN connection was down): each client refetches. */
  private resyncAll(): void {
    for (const own of this.streams.values()) for (const stream of own) stream.send('resync', {});
  }

  private async connectListener(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.listenUrl, keepAlive: true });
    this.listener = client;
    client.on('error', (error) => {
      this.options.log.warn({ err: error }, 'conversation events: the LISTEN connection failed; reconnecting');
      this.scheduleReconnect(client);
    });
    client.on('end', () => this.scheduleReconnect(client));
    client.on('notification', (notification) => {
      if (client !== this.listener || notification.channel !== LIVE_CHANNEL || !notification.payload) return;
      let event: LiveEvent;
      try {
        event = JSON.parse(notification.payload) as LiveEvent;
      } catch {
        return;
      }
      void this.deliver(event);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      this.options.log.warn({ err: error }, 'conversation events: cannot LISTEN yet; retrying');
      this.scheduleReconnect(client);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    const reconnected = this.reconnectDelay !== RECONNECT_MIN_MS;
    this.reconnectDelay = RECONNECT_MIN_MS;
    if (reconnected) this.resyncAll();
  }

  private scheduleReconnect(client: pg.Client): void {
    if (this.stopped || this.reconnectTimer || client !== this.listener) return;
    this.listener = undefined;
    client.removeAllListeners('end');
    void client.end().catch(() => undefined);
    const delay = this.reconnectDelay;
    this.reconnectDelay = Math.min(RECONNECT_MAX_MS, delay * 2);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.connectListener();
    }, delay);
    // Events may be missed from now until the LISTEN is back.
    this.resyncAll();
  }
}
