import type { ResponseOf } from '@booknook/contract';

/** GET /members/{username}/: a member's public page. */
export type MemberProfile = ResponseOf<'/members/{username}/', 'get'>;
export type MemberRating = MemberProfile['ratings']['items'][number];
/** GET /members/{username}/summary/: the page's figures alone, for the seller's line on a book page. */
export type MemberSummary = ResponseOf<'/members/{username}/summary/', 'get'>;

/** The API's limit on a username: a longer (or empty) one names nobody, without asking. */
export function isUsername(value: string | undefined): value is string {
  return value !== undefined && value.length >= 1 && value.length <= 150;
}

/** The SWR key of a member's page (a path under /api/v1, like every key). */
export function memberKey(username: string): string {
  return `/members/${encodeURIComponent(username)}/`;
}

/** The SWR key of a member's summary. */
export function memberSummaryKey(username: string): string {
  return `/members/${encodeURIComponent(username)}/summary/`;
}

/** A date as "March 2025" / "3 March 2025", the same on the server and in the browser (UTC, one locale). */
export function formatMonth(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}

export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}
