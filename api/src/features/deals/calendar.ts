import { REMINDER_HOURS } from './limits';

// A hand-over as a calendar file (RFC 5545), built by hand: one event with a reminder two hours before. Text values
// are escaped (backslash, semicolon, comma, newline) and lines folded at 75 octets, with CRLF endings.

export interface HandoverEvent {
  id: number;
  at: Date;
  place: string;
  summary: string;
  description: string;
  /** The site's host, for a UID that is unique across calendars. */
  host: string;
  now?: Date;
}

/** The reminder a calendar shows before the hand-over: when BookNook's own reminder comes too. */
export const REMINDER_BEFORE = `PT${REMINDER_HOURS}H`;
/** How long a hand-over takes, for the calendar's block. */
const DURATION = 'PT30M';

/** 20261129T020000Z */
const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A content line folded at 75 octets: continuation lines start with a space; a character is never split. */
export function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function handoverCalendar(event: HandoverEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//BookNook//Hand-overs//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:handover-${event.id}@${event.host}`,
    `DTSTAMP:${stamp(event.now ?? new Date())}`,
    `DTSTART:${stamp(event.at)}`,
    `DURATION:${DURATION}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.place)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `TRIGGER:-${REMINDER_BEFORE}`,
    `DESCRIPTION:${escapeText(event.summary)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
