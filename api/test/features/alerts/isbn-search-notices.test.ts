import fs from 'node:fs';
import path from 'node:path';
import { WANTED_MATCH_JOB } from '../../../src/features/listings/listing-events';
import { NOTIFICATION_MAIL_JOB } from '../../../src/features/notifications/notifier';
import { noticePushTexts as N } from '../../../src/features/notifications/texts';
import type { PushMessage } from '../../../src/features/push';
import { messages } from '../../../src/texts';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TestMailbox } from '../../helpers/mailbox';
import { TestPushService, type TestBrowser } from '../../helpers/push-service';
import { createBook, newMember, type Member } from '../../helpers/world';

// Issue 40: a saved search that is an ISBN alone has no words to quote, and a member may await several editions, so
// the notice of a copy listed names the search by its ISBN (as printed, with hyphens) on the bell, in the mail and in
// the push; a search with words and an ISBN is still named by its words.

const EDITION = { digits: '9780306406157', printed: '978-0-306-40615-7' };
const M = messages.mail;

describe.each(DB_KINDS)('the notice of a search by ISBN on %s', (kind) => {
  let t: TestApp;
  let mailbox: TestMailbox;
  let service: TestPushService;
  let dataDir: string;
  let moderator: Member;
  let paths = 0;

  beforeAll(async () => {
    mailbox = new TestMailbox();
    service = await new TestPushService().start();
    const smtpUrl = await mailbox.start();
    dataDir = fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'booknook-isbn-notice-'));
    t = await createTestApp(kind, { smtpUrl, dataDir, webPushAllowHttp: true });
    moderator = await newMember(t, { moderator: true });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
    await service.stop();
    await mailbox.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A member awaiting `search`, with one browser subscribed to the stand-in push service. */
  async function awaiting(search: Record<string, unknown>): Promise<{ member: Member; browser: TestBrowser }> {
    const member = await newMember(t);
    expect((await member.client.post('/api/v1/saved-searches/', search)).statusCode).toBe(201);
    paths += 1;
    const browser = service.browser(`/isbn-notice/${paths}`);
    const saved = await member.client.post('/api/v1/push/subscriptions/', { endpoint: browser.endpoint, keys: browser.keys });
    expect(saved.statusCode).toBe(201);
    return { member, browser };
  }

  async function bell(member: Member) {
    const list = await member.client.get('/api/v1/notifications/');
    return list.json<{ results: { kind: string; details: Record<string, unknown> }[] }>().results;
  }

  it('names a search by ISBN alone by its ISBN on the bell, in the mail and in the push; one with words by its words', async () => {
    const byIsbn = await awaiting({ isbn: EDITION.digits });
    const withWords = await awaiting({ name: 'quantum', isbn: EDITION.digits });
    const seller = await newMember(t);
    const name = 'Quantum Harmonies';
    const bookId = await createBook(t, seller, { name, isbn: EDITION.digits, price: 120 });
    const { version } = (await moderator.client.get(`/api/v1/moderation/books/${bookId}/`)).json<{ version: number }>();
    expect((await moderator.client.post(`/api/v1/moderation/books/${bookId}/accept/`, { version })).statusCode).toBe(200);
    await t.app.jobs.runDue(WANTED_MATCH_JOB);
    await t.app.jobs.runDue(NOTIFICATION_MAIL_JOB);

    expect(await bell(byIsbn.member)).toMatchObject([{ kind: 'wanted_listed', details: { search: '', isbn: EDITION.printed } }]);
    expect(await bell(withWords.member)).toMatchObject([{ kind: 'wanted_listed', details: { search: 'quantum', isbn: EDITION.printed } }]);

    const isbnMail = await mailbox.next(byIsbn.member.email, { subject: M.wantedIsbnSubject(EDITION.printed, name) });
    expect(isbnMail.text).toContain(M.wantedIsbnBody(name, 120, EDITION.printed));
    expect(isbnMail.text).not.toContain('“”');
    const wordsMail = await mailbox.next(withWords.member.email, { subject: M.wantedSubject(name, false) });
    expect(wordsMail.text).toContain(M.wantedBody(name, 120, 'quantum'));

    await t.app.push.idle();
    const wanted = (title: string): PushMessage => ({ title, body: N.wantedBody, url: `/books/${bookId}`, tag: `wanted-${bookId}` });
    expect(service.pushesFor<PushMessage>(byIsbn.browser)).toEqual([wanted(N.wantedIsbnTitle(EDITION.printed, name))]);
    expect(service.pushesFor<PushMessage>(withWords.browser)).toEqual([wanted(N.wantedTitle(name, false))]);
  });
});
