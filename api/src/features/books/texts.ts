// What the books feature tells people: listings, their fields, Browse queries and sellers' contact details.

import { localized } from '../../lib/language';
import { bookFieldTextsNe, bookQueryTextsNe, bookTextsNe, contactTextsNe } from './texts.ne';

/** "45 seconds" under two minutes, else "12 minutes". */
const inTime = (seconds: number) => (seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`);

const bookTextsEnglish = {
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
  /** Mark-as-sold while the book is reserved (issue 37): only to the buyer it is reserved for. */
  reservedForAnother: 'This book is reserved for a buyer: mark it sold to them, or release it first.',
  soldToInvalid: 'sold_to_conversation_id must be one of your conversations about this book.',
  notReviewed: 'This book has not been reviewed yet; it can be marked as sold once it is accepted.',
  nothingToUpdate: 'form value is not changed',
} as const;

const bookFieldTextsEnglish = {
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
    coverGone: 'The cover offered from an earlier listing is no longer there. Take a photo of your copy instead.',
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
  isbn: {
    invalid: 'ISBN must be text: 10 or 13 digits, with or without hyphens.',
    shape: (isbn: string) => `"${isbn}" is not an ISBN: an ISBN has 10 or 13 digits (hyphens and spaces allowed).`,
    checkDigit: (isbn: string) => `The ISBN ${isbn} is not valid: its check digit (the last) does not match. Check it against the book.`,
    unknownRange: (isbn: string) =>
      `The ISBN ${isbn} is not valid: no publisher has been given numbers in its range. Check it against the book.`,
  },
  latitude: { invalid: 'Latitude must be a number from -90 to 90.' },
  longitude: { invalid: 'Longitude must be a number from -180 to 180.' },
  location: { bothOrNone: 'Send both latitude and longitude, or neither.' },
} as const;

const bookQueryTextsEnglish = {
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
  excludeId: 'exclude_id must be a book id.',
  nearBook: 'near_book must be the id of a listed book.',
  nearBookWithPoint: 'Send near_book, or latitude and longitude, or near=saved: one point to measure from.',
  freeWithPriceMin: 'free=true shows only books at price 0: it cannot go with a price_min above 0.',
} as const;

const contactTextsEnglish = {
  dailyLimitReached: (sellers: number, seconds: number) =>
    `You have opened the contact details of ${sellers} sellers today. To protect sellers from spam, you can open more in ${inTime(seconds)}. ` +
    'Sellers you have already contacted stay open to you, and you can always write to a seller from the book’s page.',
  networkLimitReached: (seconds: number) =>
    `Many sellers’ contact details have been opened from your network today. To protect sellers from spam, you can open more in ${inTime(seconds)}. ` +
    'You can always write to a seller from the book’s page.',
  limitReached: (sellers: number, seconds: number) =>
    `You have opened the contact details of ${sellers} sellers in the last hour. To protect sellers from spam, ` +
    `you can open more in ${seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}. Sellers you have already contacted stay open to you.`,
} as const;

export type BookTexts = typeof bookTextsEnglish;
export type BookFieldTexts = typeof bookFieldTextsEnglish;
export type BookQueryTexts = typeof bookQueryTextsEnglish;
export type ContactTexts = typeof contactTextsEnglish;

export const bookTexts = localized(bookTextsEnglish, { ne: bookTextsNe });
export const bookFieldTexts = localized(bookFieldTextsEnglish, { ne: bookFieldTextsNe });
export const bookQueryTexts = localized(bookQueryTextsEnglish, { ne: bookQueryTextsNe });
export const contactTexts = localized(contactTextsEnglish, { ne: contactTextsNe });
