// The API under bench/messages.mjs, in a process of its own: opens the database (PGlite in a
// temporary directory, or DATABASE_URL), migrates it, writes the fixtures straight into it (members
// with session tokens, conversations), listens, and answers the bench over IPC ('memory': RSS and
// heap after a full garbage collection). Run with --expose-gc.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { benchMember } from './bench-fixtures.mjs';

const require = createRequire(import.meta.url);
const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'api', 'dist');
const { buildApp } = require(path.join(dist, 'app.js'));
const { loadConfig } = require(path.join(dist, 'config.js'));
const { openDatabase } = require(path.join(dist, 'db', 'database.js'));
const { migrate } = require(path.join(dist, 'db', 'migrator.js'));
const { issueCsrfToken } = require(path.join(dist, 'plugins', 'csrf.js'));

const recipients = Number(process.env.BENCH_RECIPIENTS ?? 200);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'booknook-bench-messages-'));
const databaseUrl = process.env.DATABASE_URL || undefined;
const database = await openDatabase({ databaseUrl, pgliteDataDir: databaseUrl ? undefined : path.join(dataDir, 'pglite'), poolSize: 10 });
await migrate(database.pool);
const { db } = database;

/** A member with a session: the cookies and CSRF header a client sends. */
async function member(name) {
  const { id, token } = await benchMember(db, name);
  const csrf = issueCsrfToken(token);
  return { id, cookie: `sessionid=${token}; csrftoken=${csrf}`, csrf };
}

const sender = await member('sender');
const fixtures = { sender: { cookie: sender.cookie, csrf: sender.csrf }, recipients: [] };
for (let i = 0; i < recipients; i += 1) {
  const recipient = await member(`reader${i}`);
  // A conversation about a book since deleted (book_id NULL): the fixture needs no listed book.
  const conversation = await db
    .insertInto('conversations')
    .values({ book_id: null, buyer_id: recipient.id, seller_id: sender.id, book_name: 'Bench', book_price: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  fixtures.recipients.push({ cookie: recipient.cookie, conversationId: conversation.id });
}

const config = {
  ...loadConfig({}),
  port: 0,
  host: '127.0.0.1',
  dataDir,
  databaseUrl,
  rateLimitMultiplier: 0,
  maxEventStreams: 100_000,
};
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });

process.on('message', (message) => {
  if (message === 'memory') {
    globalThis.gc?.();
    globalThis.gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    process.send({ memory: { rss, heapUsed, streams: app.live.openStreams } });
  } else if (message === 'stop') {
    void app
      .close()
      .then(() => database.close())
      .finally(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
  }
});
process.send({ ready: { port: app.server.address().port, fixtures } });
