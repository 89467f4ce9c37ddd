import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { OutgoingMail } from './mailer';

/** A mail from a React Email template: its HTML, and a plain-text part for every client. */
export async function renderMail(
  to: string,
  subject: string,
  template: ReactElement,
  headers?: Record<string, string>,
): Promise<OutgoingMail> {
  const [html, text] = await Promise.all([render(template), render(template, { plainText: true })]);
  return { to, subject, html, text, ...(headers ? { headers } : {}) };
}
