// Times as the member's browser says them (their locale and time zone), for every feature that shows one.
// mfe-account is rendered in the browser only (it has no server bundle), so server and browser never disagree.

const DAY_MS = 24 * 60 * 60 * 1000;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** 14:05 or 2:05 PM. */
export function timeOfDay(date: Date): string {
  return new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(date);
}

/** The heading of a day in a conversation: Today, Yesterday, Mon 3 Nov, or 3 Nov 2025 in another year. */
export function dayHeading(date: Date, now: Date, words: { today: string; yesterday: string }): string {
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
  if (days === 0) return words.today;
  if (days === 1) return words.yesterday;
  const sameYear = date.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(undefined, {
    weekday: sameYear ? 'short' : undefined,
    day: 'numeric',
    month: 'short',
    year: sameYear ? undefined : 'numeric',
  }).format(date);
}

/** The inbox's time of a last message: the time today, the weekday this week, else the date. */
export function inboxTime(date: Date, now: Date): string {
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
  if (days === 0) return timeOfDay(date);
  if (days < 7) return new Intl.DateTimeFormat(undefined, { weekday: 'short' }).format(date);
  return new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: 'short',
    year: date.getFullYear() === now.getFullYear() ? undefined : 'numeric',
  }).format(date);
}

/** The full date and time, for a title attribute. */
export function fullDateTime(date: Date): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' }).format(date);
}

export function sameDay(a: Date, b: Date): boolean {
  return startOfDay(a) === startOfDay(b);
}
