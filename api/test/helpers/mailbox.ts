import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server in this process: what the API sends arrives here and is parsed. */
export class TestMailbox {
  readonly received: ParsedMail[] = [];
  private readonly waiting: (() => void)[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          this.received.push(mail);
          for (const wake of this.waiting.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  /**
   * The next mail to `to` (waits for it: the API sends after answering), with `subject` when given.
   * Mail the test does not ask for (a new member's confirmation link) stays in `received`.
   */
  async next(to: string, { subject, timeoutMs = 10_000 }: { subject?: string; timeoutMs?: number } = {}): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.received.findIndex(
        (mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === to && (subject === undefined || mail.subject === subject),
      );
      if (index >= 0) return this.received.splice(index, 1)[0]!;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Whether any mail so far went to `to`. */
export function mailedTo(mailbox: TestMailbox, to: string): boolean {
  return mailbox.received.some((mail) => !Array.isArray(mail.to) && mail.to?.text === to);
}
