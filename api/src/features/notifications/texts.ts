// What the notifications feature (the bell) answers.

import { localized } from '../../lib/language';
import { notificationTextsNe } from './texts.ne';

const notificationTextsEnglish = {
  beforeInvalid: 'before must be a notification id.',
  limitInvalid: 'limit must be a whole number from 1 to 50.',
  upToInvalid: 'up_to_id must be a notification id.',
} as const;

/**
 * The pushes of notices that push (issue 41): what a lock screen may show, so a book's name and a first name at most.
 * A tap opens the page named in the push.
 */
export const noticePushTexts = {
  wantedTitle: (book: string, near: boolean) => (near ? `Listed near you: ${book}` : `Listed on BookNook: ${book}`),
  /** A search by ISBN alone is named by it (issue 40): the member may have several such searches. */
  wantedIsbnTitle: (isbn: string, book: string) => `A book for your search ISBN ${isbn}: ${book}`,
  wantedBody: 'A book you wanted. Tap to see it.',
  expiringTitle: (book: string) => `Still available? ${book}`,
  expiringBody: 'Its listing ends soon. Keep it listed from My Books.',
  handoverTitle: (book: string) => `Hand-over soon: ${book}`,
  handoverBody: (other: string) => `You meet ${other} within two hours. Tap for the time and place.`,
  formerMember: 'a former member',
} as const;

export type NotificationTexts = typeof notificationTextsEnglish;

export const notificationTexts = localized(notificationTextsEnglish, { ne: notificationTextsNe });
