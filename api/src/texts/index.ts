// Every user-facing string the API sends, in one place.
// Wording follows docs/product.md §5/§8, spelling corrected.

import { accountMessages } from './account';
import { adminMessages } from './admin';
import { betweenVisitsMessages } from './between-visits';
import { emailCodeMessages } from './email-code';
import { verificationMessages } from './verification';

/** "45 seconds" under two minutes, else "12 minutes". */
const inTime = (seconds: number) => (seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`);

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
  books: {
    /** A book nobody but its owner and moderators may see now: gone, waiting for review, or its owner suspended. */
    notAvailable: 'This listing is not available.',
    created: 'Book submitted successfully. It will be listed once a moderator has reviewed it.',
    updated: 'Book updated successfully.',
    updatedForReview: 'Book updated successfully. It will be listed again once a moderator has reviewed the change.',
    deleted: 'Book deleted successfully.',
    markedSold: 'Book marked as sold.',
    notOwner: 'Only the seller of this book can change it.',
    soldCannotEdit: 'A sold book cannot be edited.',
    alreadySold: 'This book is already marked as sold.',
    soldToInvalid: 'sold_to_conversation_id must be one of your conversations about this book.',
    notReviewed: 'This book has not been reviewed yet; it can be marked as sold once it is accepted.',
    nothingToUpdate: 'form value is not changed',
  },
  bookFields: {
    name: { required: 'Book name is required', invalid: 'Book name must be 1 to 100 characters.' },
    category: { required: 'Category is required.', invalid: 'Category must be one of TEXTBOOK, REFERENCE, GUIDEBOOK, SOLUTION, OTHER.' },
    condition: { required: 'Condition is required.', invalid: "Condition must be one of 'LIKE NEW', GOOD, MODERATE, POOR." },
    publication: { invalid: 'Publication must be at most 255 characters.' },
    author: { invalid: 'Author must be at most 100 characters.' },
    edition: { tooSmall: 'Edition cannot be less than 1.', invalid: 'Edition must be a whole number from 1 to 999.' },
    grade: {
      tooSmall: 'Grade cannot be less than 1',
      tooLarge: 'Grade cannot be greater than 10',
      invalid: 'Grade must be a whole number from 1 to 10.',
      onlySchool: 'Grade applies only to school books.',
    },
    bookType: { invalid: 'Choose at most one of school, college or bachelor book.', flag: 'Must be true or false.' },
    description: { required: 'Description is required.', invalid: 'Description must be 1 to 5000 characters.' },
    price: {
      required: 'Price is required.',
      negative: 'Price cannot be negative.',
      tooLarge: 'Price cannot be more than 99999.99.',
      invalid: 'Price must be a number with at most 2 decimals.',
    },
    bookImage: {
      required: 'Image field is required',
      invalid: 'The image was not uploaded through an upload grant of yours. Upload it again.',
      notUploaded: 'The image upload has not completed. Upload it again.',
      expired: 'The image was uploaded too long ago and has been discarded. Upload it again.',
      inUse: 'This image is already used by another book. Upload it again.',
    },
    images: {
      tooMany: 'A book can have at most 8 photos.',
      empty: 'A book needs at least one photo.',
      duplicate: 'Each photo can be listed once.',
      invalid: 'images must be a list of upload keys.',
      coverFirst: 'The first photo of images must be book_image, the cover.',
      notYours: 'A photo was not uploaded through an upload grant of yours. Upload it again.',
      expired: 'A photo was uploaded too long ago and has been discarded. Upload it again.',
      notUploaded: 'A photo upload has not completed. Upload it again.',
      inUse: 'A photo is already used by another book. Upload it again.',
    },
    latitude: { invalid: 'Latitude must be a number from -90 to 90.' },
    longitude: { invalid: 'Longitude must be a number from -180 to 180.' },
    location: { bothOrNone: 'Send both latitude and longitude, or neither.' },
  },
  booksQuery: {
    limit: 'limit must be a whole number from 1 to 100.',
    offset: 'offset must be a whole number from 0 to 1000000.',
    ordering: 'ordering must be one of price, -price, distance, -created.',
    filterBy: 'filter_by must be one of all, sold, unreviewed, accepted, rejected, expired.',
    flag: 'Must be true or false.',
    text: 'Search text must be at most 200 characters.',
    radius: 'radius must be a number of kilometres from 0.1 to 50.',
    radiusWithoutPoint: 'radius needs latitude and longitude: the distance is measured from that point.',
    priceMin: 'price_min must be a price from 0 to 99999.99.',
    priceMax: 'price_max must be a price from 0 to 99999.99.',
    priceRange: 'price_min must not be more than price_max.',
    freeWithPriceMin: 'free=true shows only books at price 0: it cannot go with a price_min above 0.',
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
  contacts: {
    dailyLimitReached: (sellers: number, seconds: number) =>
      `You have opened the contact details of ${sellers} sellers today. To protect sellers from spam, you can open more in ${inTime(seconds)}. ` +
      'Sellers you have already contacted stay open to you, and you can always write to a seller from the book’s page.',
    networkLimitReached: (seconds: number) =>
      `Many sellers’ contact details have been opened from your network today. To protect sellers from spam, you can open more in ${inTime(seconds)}. ` +
      'You can always write to a seller from the book’s page.',
    limitReached: (sellers: number, seconds: number) =>
      `You have opened the contact details of ${sellers} sellers in the last hour. To protect sellers from spam, ` +
      `you can open more in ${seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}. Sellers you have already contacted stay open to you.`,
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
