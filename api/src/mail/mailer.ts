import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

// Mail the API sends (a password reset link). Through nodemailer: to the SMTP server SMTP_URL names,
// or, with none (the embedded default), into DATA_DIR/outbox as .eml files, their links logged, so
// that a person trying BookNook on their own machine can follow them.

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines (List-Unsubscribe, ...). */
  headers?: Record<string, string>;
  /** The member the mail is for, when it is one: the outbox forgets their mail when they leave (even at an old address). */
  memberId?: number;
  /** Files carried with the mail (a hand-over's calendar file). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: string;
  /** With its parameters, e.g. `text/calendar; charset=utf-8; method=PUBLISH`. */
  contentType: string;
}

/** Whose kept mail to forget: a member's id and the addresses they are known by. */
export interface MailOwner {
  id: number;
  addresses: string[];
}

export interface Mailer {
  /** Where mail goes, for the start-up log (never a password). */
  readonly description: string;
  send(mail: OutgoingMail): Promise<void>;
  /** Forget whatever mail this process keeps for a member who has left (the outbox's files); how many went. */
  forget(owner: MailOwner): Promise<number>;
  /** Throws when mail could not go out now: the SMTP server does not answer, or the outbox is not writable. */
  check(): Promise<void>;
  close(): void;
}

/** The header that names the member an outbox file is for (outbox files only: never sent to a server). */
const MEMBER_HEADER = 'X-BookNook-Member';

export interface MailerOptions {
  /** smtp:// or smtps:// URL of a mail server; undefined writes mail to `outboxDir`. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
  /** Told of every mail handed over or refused (metrics). */
  onSent?: (outcome: 'sent' | 'failed') => void;
}

/** Mail to a real server. */
class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  readonly description: string;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
    const url = new URL(smtpUrl);
    this.description = `SMTP at ${url.hostname}${url.port ? `:${url.port}` : ''}`;
  }

  async send({ memberId: _member, ...mail }: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
  }

  async check(): Promise<void> {
    await this.transport.verify();
  }

  /** Mail handed to a server is gone from here. */
  forget(): Promise<number> {
    return Promise.resolve(0);
  }

  close(): void {
    this.transport.close();
  }
}

/** An address as part of a file name: letters, digits, @ . - _ only. */
function fileSafe(address: string): string {
  return address.replace(/[^\p{L}\p{N}@._-]+/gu, '_').slice(0, 100);
}

/** The headers of a message (names lower-cased, folded lines joined). */
function mailHeaders(message: string): Map<string, string> {
  const head = message.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Mail written to files (DATA_DIR/outbox/<time>-<to>.eml), the links in it logged. */
class OutboxMailer implements Mailer {
  private readonly transport: Transporter;
  readonly description: string;

  constructor(
    private readonly from: string,
    private readonly outboxDir: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    this.description = `files in ${outboxDir} (SMTP_URL is not set)`;
  }

  /** Mail being written: forget() waits for it, so that a file written just after cannot outlive its member. */
  private readonly writing = new Set<Promise<void>>();

  async check(): Promise<void> {
    await fs.mkdir(this.outboxDir, { recursive: true });
    await fs.access(this.outboxDir, fs.constants.W_OK);
  }

  send(mail: OutgoingMail): Promise<void> {
    const written = this.write(mail);
    this.writing.add(written);
    const done = () => this.writing.delete(written);
    written.then(done, done);
    return written;
  }

  private async write({ memberId, ...mail }: OutgoingMail): Promise<void> {
    const headers = { ...mail.headers, ...(memberId === undefined ? {} : { [MEMBER_HEADER]: String(memberId) }) };
    const info = (await this.transport.sendMail({ from: this.from, ...mail, headers })) as { message: Buffer };
    await fs.mkdir(this.outboxDir, { recursive: true });
    const file = path.join(this.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${fileSafe(mail.to)}.eml`);
    await fs.writeFile(file, info.message, { mode: 0o600 });
    const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
    this.log.info({ to: mail.to, subject: mail.subject, file, links }, 'mail written to the outbox (no SMTP_URL)');
  }

  /**
   * Every file whose headers name the member (MEMBER_HEADER) or one of their addresses (To). The
   * headers, not the file name: a name holds a shortened, simplified address that two addresses
   * may share.
   */
  async forget(owner: MailOwner): Promise<number> {
    await Promise.allSettled([...this.writing]);
    const addresses = new Set(owner.addresses.map((address) => address.toLowerCase()));
    let files: string[];
    try {
      files = (await fs.readdir(this.outboxDir)).filter((name) => name.endsWith('.eml'));
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') return 0;
      throw error;
    }
    let forgotten = 0;
    for (const name of files) {
      const file = path.join(this.outboxDir, name);
      const headers = mailHeaders(await fs.readFile(file, 'utf8').catch(() => ''));
      const to = (headers.get('to') ?? '').toLowerCase().match(/[^\s<>,"']+@[^\s<>,"']+/g) ?? [];
      if (headers.get(MEMBER_HEADER.toLowerCase()) === String(owner.id) || to.some((address) => addresses.has(address))) {
        await fs.rm(file, { force: true });
        forgotten += 1;
      }
    }
    return forgotten;
  }

  close(): void {
    this.transport.close();
  }
}

export function createMailer(options: MailerOptions): Mailer {
  const mailer = options.smtpUrl
    ? new SmtpMailer(options.smtpUrl, options.from)
    : new OutboxMailer(options.from, options.outboxDir, options.log);
  const { onSent } = options;
  if (!onSent) return mailer;
  // Counted here, for every caller: sent, or failed (the caller decides whether to retry).
  return {
    get description() {
      return mailer.description;
    },
    send: (mail) =>
      mailer.send(mail).then(
        () => onSent('sent'),
        (error: unknown) => {
          onSent('failed');
          throw error;
        },
      ),
    forget: (owner) => mailer.forget(owner),
    check: () => mailer.check(),
    close: () => mailer.close(),
  };
}
