// Dates as the member's browser says them (their locale and time zone). mfe-account renders in the browser only,
// so the server and the browser never disagree about them.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** 3 Dec, or 3 Dec 2025 in another year. */
export function shortDate(date: Date, now: Date = new Date()): string {
  return new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: 'short',
    year: date.getFullYear() === now.getFullYear() ? undefined : 'numeric',
  }).format(date);
}

/** "now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago"; the date after a week. */
export function relativeTime(date: Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - date.getTime();
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  if (elapsed < MINUTE_MS) return format.format(0, 'second');
  if (elapsed < HOUR_MS) return format.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return format.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  if (elapsed < 7 * DAY_MS) return format.format(-Math.floor(elapsed / DAY_MS), 'day');
  return shortDate(date, now);
}

/** "Sun 29 Nov, 14:30": a meeting's day and time. */
export function dayAndTime(date: Date): string {
  return new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}
