import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/** The newest mail the stack's SMTP server received for `to` with `subject` (waits up to `timeoutMs` for it to arrive). */
export function mailTo(to: string, subject: string, timeoutMs = 15_000): Promise<ParsedMail> {
  return newestMail(to, (received) => received === subject, `"${subject}"`, timeoutMs);
}

/** The newest mail to `to` whose subject matches `subject` (a code in the subject: "123456 is your BookNook code"). */
export function mailMatching(to: string, subject: RegExp, timeoutMs = 15_000): Promise<ParsedMail> {
  return newestMail(to, (received) => subject.test(received), String(subject), timeoutMs);
}

async function newestMail(to: string, matches: (subject: string) => boolean, wanted: string, timeoutMs: number): Promise<ParsedMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: the global setup starts the mail sink');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of readdirSync(dir).sort().reverse()) {
      const mail = await simpleParser(readFileSync(path.join(dir, file)));
      const recipients = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
      if (matches(mail.subject ?? '') && recipients.some((address) => address.value.some((entry) => entry.address === to))) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail ${wanted} to ${to} within ${timeoutMs} ms`);
}
