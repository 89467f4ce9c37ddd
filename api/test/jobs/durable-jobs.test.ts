import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/database';
import { messages } from '../../src/texts';
import { createTestApp, testConfig, type TestApp } from '../helpers/test-app';
import { TestMailbox } from '../helpers/mailbox';
import { DB_KINDS } from '../helpers/test-db';
import { createBook, listedBook, newMember } from '../helpers/world';

// Issue 25: delayed work goes through a durable queue in PostgreSQL (pg-boss): a job survives a
// restart of the API in the middle, and two API instances working the same queue send each mail once.

const onPostgres = DB_KINDS.includes('postgresql') ? it : it.skip;
const UNREAD_DELAY_S = 2;

describe('durable jobs on PostgreSQL', () => {
  let t: TestApp | undefined;
  let mailbox: TestMailbox;
  let smtpUrl: string;
  const extras: { app: FastifyInstance; database: Database }[] = [];

  beforeAll(async () => {
    mailbox = new TestMailbox();
    smtpUrl = await mailbox.start();
  });

  afterEach(async () => {
    for (const extra of extras.splice(0)) {
      await extra.app.close();
      await extra.database.close();
    }
    await t?.close();
    t = undefined;
  });

  afterAll(async () => {
    await mailbox.close();
  });

  /** Another API instance on the test's database, working the job queue. */
  async function worker(): Promise<FastifyInstance> {
    const database = await openDatabase({ databaseUrl: t!.testDb.url!, poolSize: 4 });
    const app = await buildApp({
      config: testConfig({
        dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-worker-')),
        smtpUrl,
        publicUrl: 'https://books.example',
        unreadEmailDelaySeconds: UNREAD_DELAY_S,
        jobPollSeconds: 0.5,
      }),
      database,
      runJobs: true,
    });
    await app.ready();
    extras.push({ app, database });
    return app;
  }

  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  onPostgres(
    'runs a job queued before the API restarted, once',
    async () => {
      t = await createTestApp('postgresql', { smtpUrl, unreadEmailDelaySeconds: UNREAD_DELAY_S });
      const buyer = await newMember(t, { first_name: 'Restart' });
      const seller = await newMember(t);
      const book = await listedBook(t, seller);
      const conversation = (await buyer.client.post('/api/v1/conversations/', { book_id: book })).json<{ id: number }>().id;
      await buyer.client.post(`/api/v1/conversations/${conversation}/messages/`, { body: 'Before the restart' });
      // The instance that queued it stops before the job is due; a new one starts and runs it.
      await t.app.close();
      await worker();
      await wait(UNREAD_DELAY_S * 1000 + 3000);
      const mail = await mailbox.next(seller.email, { subject: messages.mail.unreadSubject('Restart Verma'), timeoutMs: 10_000 });
      expect(mail.text).toContain('Before the restart');
      await wait(1500);
      expect(mailbox.received.filter((received) => received.subject?.startsWith('Restart'))).toHaveLength(0);
    },
    60_000,
  );

  onPostgres(
    'sends each mail once when two instances work the queue',
    async () => {
      t = await createTestApp('postgresql', { smtpUrl });
      const moderator = await newMember(t, { moderator: true });
      const seller = await newMember(t);
      const books: number[] = [];
      for (let i = 0; i < 12; i += 1) books.push(await createBook(t, seller, { name: `Twice Told ${i}` }));
      await Promise.all([worker(), worker()]);
      for (const book of books) {
        const { version } = (await moderator.client.get(`/api/v1/moderation/books/${book}/`)).json<{ version: number }>();
        await moderator.client.post(`/api/v1/moderation/books/${book}/accept/`, { version });
      }
      const subjects = new Set(books.map((_, i) => messages.mail.acceptedSubject(`Twice Told ${i}`)));
      const arrived = () => mailbox.received.filter((received) => received.subject !== undefined && subjects.has(received.subject));
      for (let waited = 0; arrived().length < books.length && waited < 20_000; waited += 250) await wait(250);
      await wait(2000);
      const counts = new Map<string, number>();
      for (const mail of arrived()) counts.set(mail.subject!, (counts.get(mail.subject!) ?? 0) + 1);
      expect(counts.size).toBe(books.length);
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
      mailbox.received.splice(0);
    },
    90_000,
  );
});
