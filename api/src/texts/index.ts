// The user-facing strings the API's core (plugins, mail templates) and several features share. A feature's own texts
// are in features/<name>/texts.ts.
// Wording follows docs/product.md §5/§8, spelling corrected.

import { accountMessages } from './account';
import { adminMessages } from './admin';
import { betweenVisitsMessages } from './between-visits';
import { emailCodeMessages } from './email-code';
import { verificationMessages } from './verification';

export const messages = {
  verification: verificationMessages,
  emailCode: emailCodeMessages,
  ...betweenVisitsMessages,
  errors: {
    badRequest: 'Bad request.',
    invalidInput: 'Invalid input.',
    invalidBody: 'The request body must be a JSON object.',
    malformedJson: 'Malformed JSON in request body.',
    emptyJson: 'The request body is empty but Content-Type is application/json.',
    bodyTooLarge: 'The request body is too large.',
    unsupportedMediaType: 'Unsupported media type: send the request body as application/json.',
    notAuthenticated: 'Authentication credentials were not provided.',
    forbidden: 'You do not have permission to perform this action.',
    csrfFailed: 'CSRF Failed: CSRF token missing or incorrect.',
    notFound: 'Not found.',
    methodNotAllowed: 'Method not allowed.',
    tooManyRequests: 'Too many requests. Please try again later.',
    rateLimited: (seconds: number) => `Too many requests. Please try again in ${seconds} seconds.`,
    /** The same answer whether or not a member has that email. */
    tooManySignIns: (seconds: number) =>
      `Too many sign-in attempts for this email address. Please try again in ${seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`,
    internal: 'Internal server error.',
    serviceUnavailable: 'Service unavailable. Please try again later.',
    databaseUnavailable: 'BookNook cannot reach its database right now. Please try again in a few seconds.',
    requestTimeout: 'The request took too long to arrive. Please try again.',
    headersTooLarge: 'The request headers are too large.',
    tooManyConnections: 'Too many open connections from your network. Please try again in a few seconds.',
    nulCharacter: 'Text must not contain NUL characters.',
    mustBeBoolean: 'Must be true or false.',
    notFiniteNumber: 'Numbers must be finite.',
    webAppNotBuilt: 'The web app has not been built yet. Run "npm run build" and reload.',
  },
  account: accountMessages,
  admin: adminMessages,
  bookmarks: {
    added: 'Bookmark added successfully',
    removed: 'Bookmark removed successfully',
    alreadyBookmarked: 'This book is already bookmarked.',
    notBookmarked: 'This book is not bookmarked.',
    bookIdInvalid: 'book_id must be the id of a book.',
  },
  moderation: {
    accepted: 'Book accepted. It is now listed.',
    rejected: 'Book rejected. The seller sees your reason in My Books.',
    disabled: 'Book disabled. Only its seller can see it now.',
    enabled: 'Book enabled again.',
    notModerator: 'Only moderators can do this.',
    changedSinceSeen: 'This book has changed since you opened it. It has been reloaded: please review it again.',
    versionRequired: 'Send the version of the book you reviewed.',
    reasonRequired: 'Please give the seller a reason.',
    reasonInvalid: 'The reason must be 1 to 1000 characters.',
    statusInvalid: 'status must be one of unreviewed, reported, accepted, rejected, disabled, all.',
    ownListing: 'This is your own listing: another moderator or an admin reviews it.',
  },
  conversations: {
    ownBook: 'This is your own book: members write to you about it from its page.',
    bookUnavailable: 'This book is no longer listed, so a new conversation cannot start.',
    bodyRequired: 'Write a message first.',
    bodyTooLong: 'A message can be at most 2000 characters.',
    blockedByMe: 'You blocked this member. Unblock them to send messages.',
    blockedByThem: 'You can no longer send messages in this conversation.',
    memberLeft: 'This member has left BookNook.',
    moderatorsRead: 'Moderators read reported conversations; they do not write in them.',
    notSent: 'Your message was not sent. Please try again.',
    blocked: 'Member blocked. Neither of you can send messages in this conversation.',
    unblocked: 'Member unblocked.',
    reported: 'Thank you. The conversation has been reported to the moderators.',
    alreadyReported: 'You have already reported this conversation.',
    reportResolved: 'Report closed.',
    readInvalid: 'last_read_id must be a message id.',
    beforeInvalid: 'before must be a message id.',
    tooManyStreams: 'Too many open message streams. Close another BookNook tab and try again.',
    tooManyConversations: (seconds: number) =>
      `You have started many conversations recently. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
    tooManyMessages: (seconds: number) => `You are sending messages too quickly. Please wait ${seconds} seconds.`,
  },
  reports: {
    reported: 'Thank you. The book has been reported to the moderators.',
    alreadyReported: 'You have already reported this book.',
    ownBook: 'You cannot report your own book.',
    reasonRequired: 'Please give a reason.',
    reasonInvalid: 'The reason must be 1 to 1000 characters.',
  },
} as const;
