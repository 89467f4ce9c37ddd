import type { ParsedMail } from 'mailparser';
import { UNREAD_MAIL_JOB } from '../../../src/features/messages/unread-mail';
import { NOTIFICATION_MAIL_JOB } from '../../../src/features/notifications/notifier';
import { messages } from '../../../src/texts';
import { betweenVisitsMessagesNe } from '../../../src/texts/between-visits.ne';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TestMailbox } from '../../helpers/mailbox';
import { createBook, listedBook, newMember, type Member } from '../../helpers/world';

// Mail between visits in the recipient's language (issue 39): written for the member it goes to, never in the
// language of the member (or moderator) whose action caused it.

const NE = betweenVisitsMessagesNe.mail;
const DELAY_SECONDS = 1;

function expectNepali(mail: ParsedMail, ...texts: string[]): void {
  expect(mail.html).toContain('lang="ne"');
  for (const text of [...texts, NE.footer, NE.unsubscribe]) expect(mail.text).toContain(text);
}

describe.each(DB_KINDS)('mail between visits in the member’s language on %s', (kind) => {
  let t: TestApp;
  let mailbox: TestMailbox;
  let moderator: Member;

  beforeAll(async () => {
    mailbox = new TestMailbox();
    const smtpUrl = await mailbox.start();
    t = await createTestApp(kind, { smtpUrl, publicUrl: 'https://books.example', unreadEmailDelaySeconds: DELAY_SECONDS });
    moderator = await newMember(t, { moderator: true });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const inNepali = async (member: Member) => {
    expect((await member.client.patch('/api/v1/users/me/', { language: 'ne' })).statusCode).toBe(200);
  };

  it('mails an unread message to a Nepali seller in Nepali, from a buyer who reads English', async () => {
    const [buyer, seller] = [await newMember(t, { first_name: 'Bikash' }), await newMember(t)];
    await inNepali(seller);
    const book = await listedBook(t, seller, { name: 'Muna Madan' });
    const conversation = (await buyer.client.post('/api/v1/conversations/', { book_id: book })).json<{ id: number }>().id;
    await buyer.client.post(`/api/v1/conversations/${conversation}/messages/`, { body: 'Is it still available?' });
    await wait(DELAY_SECONDS * 1000 + 200);
    expect(await t.app.jobs.runDue(UNREAD_MAIL_JOB)).toBe(1);
    const mail = await mailbox.next(seller.email, { subject: NE.unreadSubject('Bikash Verma') });
    expectNepali(mail, NE.unreadBody('Bikash Verma', 'Muna Madan'), NE.unreadAction, 'Is it still available?');
  });

  it('mails a moderator’s decision in the seller’s language, and in English to an English seller', async () => {
    const nepaliSeller = await newMember(t);
    await inNepali(nepaliSeller);
    const englishSeller = await newMember(t);
    // The moderator reads BookNook in Nepali: their language is not the sellers'.
    await inNepali(moderator);
    for (const seller of [nepaliSeller, englishSeller]) {
      const book = await createBook(t, seller, { name: 'Seto Bagh' });
      const { version } = (await moderator.client.get(`/api/v1/moderation/books/${book}/`)).json<{ version: number }>();
      expect((await moderator.client.post(`/api/v1/moderation/books/${book}/accept/`, { version })).statusCode).toBe(200);
    }
    await t.app.jobs.runDue(NOTIFICATION_MAIL_JOB);
    expectNepali(await mailbox.next(nepaliSeller.email, { subject: NE.acceptedSubject('Seto Bagh') }), NE.acceptedBody('Seto Bagh'));
    const english = await mailbox.next(englishSeller.email, { subject: messages.mail.acceptedSubject('Seto Bagh') });
    expect(english.html).toContain('lang="en"');
    expect(english.text).toContain(messages.mail.acceptedBody('Seto Bagh'));
  });
});
