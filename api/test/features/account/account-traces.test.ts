import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { simpleParser } from 'mailparser';
import type { DB } from '../../../src/db/schema';
import { sha256Hex } from '../../../src/lib/tokens';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, TestClient, type TestApp } from '../../helpers/test-app';
import { createBook, listedBook, newMember } from '../../helpers/world';

// Issue 24.6: after an account is deleted nothing of it is left but what the other side of a
// conversation or a report keeps (docs: api/README "Accounts"): no row, no search word of its
// books, no mail file addressed to it, at any address it had.

/** Where, in any text column of any table, one of `needles` occurs (case-insensitively). */
async function textMentions(db: Kysely<DB>, needles: string[]): Promise<string[]> {
  const columns = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND data_type IN ('text', 'character varying')
    ORDER BY table_name, column_name`.execute(db);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    for (const needle of needles) {
      const rows = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM ${sql.table(table)}
        WHERE strpos(lower(${sql.ref(column)}), ${needle.toLowerCase()}) > 0`.execute(db);
      if (rows.rows[0]!.n > 0) found.push(`${table}.${column} ~ ${needle}`);
    }
  }
  return found;
}

/** Which columns that refer to users still hold `id`. */
async function idMentions(db: Kysely<DB>, id: number): Promise<string[]> {
  const columns = await sql<{ table_name: string; column_name: string }>`
    SELECT c.conrelid::regclass::text AS table_name, a.attname AS column_name
    FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
    WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass
    ORDER BY 1, 2`.execute(db);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    const rows = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${id}`.execute(db);
    if (rows.rows[0]!.n > 0) found.push(`${table}.${column}`);
  }
  const users = await sql<{ n: number }>`SELECT count(*)::int AS n FROM users WHERE id = ${id}`.execute(db);
  if (users.rows[0]!.n > 0) found.push('users.id');
  return found;
}

/** The token of the confirmation link mailed to `to`. */
async function confirmationToken(outbox: string, to: string): Promise<string> {
  for (const file of fs.readdirSync(outbox)) {
    const mail = await simpleParser(fs.readFileSync(path.join(outbox, file)));
    const token = /\/verify-email#token=([\w-]+)/.exec(mail.text ?? '')?.[1];
    if (token && !Array.isArray(mail.to) && mail.to?.text === to) return token;
  }
  throw new Error(`no confirmation link to ${to}`);
}

/** The addressees of the outbox's files. */
async function outboxRecipients(outbox: string): Promise<string[]> {
  if (!fs.existsSync(outbox)) return [];
  const recipients: string[] = [];
  for (const name of fs.readdirSync(outbox)) {
    const mail = await simpleParser(fs.readFileSync(path.join(outbox, name)));
    recipients.push(mail.to && !Array.isArray(mail.to) ? mail.to.text.toLowerCase() : '');
  }
  return recipients.sort();
}

/** Wait until the outbox holds `count` files (mail is written after the answer). */
async function outboxFiles(outbox: string, count: number): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (fs.existsSync(outbox) && fs.readdirSync(outbox).length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the outbox never held ${count} files`);
}

describe.each(DB_KINDS)('what a deleted account leaves on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  const db = () => t.testDb.database.db;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-traces-'));
    // Mail into DATA_DIR/outbox, and the rate limits on (a generous multiple), so that their rows exist too.
    t = await createTestApp(kind, { dataDir, smtpUrl: undefined, rateLimitMultiplier: 10 });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no row, word or mail file of the member, at any address they had; other members’ mail stays', async () => {
    const outbox = path.join(dataDir, 'outbox');
    const member = await newMember(t);
    const stayer = await newMember(t);
    const oldEmail = member.email;
    const newEmail = `moved_${member.username}@example.com`;
    await listedBook(t, member, { name: 'Farewell Quillotine', description: 'Notes on plenthorax.', latitude: 27.7, longitude: 85.3 });
    await createBook(t, member, { name: 'Unreviewed Brimblecomb', description: 'Never accepted: zantifrax.' });
    const theirs = await listedBook(t, stayer, { name: 'Shared Primer', description: 'Plenthorax for beginners.' });
    await member.client.post('/api/v1/bookmarks/', { book_id: theirs });
    await member.client.get(`/api/v1/books/${theirs}/contact/`);
    await new TestClient(t.app).post('/api/v1/users/login/', { email: oldEmail, password: 'a wrong password' });

    // Each member's confirmation link; mail at the first address (a reset link), then the move to the
    // second (its link goes to the new address, the notice of the change to the old one, a notice of a
    // password change to the new one), and one more for someone else.
    await outboxFiles(outbox, 2);
    await new TestClient(t.app).post('/api/v1/users/password-reset/', { email: oldEmail });
    await outboxFiles(outbox, 3);
    expect((await member.client.post('/api/v1/users/me/email/', { email: newEmail, password: member.password })).statusCode).toBe(200);
    await outboxFiles(outbox, 4);
    const confirmed = await new TestClient(t.app).post('/api/v1/users/verify-email/', { token: await confirmationToken(outbox, newEmail) });
    expect(confirmed.statusCode).toBe(200);
    await outboxFiles(outbox, 5);
    const newPassword = 'a brand new password';
    const changed = await member.client.post('/api/v1/users/me/password/', {
      current_password: member.password,
      new_password: newPassword,
    });
    expect(changed.statusCode).toBe(200);
    await new TestClient(t.app).post('/api/v1/users/password-reset/', { email: stayer.email });
    await outboxFiles(outbox, 7);
    expect(await outboxRecipients(outbox)).toEqual([newEmail, newEmail, oldEmail, oldEmail, oldEmail, stayer.email, stayer.email].sort());

    // A reset link asked for just before leaving: its file may be written after the answer.
    await new TestClient(t.app).post('/api/v1/users/password-reset/', { email: newEmail });
    // And a sign-in code (issue 36.1): its row names the address.
    expect((await new TestClient(t.app).post('/api/v1/users/email-code/', { email: newEmail })).statusCode).toBe(202);
    await outboxFiles(outbox, 9);
    expect((await member.client.delete('/api/v1/users/me/', { password: newPassword })).statusCode).toBe(200);

    expect(await outboxRecipients(outbox)).toEqual([stayer.email, stayer.email]);
    const words = await sql<{ word: string }>`SELECT word FROM search_words`.execute(db());
    const known = words.rows.map((row) => row.word);
    expect(known).toContain('plenthorax'); // the other member's book has it
    expect(known.filter((word) => ['quillotine', 'brimblecomb', 'zantifrax', 'farewell', 'unreviewed'].includes(word))).toEqual([]);
    expect(await idMentions(db(), member.id)).toEqual([]);
    const needles = [oldEmail, newEmail, member.username, sha256Hex(oldEmail.toLowerCase()), sha256Hex(newEmail.toLowerCase())];
    expect(await textMentions(db(), needles)).toEqual([]);
    const limits = await sql<{ bucket: string }>`SELECT bucket FROM rate_limits WHERE bucket LIKE ${`%:user:${member.id}`}`.execute(db());
    expect(limits.rows).toEqual([]);
  });
});
