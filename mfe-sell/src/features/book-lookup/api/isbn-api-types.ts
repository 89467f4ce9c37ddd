import type { BookChoices } from '@booknook/contract';

// TODO(issue 40, at merge): replace this file with the contract's types once the API's `isbn` fields and
// GET /books/lookup/ are in @booknook/contract (RequestBodyOf<'/books/create/', 'post'>['isbn'] and
// ResponseOf<'/books/lookup/', 'get', 200>). Until then Sell writes against the names the API half announced.

/** `isbn` on the create (and edit) body: optional; ISBN-10 or -13 accepted, stored as ISBN-13. */
export interface IsbnBodyField {
  isbn?: string;
}

/** GET /books/lookup/?isbn= → what BookNook's most recent accepted listing of that ISBN says (404 when none). */
export interface BookLookup {
  isbn: string;
  name: string;
  author: string | null;
  publication: string | null;
  edition: number | null;
  category: BookChoices['category'] | null;
  /** A photo Sell may offer as the first photo; its shape is read in one place, components/cover-offer.tsx. */
  cover?: unknown;
  /** Where the answer came from: an earlier BookNook listing, or the operator's external catalogue. */
  source?: 'booknook' | 'catalogue';
}
