import type { ParsedMail } from 'mailparser';
import { messages } from '../../../src/texts';
import { accountMessagesNe } from '../../../src/texts/account.ne';
import { emailCodeMessagesNe } from '../../../src/texts/email-code.ne';
import { verificationMessagesNe } from '../../../src/texts/verification.ne';
import { EMAIL_CODE, EMAIL_VERIFICATION_TTL_DAYS } from '../../../src/features/users/limits';
import { DB_KINDS, DB_SETUP_TIMEOUT_MS } from '../../helpers/test-db';
import { createTestApp, TestClient, validRegistration, type TestApp } from '../../helpers/test-app';
import { TestMailbox } from '../../helpers/mailbox';
import { newMember } from '../../helpers/world';

// Mail in the recipient's language (issue 39): a member's saved one, whatever the request that caused the mail was
// answered in; the request's for an address that is no member yet.

let networks = 0;
const network = () => ({ 'x-forwarded-for': `198.51.100.${(networks += 1)}` });

/** The mail's HTML says its language, and its plain text carries `text`. */
function expectMail(mail: ParsedMail, language: string, text: string): void {
  expect(mail.html).toContain(`lang="${language}"`);
  expect(mail.text).toContain(text);
}

describe.each(DB_KINDS)('mail in the member’s language on %s', (kind) => {
  let t: TestApp;
  let mailbox: TestMailbox;

  beforeAll(async () => {
    mailbox = new TestMailbox();
    const smtpUrl = await mailbox.start();
    t = await createTestApp(kind, { smtpUrl, publicUrl: 'https://books.example' });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  it('sends the confirmation link of a sign-up in Nepali in the language it chose', async () => {
    const email = 'nepali_signup@example.com';
    const body = { ...validRegistration, username: 'nepali_signup', email, language: 'ne' };
    expect((await new TestClient(t.app, network()).post('/api/v1/users/register/', body)).statusCode).toBe(201);
    const mail = await mailbox.next(email, { subject: verificationMessagesNe.mail.confirmSubject });
    expectMail(mail, 'ne', verificationMessagesNe.mail.confirmSignup);
    expect(mail.text).toContain(verificationMessagesNe.mail.expires(EMAIL_VERIFICATION_TTL_DAYS));
  });

  it('sends a reset link in the member’s language, not the language of the request that asked for it', async () => {
    const member = await newMember(t);
    await member.client.patch('/api/v1/users/me/', { language: 'ne' });
    const english = new TestClient(t.app, { ...network(), 'accept-language': 'en' });
    expect((await english.post('/api/v1/users/password-reset/', { email: member.email })).statusCode).toBe(200);
    const mail = await mailbox.next(member.email, { subject: accountMessagesNe.resetMail.subject });
    expectMail(mail, 'ne', accountMessagesNe.resetMail.body);

    // And the other way round: an English member asked from a Nepali browser gets English.
    const other = await newMember(t);
    const nepali = new TestClient(t.app, { ...network(), 'accept-language': 'ne' });
    await nepali.post('/api/v1/users/password-reset/', { email: other.email });
    expectMail(await mailbox.next(other.email, { subject: messages.account.resetMail.subject }), 'en', messages.account.resetMail.body);
  });

  it('tells a Nepali member of a password change in Nepali', async () => {
    const member = await newMember(t);
    await member.client.patch('/api/v1/users/me/', { language: 'ne' });
    const changed = await member.client.post('/api/v1/users/me/password/', {
      current_password: member.password,
      new_password: 'another long password',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ detail: accountMessagesNe.passwordChanged });
    const mail = await mailbox.next(member.email, { subject: accountMessagesNe.noticeMail.passwordChangedSubject });
    expectMail(mail, 'ne', accountMessagesNe.noticeMail.passwordChanged);
  });

  it('sends a sign-in code to a new address in the language it was asked for in, and to a member in theirs', async () => {
    const fresh = 'nepali_code@example.com';
    const guest = new TestClient(t.app, { ...network(), 'accept-language': 'ne-NP' });
    const asked = await guest.post('/api/v1/users/email-code/', { email: fresh });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ detail: emailCodeMessagesNe.sent(fresh) });
    const mail = await mailbox.next(fresh);
    expect(mail.subject).toMatch(/^\d{6} /);
    expect(mail.subject).toBe(emailCodeMessagesNe.mail.subject(mail.subject?.slice(0, 6) ?? ''));
    expectMail(mail, 'ne', emailCodeMessagesNe.mail.body);
    expect(mail.text).toContain(emailCodeMessagesNe.mail.expires(EMAIL_CODE.ttlMinutes));

    const member = await newMember(t);
    await member.client.patch('/api/v1/users/me/', { language: 'ne' });
    await new TestClient(t.app, network()).post('/api/v1/users/email-code/', { email: member.email });
    let memberMail = await mailbox.next(member.email);
    // newMember's own confirmation link, in English (it signed up in English), may come first.
    while (!/^\d{6} /.test(memberMail.subject ?? '')) memberMail = await mailbox.next(member.email);
    expectMail(memberMail, 'ne', emailCodeMessagesNe.mail.body);
  });
});
