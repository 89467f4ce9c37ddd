import { Link } from '@react-email/link';
import { inLanguage, type Language } from '../../lib/language';
import { messages } from '../../texts';
import type { OutgoingMail } from '../mailer';
import { renderMail } from '../render-mail';
import { MailAction, MailLayout, MailText } from './layout';

// Mail that brings members back (issue 25): one template for every kind of notice (a wanted book,
// a moderator's decision, a listing that ends, an unread message) and one for the daily digest.
// Every one ends with one-click unsubscribe from its kind and a link to the mail preferences.

const M = messages.mail;

/** What every such mail carries besides its content. */
export interface MailFrame {
  to: string;
  firstName: string;
  /** The page for this kind's unsubscribe (works without signing in) and its List-Unsubscribe headers. */
  unsubscribeLink: string;
  headers: Record<string, string>;
  preferencesLink: string;
  /** The member's language: the mail's own words (greeting, footer, the digest's) are in it. */
  language: Language;
}

export interface Notice {
  subject: string;
  heading: string;
  body: string;
  /** A quotation under the body (an unread message's first words). */
  quote?: string;
  action: { label: string; href: string };
  /** Further links under the action (a hand-over's calendar file). */
  links?: { label: string; href: string }[];
}

function Footer({ frame }: { frame: MailFrame }) {
  return (
    <MailText small>
      {M.footer} <Link href={frame.unsubscribeLink}>{M.unsubscribe}</Link> · <Link href={frame.preferencesLink}>{M.preferences}</Link>
    </MailText>
  );
}

export function noticeMail(frame: MailFrame, notice: Notice): Promise<OutgoingMail> {
  return inLanguage(frame.language, () => noticeIn(frame, notice));
}

function noticeIn(frame: MailFrame, notice: Notice): Promise<OutgoingMail> {
  return renderMail(
    frame.to,
    notice.subject,
    <MailLayout heading={notice.heading} preview={notice.body} footer={<Footer frame={frame} />}>
      <MailText>{M.greeting(frame.firstName)}</MailText>
      <MailText>{notice.body}</MailText>
      {notice.quote && <MailText small>“{notice.quote}”</MailText>}
      <MailAction href={notice.action.href} label={notice.action.label} />
      {notice.links?.map((link) => (
        <MailText key={link.href} small>
          <Link href={link.href}>{link.label}</Link>
        </MailText>
      ))}
    </MailLayout>,
    frame.headers,
  );
}

export function digestMail(frame: MailFrame, lines: { title: string; link: string }[]): Promise<OutgoingMail> {
  return inLanguage(frame.language, () => digestIn(frame, lines));
}

function digestIn(frame: MailFrame, lines: { title: string; link: string }[]): Promise<OutgoingMail> {
  return renderMail(
    frame.to,
    M.digestSubject(lines.length),
    <MailLayout heading={M.digestHeading} preview={lines[0]?.title ?? M.digestHeading} footer={<Footer frame={frame} />}>
      <MailText>{M.greeting(frame.firstName)}</MailText>
      <MailText>{M.digestIntro}</MailText>
      {lines.map((line, index) => (
        <MailText key={index}>
          <Link href={line.link}>{line.title}</Link>
        </MailText>
      ))}
    </MailLayout>,
    frame.headers,
  );
}
