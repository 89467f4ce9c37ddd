// The user-facing strings the API's core (plugins, mail templates) and several features share. A feature's own texts
// are in features/<name>/texts.ts.
// Wording follows docs/product.md §5/§8, spelling corrected.

import { localized } from '../lib/language';
import { accountMessages } from './account';
import { adminMessages } from './admin';
import { betweenVisitsMessages } from './between-visits';
import { emailCodeMessages } from './email-code';
import { nepaliMessages } from './index.ne';
import { verificationMessages } from './verification';

const english = {
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
    unknownLanguage: 'language must be en (English) or ne (Nepali).',
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
  /** The session plugin's answer to a member who is not a moderator (the rest is features/moderation/texts.ts). */
  moderation: {
    notModerator: 'Only moderators can do this.',
  },
  /** The rate-limit plugin's answers to a member starting or sending too much (the rest is features/messages/texts.ts). */
  conversations: {
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

export type Messages = typeof english;

/** The shared catalogue, in the language of the request or mail being made (lib/language.ts). */
export const messages = localized(english, { ne: nepaliMessages });
