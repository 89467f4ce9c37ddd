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
}

export interface Mailer {
  /** Where mail goes, for the start-up log (never a password). */
  readonly description: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL of a mail server; undefined writes mail to `outboxDir`. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
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

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
  }

  close(): void {
    this.transport.close();
  }
}

/** An address as part of a file name: letters, digits, @ . - _ only. */
function fileSafe(address: string): string {
  return address.replace(/[^\p{L}\p{N}@._-]+/gu, '_').slice(0, 100);
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

  async send(mail: OutgoingMail): Promise<void> {
    const info = (await this.transport.sendMail({ from: this.from, ...mail })) as { message: Buffer };
    await fs.mkdir(this.outboxDir, { recursive: true });
    const file = path.join(this.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${fileSafe(mail.to)}.eml`);
    await fs.writeFile(file, info.message, { mode: 0o600 });
    const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
    this.log.info({ to: mail.to, subject: mail.subject, file, links }, 'mail written to the outbox (no SMTP_URL)');
  }

  close(): void {
    this.transport.close();
  }
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? new SmtpMailer(options.smtpUrl, options.from) : new OutboxMailer(options.from, options.outboxDir, options.log);
}
