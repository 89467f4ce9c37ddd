import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { messages } from '../../texts';
import { dealTexts, handoverCalendar } from '../deals';
import type { MailLinks } from './links';
import type { MailAbout } from './sender';

// The reminder two hours before an agreed hand-over (issue 37), by mail: when, where and with whom, a link to the
// conversation and to the calendar file, and the calendar file itself attached (a phone's mail app adds it in a tap).

const M = messages.mail;

/** "Sunday 29 November, 14:30 GMT+5:30": the server's time zone, named, since the member's own is not known. */
export function handoverWhen(at: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
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
  const row = await db
    .selectFrom('handovers as h')
    .innerJoin('conversations as c', 'c.id', 'h.conversation_id')
    .leftJoin('users as o', (join) => join.on(sql<boolean>`o.id = CASE WHEN c.buyer_id = ${userId} THEN c.seller_id ELSE c.buyer_id END`))
    .select(['h.id', 'h.at', 'h.place', 'c.book_name', 'o.first_name', sql<number>`c.id::int`.as('conversation_id')])
    .where('h.id', '=', handoverId)
    .where('h.state', '=', 'accepted')
    .where('h.buyer_outcome', 'is', null)
    .where('h.seller_outcome', 'is', null)
    .where(sql<boolean>`h.at > now()`)
    .where((eb) => eb.or([eb('c.buyer_id', '=', userId), eb('c.seller_id', '=', userId)]))
    .executeTakeFirst();
  if (!row) return undefined;
  const at = new Date(row.at);
  const when = handoverWhen(at);
  const conversation = links.url(`/messages/${row.conversation_id}`);
  const calendar = handoverCalendar({
    id: row.id,
    at,
    place: row.place,
    summary: dealTexts.calendarSummary(row.book_name),
    description: dealTexts.calendarDescription(row.first_name ?? dealTexts.formerMember, conversation),
    host: new URL(links.url('/')).host,
  });
  return {
    digestLine: { title: messages.digest.handover(when, row.book_name), link: conversation },
    notice: {
      subject: M.handoverSubject(row.book_name),
      heading: M.handoverHeading,
      body: M.handoverBody(row.first_name ?? M.handoverFormerMember, when, row.place, row.book_name),
      action: { label: M.handoverAction, href: conversation },
      links: [{ label: M.handoverCalendar, href: links.url(`/api/v1/handovers/${row.id}/calendar.ics`) }],
    },
    attachments: [{ filename: 'handover.ics', content: calendar, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}
