import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { currentLanguage } from '../../lib/language';
import { messages } from '../../texts';
import { dealTexts, memberHandover, memberHandoverCalendar } from '../deals';
import type { MailLinks } from './links';
import type { MailAbout } from './sender';

// The reminder two hours before an agreed hand-over (issue 37), by mail: when, where and with whom, a link to the
// conversation and to the calendar file, and the calendar file itself attached (a phone's mail app adds it in a tap).

const M = messages.mail;

/**
 * "Sunday 29 November, 14:30 GMT+5:30" (in Nepali by Node's ICU, which knows it): the server's time zone, named, since
 * the member's own is not known.
 */
export function handoverWhen(at: Date): string {
  return new Intl.DateTimeFormat(currentLanguage() === 'ne' ? 'ne-NP' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}

/**
 * The reminder for `userId` about hand-over `handoverId`, as it is now: nothing once it was replaced, reported on or
 * its time has passed (the mail job may run late), or for a member no longer in the conversation.
 */
export async function handoverReminderMail(
  db: Kysely<DB>,
  links: MailLinks,
  userId: number,
  handoverId: unknown,
): Promise<Omit<MailAbout, 'userId' | 'kind'> | undefined> {
  if (typeof handoverId !== 'number') return undefined;
  const handover = await memberHandover(db, userId, handoverId, { upcoming: true });
  if (!handover) return undefined;
  const when = handoverWhen(handover.at);
  const conversation = links.url(`/messages/${handover.conversation_id}`);
  const calendar = memberHandoverCalendar(handover, (path) => links.url(path));
  return {
    digestLine: { title: messages.digest.handover(when, handover.book_name), link: conversation },
    notice: {
      subject: M.handoverSubject(handover.book_name),
      heading: M.handoverHeading,
      body: M.handoverBody(handover.other_first_name ?? dealTexts.formerMember, when, handover.place, handover.book_name),
      action: { label: M.handoverAction, href: conversation },
      links: [{ label: M.handoverCalendar, href: links.url(`/api/v1/handovers/${handover.id}/calendar.ics`) }],
    },
    attachments: [{ filename: 'handover.ics', content: calendar, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}
