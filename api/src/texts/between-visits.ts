// Between visits (issue 25): the mail about messages, wanted books, reviews, listings that end and hand-overs soon
// (issue 37), and the daily digest.
// What each feature answers between visits is its own (features/<name>/texts.ts).

import { localized } from '../lib/language';
import { betweenVisitsMessagesNe } from './between-visits.ne';

const formatPrice = (price: number) => (price <= 0 ? 'free (a donation)' : `Rs. ${price.toFixed(2)}`);

const english = {
  mail: {
    greeting: (firstName: string) => `Hello ${firstName},`,
    footer: 'You get this email because of your choices on BookNook.',
    unsubscribe: 'Stop these emails',
    preferences: 'Choose what mail you get',
    /** "near you" only when the saved search has a place: a search without one matches books anywhere. */
    wantedSubject: (name: string, near: boolean) => (near ? `Listed near you: ${name}` : `Listed on BookNook: ${name}`),
    wantedHeading: 'A book you wanted is listed',
    wantedBody: (name: string, price: number, search: string) =>
      `“${name}”, ${formatPrice(price)}, was just listed and matches your saved search “${search}”.`,
    wantedIsbnSubject: (isbn: string, name: string) => `A book for your search ISBN ${isbn}: ${name}`,
    wantedIsbnBody: (name: string, price: number, isbn: string) =>
      `“${name}”, ${formatPrice(price)}, was just listed: a copy of the edition you are waiting for, ISBN ${isbn}.`,
    wantedAction: 'See the book',
    acceptedSubject: (name: string) => `Your book is listed: ${name}`,
    acceptedHeading: 'Your book is listed',
    acceptedBody: (name: string) => `A moderator accepted “${name}”. Neighbours can find it now.`,
    acceptedAction: 'See your listing',
    rejectedSubject: (name: string) => `Your book was not listed: ${name}`,
    rejectedHeading: 'Your book was not listed',
    rejectedBody: (name: string, reason: string) => `A moderator did not accept “${name}”. The reason: ${reason}`,
    rejectedAction: 'Open My Books',
    expiringSubject: (name: string) => `Still available? ${name}`,
    expiringHeading: 'Is your book still available?',
    expiringBody: (name: string, date: string) =>
      `Your listing of “${name}” ends on ${date}. If you still have the book, keep it listed with one tap.`,
    expiringAction: 'Still available',
    expiredSubject: (name: string) => `Your listing has ended: ${name}`,
    expiredHeading: 'Your listing has ended',
    expiredBody: (name: string) => `Your listing of “${name}” has ended. If you still have the book, list it again with one tap.`,
    expiredAction: 'List it again',
    unreadSubject: (who: string) => `${who} wrote to you on BookNook`,
    unreadHeading: 'You have an unread message',
    unreadBody: (who: string, book: string) => `${who} wrote to you about “${book}”:`,
    unreadAction: 'Read and reply',
    handoverSubject: (book: string) => `Hand-over in two hours: ${book}`,
    handoverHeading: 'Your hand-over is soon',
    handoverBody: (other: string, when: string, place: string, book: string) =>
      `You are meeting ${other} on ${when} at ${place} to hand over “${book}”. The calendar file is attached.`,
    handoverAction: 'Open the conversation',
    handoverCalendar: 'Add it to your calendar',
    digestSubject: (count: number) => `Your BookNook digest: ${count} new ${count === 1 ? 'thing' : 'things'}`,
    digestHeading: 'What happened on BookNook',
    digestIntro: 'Since your last digest:',
  },
  /** One line of the daily digest per event. */
  digest: {
    wanted: (name: string, near: boolean) => (near ? `Listed near you: ${name}` : `Listed on BookNook: ${name}`),
    wantedIsbn: (isbn: string, name: string) => `For your search ISBN ${isbn}: ${name}`,
    accepted: (name: string) => `Your book is listed: ${name}`,
    rejected: (name: string) => `Your book was not listed: ${name}`,
    expiring: (name: string, date: string) => `Ends on ${date}: ${name}`,
    expired: (name: string) => `Your listing has ended: ${name}`,
    unread: (who: string, book: string) => `${who} wrote to you about ${book}`,
    handover: (when: string, book: string) => `Hand-over on ${when}: ${book}`,
  },
} as const;

export type BetweenVisitsMessages = typeof english;

export const betweenVisitsMessages = localized(english, { ne: betweenVisitsMessagesNe });
