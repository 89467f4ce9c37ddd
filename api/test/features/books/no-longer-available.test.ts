import fs from 'node:fs';
import path from 'node:path';
import { WANTED_MATCH_JOB } from '../../../src/features/listings/listing-events';
import { NOTIFICATION_MAIL_JOB } from '../../../src/features/notifications/notifier';
import { messages } from '../../../src/texts';
import { TestMailbox } from '../../helpers/mailbox';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createBook, newMember, uploadImage, type Member } from '../../helpers/world';
import { bookTexts } from '../../../src/features/books/texts';

// Issue 35, point 4: wherever another member's book appears beside a member's own things (the bell's
// mail, conversations, the data export; the bell itself in notifications.test.ts), it is shown as the
// public sees it now. A seller's edit sends the book back to review: nobody but the seller (and the
// moderators) sees its new title or photo until a moderator accepts it.

const UNREVIEWED = 'UNMODERATED TITLE call 9812345678';

interface Conversation {
  book: { id: number | null; name: string; status: string; book_image: string | null };
}

describe.each(DB_KINDS)('books no longer available on %s', (kind) => {
  let t: TestApp;
  let mailbox: TestMailbox;
  let dataDir: string;
  let moderator: Member;

  beforeAll(async () => {
    mailbox = new TestMailbox();
    const smtpUrl = await mailbox.start();
    dataDir = fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'booknook-unavailable-'));
    t = await createTestApp(kind, { smtpUrl, publicUrl: 'https://books.example', dataDir });
    moderator = await newMember(t, { moderator: true });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
    await mailbox.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const accept = async (book: number) => {
    const { version } = (await moderator.client.get(`/api/v1/moderation/books/${book}/`)).json<{ version: number }>();
    expect((await moderator.client.post(`/api/v1/moderation/books/${book}/accept/`, { version })).statusCode).toBe(200);
  };

  /** The seller renames the book and puts a new photo first: it goes back to review. Returns the photo's id. */
  const renameWithPhoto = async (seller: Member, book: number) => {
    const photo = await uploadImage(t, seller);
    const edit = await seller.client.patch(`/api/v1/books/${book}/`, { name: UNREVIEWED, images: [photo] });
    expect(edit.json()).toEqual({ detail: bookTexts.updatedForReview });
    return /^books\/(.+)\.png$/.exec(photo)![1]!;
  };

  it('mails nothing about a wanted book that went back to review before its mail left', async () => {
    const [wanting, seller] = [await newMember(t), await newMember(t)];
    await wanting.client.post('/api/v1/saved-searches/', { name: 'quietly wanted quokka' });
    const book = await createBook(t, seller, { name: 'Quietly Wanted Quokka' });
    await accept(book);
    await t.app.jobs.runDue(WANTED_MATCH_JOB);
    await renameWithPhoto(seller, book);
    await t.app.jobs.runDue(NOTIFICATION_MAIL_JOB);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const wantedMail = [true, false].flatMap((near) => [
      messages.mail.wantedSubject(UNREVIEWED, near),
      messages.mail.wantedSubject('Quietly Wanted Quokka', near),
    ]);
    expect(mailbox.received.filter((mail) => wantedMail.includes(mail.subject ?? ''))).toEqual([]);
    // Accepted again, the member hears of it (once: the wanted notification exists already).
    await accept(book);
    expect((await wanting.client.get('/api/v1/notifications/')).json<{ results: { book: unknown }[] }>().results[0]?.book).toMatchObject({
      name: UNREVIEWED,
    });
  });

  it('keeps a conversation’s book as it was listed while an edit waits for review, for the buyer only', async () => {
    const [buyer, seller] = [await newMember(t), await newMember(t)];
    const book = await createBook(t, seller, { name: 'Reviewed Rubaiyat' });
    await accept(book);
    const started = await buyer.client.post('/api/v1/conversations/', { book_id: book });
    const id = started.json<{ id: number }>().id;
    const photo = await renameWithPhoto(seller, book);

    for (const url of ['/api/v1/conversations/', `/api/v1/conversations/${id}/`]) {
      const answer = await buyer.client.get(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('UNMODERATED');
      expect(answer.body).not.toContain(photo);
    }
    const seen = (await buyer.client.get(`/api/v1/conversations/${id}/`)).json<Conversation>();
    expect(seen.book).toMatchObject({ id: book, name: 'Reviewed Rubaiyat', status: 'unlisted', book_image: null });
    // Its seller sees their book as it is.
    const own = (await seller.client.get(`/api/v1/conversations/${id}/`)).json<Conversation>();
    expect(own.book).toMatchObject({ name: UNREVIEWED, status: 'unlisted' });
    expect(own.book.book_image).toContain(photo);
    // A suspended seller's book is no longer available either: its name as listed, no cover.
    await t.testDb.database.db.updateTable('books').set({ is_reviewed: true, is_accepted: true }).where('id', '=', book).execute();
    await t.testDb.database.db.updateTable('books').set({ is_owner_suspended: true }).where('id', '=', book).execute();
    const suspended = (await buyer.client.get(`/api/v1/conversations/${id}/`)).json<Conversation>();
    expect(suspended.book).toMatchObject({ name: 'Reviewed Rubaiyat', status: 'unlisted', book_image: null });
  });

  it('names another member’s bookmarked book in the data export only while it is listed', async () => {
    const [member, seller] = [await newMember(t), await newMember(t)];
    const book = await createBook(t, seller, { name: 'Exported Elegy' });
    await accept(book);
    await member.client.post('/api/v1/bookmarks/', { book_id: book });
    await renameWithPhoto(seller, book);
    const exported = await member.client.get('/api/v1/users/me/export/');
    expect(exported.body).not.toContain('UNMODERATED');
    expect(exported.json<{ bookmarks: unknown[] }>().bookmarks).toMatchObject([{ book_id: book, book_name: null }]);
  });
});
