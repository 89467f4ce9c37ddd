import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { EventStreamReader } from '../../helpers/event-stream';
import { newMember, type Member } from '../../helpers/world';
import type { LiveStream } from '../../../src/features/messages/live';

// Issue 24.1: an event stream whose client has gone frees its slot, whatever the timing. The
// attack: requests for /conversations/events/ whose sockets close right after the request is
// written, while the session check waits on a busy database (here: the sessions table locked).
// Before the fix each such request took a slot for good, so the member got 429 from then on and,
// with two such members, every other member got 503.

const MAX_EVENT_STREAMS = 20;
const ABORTED_PER_ATTACKER = 100;

describe.each(DB_KINDS)('event stream slots on %s', (kind) => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { maxEventStreams: MAX_EVENT_STREAMS });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  /** Write the request and close the socket at once, without waiting for any answer. */
  function abortedStreamRequest(member: Member): Promise<void> {
    const cookie = [...member.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `GET /api/v1/conversations/events/ HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\nCookie: ${cookie}\r\n\r\n`,
        );
        socket.destroy();
      });
      socket.on('error', () => undefined);
      socket.on('close', () => resolve());
    });
  }

  /** Until the count of open streams has not moved for `quietMs`. */
  async function settled(quietMs = 600): Promise<number> {
    let last = -1;
    let since = Date.now();
    for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
      const now = t.app.live.openStreams;
      if (now !== last) {
        last = now;
        since = Date.now();
      } else if (Date.now() - since >= quietMs) {
        return now;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return last;
  }

  it('frees the slot of every stream whose client left while the database was busy', async () => {
    const attackers = [await newMember(t), await newMember(t)];
    const victim = await newMember(t);

    // The database is busy: every session check waits until the lock is released.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.testDb.database.db.transaction().execute(async (trx) => {
      await sql`LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE`.execute(trx);
      locked();
      await released;
    });
    await isLocked;
    for (const attacker of attackers) {
      await Promise.all(Array.from({ length: ABORTED_PER_ATTACKER }, () => abortedStreamRequest(attacker)));
    }
    release();
    await holder;

    const left = await settled();
    console.log(
      `${kind}: ${attackers.length * ABORTED_PER_ATTACKER} stream requests closed while the database was busy; ` +
        `open streams afterwards: ${left} of ${MAX_EVENT_STREAMS}`,
    );
    expect(left).toBe(0);

    const victimStream = await EventStreamReader.open(port, victim.client);
    const attackerStream = await EventStreamReader.open(port, attackers[0]!.client);
    try {
      expect(victimStream.status).toBe(200);
      expect(attackerStream.status).toBe(200);
      await victimStream.next((event) => event.event === 'ready');
    } finally {
      victimStream.close();
      attackerStream.close();
    }
  }, 60_000);

  it('ends, at the next heartbeat, a stream whose client is gone without a close event', async () => {
    const member = await newMember(t);
    let ended = false;
    const ghost: LiveStream = {
      userId: member.id,
      sessionTokenHash: 'no-such-session',
      gone: true,
      send: () => undefined,
      ping: () => undefined,
      end: () => {
        ended = true;
        t.app.live.remove(ghost);
      },
    };
    t.app.live.add(ghost);
    expect(t.app.live.openStreams).toBe(1);
    await t.app.live.heartbeat();
    expect(ended).toBe(true);
    expect(t.app.live.openStreams).toBe(0);
  });
});
