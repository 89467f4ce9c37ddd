// Between visits (issue 25): wanted books, the bell, mail preferences, listings that end, and the mail about them.

const formatPrice = (price: number) => (price <= 0 ? 'free (a donation)' : `Rs. ${price.toFixed(2)}`);

export const betweenVisitsMessages = {
  notifications: {
    beforeInvalid: 'before must be a notification id.',
    limitInvalid: 'limit must be a whole number from 1 to 50.',
    upToInvalid: 'up_to_id must be a notification id.',
  },
  savedSearches: {
    saved: 'Saved. We will tell you when a book like this is listed.',
    updated: 'Saved search updated.',
    deleted: 'Saved search deleted.',
    nothingToSave: 'Type what you are looking for, or choose at least one filter, before saving the search.',
    tooMany: (max: number) => `You have ${max} saved searches, the most there can be. Delete one to save another.`,
    radiusInvalid: (maxKm: number) => `The distance must be from 0.1 to ${maxKm} km.`,
    pointInvalid: 'Send both latitude and longitude with radius_km, or none of them.',
    nothingToChange: 'Send paused or radius_km.',
    fieldInvalid: 'This value is not one Browse offers.',
  },
  preferences: {
    invalid: 'Choose instant, digest or off.',
    nothingToChange: 'Send at least one of messages, wanted, moderation, expiry.',
    unsubscribed: (kind: string) => `You will no longer get ${kind} by email. You can turn it back on from your Profile page.`,
    linkInvalid:
      'This unsubscribe link is not valid: it may have been cut short or changed. Open it again from the email, or choose what mail you get on your Profile page.',
  },
  /** How each kind of mail is named to the member (unsubscribe answers, the Profile page). */
  kindNames: {
    messages: 'mail about unread messages',
    wanted: 'mail about wanted books',
    moderation: 'mail about your listings’ reviews',
    expiry: 'reminders about listings that end',
    digest: 'the daily digest',
  },
  listings: {
    renewed: (date: string) => `Your listing is renewed: it stays up until ${date}.`,
    cannotRenew: 'This listing cannot be renewed: it has been sold, disabled or is waiting for review.',
    renewLinkInvalid: 'This renewal link is not valid. Sign in and renew the listing from My Books.',
    renewLinkGone:
      'This renewal link no longer works: the listing it renews has been deleted, or it is no longer yours. Your listings are in My Books.',
  },
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
    digestSubject: (count: number) => `Your BookNook digest: ${count} new ${count === 1 ? 'thing' : 'things'}`,
    digestHeading: 'What happened on BookNook',
    digestIntro: 'Since your last digest:',
  },
  /** One line of the daily digest per event. */
  digest: {
    wanted: (name: string, near: boolean) => (near ? `Listed near you: ${name}` : `Listed on BookNook: ${name}`),
    accepted: (name: string) => `Your book is listed: ${name}`,
    rejected: (name: string) => `Your book was not listed: ${name}`,
    expiring: (name: string, date: string) => `Ends on ${date}: ${name}`,
    expired: (name: string) => `Your listing has ended: ${name}`,
    unread: (who: string, book: string) => `${who} wrote to you about ${book}`,
  },
} as const;
