import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'kysely';
import type { ParsedMail } from 'mailparser';
import { RATE_LIMITS } from '../../../src/limits';
import { messages } from '../../../src/texts';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, TestClient, type TestApp } from '../../helpers/test-app';
import { TestMailbox } from '../../helpers/mailbox';
import { listedBook, newMember } from '../../helpers/world';
import { EMAIL_CODE } from '../../../src/features/users/limits';

// Issue 36.1, Continue with email: an address, then a 6-digit code mailed to it (or the mail's link)
// signs in, making the account, confirmed, when the address is new.

const C = messages.emailCode;
const API = '/api/v1/users/email-code';
let networks = 0;
let addresses = 0;

/** A client from a network of its own, so that per-network limits count only its test's requests. */
function freshNetwork(): string {
  networks += 1;
  return `203.0.${networks >> 8}.${networks & 255}`;
}

function freshAddress(tag = 'reader'): string {
  addresses += 1;
  return `${tag}${addresses}@example.com`;
}

const codeOf = (mail: ParsedMail) => /^(\d{6}) /.exec(mail.subject ?? '')?.[1] ?? '';
const tokenOf = (mail: ParsedMail) => /#token=([\w-]+)/.exec(mail.text ?? '')?.[1] ?? '';

describe.each(DB_KINDS)('continue with email on %s', (kind) => {
  let t: TestApp;
  let mailbox: TestMailbox;

  beforeAll(async () => {
    mailbox = new TestMailbox();
    const smtpUrl = await mailbox.start();
    t = await createTestApp(kind, { smtpUrl, publicUrl: 'https://books.example', rateLimitMultiplier: 1 });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  const client = (network = freshNetwork()) => new TestClient(t.app, { 'x-forwarded-for': network });

  /** The next code mail to `email` (a new member's confirmation link, mailed at sign-up, is passed over). */
  async function nextCodeMail(email: string, timeoutMs?: number): Promise<ParsedMail> {
    for (;;) {
      const mail = await mailbox.next(email, { timeoutMs });
      if (codeOf(mail) !== '') return mail;
    }
  }

  /** Ask for a code for `email` from `browser`; the mail that brings it. */
  async function codeMail(browser: TestClient, email: string): Promise<ParsedMail> {
    const asked = await browser.post(`${API}/`, { email });
    expect(asked.statusCode).toBe(202);
    return nextCodeMail(email);
  }

  it('answers the same 202 for an address with an account and one without, and mails both a code and a link', async () => {
    const member = await newMember(t);
    const browser = client();
    const unknown = freshAddress();
    const known = await browser.post(`${API}/`, { email: member.email });
    const fresh = await browser.post(`${API}/`, { email: unknown });
    expect(known.statusCode).toBe(202);
    expect(fresh.statusCode).toBe(202);
    expect(known.json()).toEqual({ detail: C.sent(member.email) });
    expect(fresh.json()).toEqual({ detail: C.sent(unknown) });
    const sent: string[] = [];
    for (const email of [member.email, unknown]) {
      const mail = await nextCodeMail(email);
      expect(codeOf(mail)).toMatch(/^\d{6}$/);
      expect(tokenOf(mail)).not.toBe('');
      expect(mail.text).toContain(`https://books.example/email-code#token=${tokenOf(mail)}`);
      sent.push(codeOf(mail), tokenOf(mail));
    }
    // Only HMACs are kept: neither a code nor a token is in the table.
    const rows = await t.testDb.database.db.selectFrom('email_codes').select(['code_hash', 'link_hash']).execute();
    const stored = JSON.stringify(rows);
    for (const secret of sent) expect(stored).not.toContain(secret);
  });

  it('makes a new address a confirmed member who can write to a seller at once, after asking for a name', async () => {
    const browser = client();
    const email = freshAddress('asha');
    const code = codeOf(await codeMail(browser, email));
    // Before the right code, a new address looks like any other: a wrong code is just wrong.
    const wrong = await browser.post(`${API}/verify/`, { email, code: code === '000000' ? '000001' : '000000' });
    expect(wrong.json()).toEqual({ detail: C.wrongCode, errors: { code: C.wrongCode } });
    const nameless = await browser.post(`${API}/verify/`, { email, code });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toEqual({ detail: C.nameNeeded, errors: { first_name: C.nameNeeded } });
    const made = await browser.post(`${API}/verify/`, { email, code, first_name: 'Asha', last_name: 'Gurung' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ email, first_name: 'Asha', last_name: 'Gurung', email_verified: true, phone_number: '' });
    expect(made.json<{ username: string }>().username).toMatch(/^asha-gurung-\d{4}$/);

    const seller = await newMember(t);
    const book = await listedBook(t, seller);
    expect((await browser.post('/api/v1/conversations/', { book_id: book })).statusCode).toBe(201);
    // No password: a password sign-in with anything fails as any wrong password does.
    const login = await client().post('/api/v1/users/login/', { email, password: 'booknook-timing-equaliser' });
    expect(login.statusCode).toBe(401);
  });

  it('makes `member-NNNN` of a name in another script', async () => {
    const browser = client();
    const email = freshAddress();
    const code = codeOf(await codeMail(browser, email));
    const made = await browser.post(`${API}/verify/`, { email, code, first_name: 'आशा' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ first_name: 'आशा', last_name: '' });
    expect(made.json<{ username: string }>().username).toMatch(/^member-\d{4}$/);
  });

  it('signs an existing member in, and the code works once', async () => {
    const member = await newMember(t);
    const browser = client();
    const code = codeOf(await codeMail(browser, member.email));
    const signedIn = await browser.post(`${API}/verify/`, { email: member.email.toUpperCase(), code });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ username: member.username });
    expect((await browser.get('/api/v1/users/me/')).json()).toMatchObject({ username: member.username });
    expect((await client().post(`${API}/verify/`, { email: member.email, code })).statusCode).toBe(400);
  });

  it(`allows ${EMAIL_CODE.maxTries} tries: the next fails even with the right code`, async () => {
    const member = await newMember(t);
    const browser = client();
    const code = codeOf(await codeMail(browser, member.email));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < EMAIL_CODE.maxTries; i += 1) {
      expect((await browser.post(`${API}/verify/`, { email: member.email, code: wrong })).json()).toEqual({
        detail: C.wrongCode,
        errors: { code: C.wrongCode },
      });
    }
    expect((await browser.post(`${API}/verify/`, { email: member.email, code })).statusCode).toBe(400);
    expect((await browser.post(`${API}/verify/`, { email: member.email, code: 'abc' })).json()).toMatchObject({
      errors: { code: C.codeFormat },
    });
  });

  it('refuses a code after 10 minutes, and keeps one live code per address', async () => {
    const member = await newMember(t);
    const browser = client();
    const old = codeOf(await codeMail(browser, member.email));
    await t.testDb.database.db
      .updateTable('email_codes')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('email_key', '=', member.email.toLowerCase())
      .execute();
    expect((await browser.post(`${API}/verify/`, { email: member.email, code: old })).statusCode).toBe(400);

    const first = codeOf(await codeMail(browser, member.email));
    const second = codeOf(await codeMail(browser, member.email));
    if (first !== second) expect((await browser.post(`${API}/verify/`, { email: member.email, code: first })).statusCode).toBe(400);
    expect((await browser.post(`${API}/verify/`, { email: member.email, code: second })).statusCode).toBe(200);
  });

  it(`mails an address at most ${RATE_LIMITS.emailCodeAccount.max} codes an hour, answering alike after`, async () => {
    const email = freshAddress();
    for (let i = 0; i < RATE_LIMITS.emailCodeAccount.max; i += 1) await codeMail(client(), email);
    const more = await client().post(`${API}/`, { email });
    expect(more.statusCode).toBe(202);
    expect(more.json()).toEqual({ detail: C.sent(email) });
    await expect(nextCodeMail(email, 1500)).rejects.toThrow();
  });

  it('answers a new address at a blocked domain alike, and mails it no code', async () => {
    await t.testDb.database.db.insertInto('blocked_email_domains').values({ domain: 'spam.example' }).execute();
    const email = `someone${(addresses += 1)}@mail.spam.example`;
    const asked = await client().post(`${API}/`, { email });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ detail: C.sent(email) });
    await expect(nextCodeMail(email, 1500)).rejects.toThrow();
  });

  it('takes over an address someone registered with a password and never confirmed: their password and sessions go', async () => {
    const squatter = await newMember(t, { verified: false });
    const owner = client();
    const code = codeOf(await codeMail(owner, squatter.email));
    expect((await owner.post(`${API}/verify/`, { email: squatter.email, code })).statusCode).toBe(200);
    expect((await owner.get('/api/v1/users/me/')).json()).toMatchObject({ email_verified: true });
    expect((await squatter.client.get('/api/v1/users/me/')).statusCode).toBe(401);
    const login = await client().post('/api/v1/users/login/', { email: squatter.email, password: squatter.password });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a suspended member with the reason, as password sign-in does', async () => {
    const member = await newMember(t);
    const reason = 'Selling counterfeit books';
    await t.testDb.database.db
      .updateTable('users')
      .set({ suspended_at: new Date(), suspension_reason: reason })
      .where('id', '=', member.id)
      .execute();
    const browser = client();
    const code = codeOf(await codeMail(browser, member.email));
    const refused = await browser.post(`${API}/verify/`, { email: member.email, code });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: messages.admin.suspended(reason, null) });
  });

  it('signs in once when the right code comes twice at once', async () => {
    const email = freshAddress();
    const code = codeOf(await codeMail(client(), email));
    const answers = await Promise.all(
      [client(), client(), client()].map((browser) => browser.post(`${API}/verify/`, { email, code, first_name: 'Bina' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400]);
    const { count } = await t.testDb.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where(sql<string>`lower(email)`, '=', email)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(1);
  });

  it('signs in the device that opens the mailed link, once', async () => {
    const email = freshAddress();
    const token = tokenOf(await codeMail(client(), email));
    const phone = client();
    expect((await phone.post(`${API}/link/`, { token })).json()).toEqual({ detail: C.nameNeeded, errors: { first_name: C.nameNeeded } });
    const made = await phone.post(`${API}/link/`, { token, first_name: 'Chandra' });
    expect(made.statusCode).toBe(201);
    expect((await phone.get('/api/v1/users/me/')).json()).toMatchObject({ email, email_verified: true });
    expect((await client().post(`${API}/link/`, { token })).json()).toEqual({ detail: C.invalidLink, errors: { token: C.invalidLink } });
  });

  it('carries the page the person was on in the link, so another device goes on there; never another site', async () => {
    const email = freshAddress();
    const browser = client();
    const asked = await browser.post(`${API}/`, { email, next: '/books/42?contact=seller' });
    expect(asked.statusCode).toBe(202);
    const mail = await nextCodeMail(email);
    expect(mail.text).toContain(`https://books.example/email-code#token=${tokenOf(mail)}&next=%2Fbooks%2F42%3Fcontact%3Dseller`);
    for (const next of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'books/42', '/books/4 2', `/${'a'.repeat(600)}`]) {
      const refused = await browser.post(`${API}/`, { email, next });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ detail: C.nextInvalid, errors: { next: C.nextInvalid } });
    }
  });

  it('asks a network over its free sign-ups for the puzzle on every code request, whatever the address', async () => {
    const network = freshNetwork();
    const member = await newMember(t);
    for (let i = 0; i < RATE_LIMITS.signupFree.max; i += 1) {
      const browser = client(network);
      const email = freshAddress();
      const code = codeOf(await codeMail(browser, email));
      expect((await browser.post(`${API}/verify/`, { email, code, first_name: 'Deepa' })).statusCode).toBe(201);
    }
    const P = messages.verification.challenge;
    const required = { detail: P.required, errors: { altcha: P.required } };
    expect((await client(network).post(`${API}/`, { email: member.email })).json()).toEqual(required);
    const email = freshAddress();
    expect((await client(network).post(`${API}/`, { email })).json()).toEqual(required);

    const puzzle = (await client(network).get('/api/v1/users/register/challenge/')).json<{ challenge: Challenge }>();
    const solution = await solveChallenge({ challenge: puzzle.challenge, deriveKey });
    const altcha = Buffer.from(JSON.stringify({ challenge: puzzle.challenge, solution })).toString('base64');
    const browser = client(network);
    expect((await browser.post(`${API}/`, { email, altcha })).statusCode).toBe(202);
    const code = codeOf(await nextCodeMail(email));
    // The puzzle solved for the code pays for the account it makes.
    expect((await browser.post(`${API}/verify/`, { email, code, first_name: 'Deepa' })).statusCode).toBe(201);
  }, 60_000);

  it('asks a member without a password for a fresh code, not a password, to delete the account or set a password', async () => {
    const browser = client();
    const email = freshAddress();
    const code = codeOf(await codeMail(browser, email));
    expect((await browser.post(`${API}/verify/`, { email, code, first_name: 'Gita' })).statusCode).toBe(201);
    const noCode = await browser.delete('/api/v1/users/me/', {});
    expect(noCode.json()).toEqual({ detail: C.codeNeeded, errors: { code: C.codeNeeded } });
    const password = 'a long new password';
    expect((await browser.post('/api/v1/users/me/password/', { code, new_password: password })).statusCode).toBe(400);
    const fresh = codeOf(await codeMail(browser, email));
    expect((await browser.post('/api/v1/users/me/password/', { code: fresh, new_password: password })).statusCode).toBe(200);
    expect((await client().post('/api/v1/users/login/', { email, password })).statusCode).toBe(200);
  });

  it('lets a member without a password change the email with a fresh code', async () => {
    const browser = client();
    const email = freshAddress();
    const code = codeOf(await codeMail(browser, email));
    expect((await browser.post(`${API}/verify/`, { email, code, first_name: 'Hari' })).statusCode).toBe(201);
    const moved = freshAddress();
    const refused = await browser.post('/api/v1/users/me/email/', { email: moved, password: 'not a password of theirs' });
    expect(refused.json()).toEqual({ detail: C.codeNeeded, errors: { code: C.codeNeeded } });
    const fresh = codeOf(await codeMail(browser, email));
    const changed = await browser.post('/api/v1/users/me/email/', { email: moved, code: fresh });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ user: { email, pending_email: moved } });
  });
});
