// Every user-facing string the API sends, in one place.
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
  health: {
    databaseUnavailable: 'The database is not reachable.',
    /** A ready check that failed; the server's log says why. */
    checkFailed: 'Not answering (the server log says why).',
    /** The primary answers, a read replica does not: its reads go to the primary meanwhile. */
    replicaDown: 'A read replica is not answering; the primary serves its reads (the server log says why).',
  },
  operations: {
    /** /metrics and the backup snapshot from elsewhere than the server itself, without the token. */
    localOnly: 'Only available from the server itself, or with the metrics token.',
    embeddedOnly: 'Snapshots are taken of the embedded database only.',
  },
  remoteHealth: {
    remoteInvalid: 'remote must be mfe_browse, mfe_sell or mfe_account.',
    versionInvalid: 'version must be a deployed version of the remote.',
    kindInvalid: 'kind must be "session" or "error".',
    assignmentInvalid: "assignment must be the page's canary assignment.",
  },
  account: accountMessages,
  admin: adminMessages,
  users: {
    usernameAvailable: 'Username is available.',
    usernameTaken: 'Username already exists',
    emailTaken: 'A user with that email already exists.',
    registered: 'Registration successful. Please sign in.',
    invalidCredentials: 'Invalid email or password.',
    loggedOut: 'Logged out.',
    logoutCrossSite: 'Sign out from BookNook’s own pages: a link from another site cannot sign you out.',
  },
  fields: {
    firstName: {
      required: 'First name is required.',
      tooShort: 'First name must have at least one letter',
      tooLong: 'First name must be at most 150 characters.',
    },
    lastName: {
      required: 'Last name is required.',
      tooShort: 'Last name must have at least one letter',
      tooLong: 'Last name must be at most 150 characters.',
    },
    username: {
      required: 'Username is required.',
      tooShort: 'Username must be at least 3 characters',
      tooLong: 'Username must be at most 150 characters.',
      invalid: 'Username may contain only letters, digits and @ . + - _ characters.',
    },
    email: {
      required: 'Email is required.',
      invalid: 'Invalid email address',
    },
    password: {
      required: 'Password is required.',
      tooShort: 'Password must be at least 8 characters.',
      tooLong: 'Password must be at most 128 characters.',
    },
    currentPassword: { required: 'Your current password is required.' },
    newPassword: {
      required: 'A new password is required.',
      tooShort: 'Password must be at least 8 characters.',
      tooLong: 'Password must be at most 128 characters.',
    },
    resetToken: { required: 'The link is incomplete: open the whole link from the email.' },
    location: {
      required: 'Location is required.',
      tooLong: 'Location must be at most 100 characters.',
    },
    phoneNumber: {
      required: 'Phone number is required.',
      tooShort: 'Phone number must be at least 10 digits',
      invalid: 'Phone number must be 10 to 20 characters: digits, spaces, + or -.',
    },
  },
  uploads: {
    badFilename: 'File not accepted: only PNG, JPG or WebP images are allowed.',
    filenameRequired: 'File name is required.',
    badForm: 'The upload must be a multipart form with the fields of the upload grant followed by the file.',
    badSignature: 'The upload policy signature does not match.',
    expired: 'The upload grant has expired. Request a new one.',
    keyMismatch: 'The key does not match the upload grant.',
    contentTypeMismatch: 'The Content-Type does not match the upload grant.',
    missingFile: 'No file was sent.',
    empty: 'The file is empty.',
    tooLarge: 'File not accepted, file size must be less than 5MB',
    notImage: 'File not accepted: the file is not a valid PNG, JPG or WebP image.',
    typeMismatch: 'File not accepted: the file content does not match its type.',
    tooManyPixels: 'File not accepted: the image is too large (more than 64 megapixels). Please upload a smaller photo.',
    outOfProportion:
      'File not accepted: the image is too long and narrow (one side more than 20 times the other). Please upload a photo of the book, cropped less tightly.',
    sideTooLong: 'File not accepted: the image is too long (more than 16,383 pixels on one side). Please upload a smaller photo.',
    tooSlow: 'File not accepted: the image took too long to process. Please upload a smaller photo, or save it again as JPG.',
    unreadable: 'File not accepted: the image is damaged or incomplete and cannot be read. Please upload it again.',
    busy: 'The server is busy processing other photos. Please try again in a few seconds.',
    busyYours: 'Your earlier photos are still being processed. Please wait for them, then try this one again.',
    alreadyUploaded: 'This upload grant has already been used. Request a new one.',
    uploaded: 'File uploaded successfully.',
  },
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
