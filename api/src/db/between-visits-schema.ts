import type { ColumnType, Generated } from 'kysely';
import type { BookCategory, BookCondition } from '../limits';
import type { SavedSearchIsbnColumns } from './isbn-schema';

// The tables of wanted books, notifications and mail (migration 0016), apart from schema.ts.

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export type SavedSearchBookType = 'school' | 'college' | 'bachelor';

export interface SavedSearchesTable extends SavedSearchIsbnColumns {
  id: Generated<number>;
  user_id: number;
  query: Generated<string>;
  /** The search's words as Browse splits them (features/books/search-words.ts). */
  words: ColumnType<string[], string[] | undefined, string[]>;
  /** The longest of `words`, computed by the database: the one matching looks a search up by (migration 0017). */
  key_word: ColumnType<string | null, never, never>;
  category: BookCategory | null;
  condition: BookCondition | null;
  publication: string | null;
  edition: number | null;
  book_type: SavedSearchBookType | null;
  grade: number | null;
  /** An earthdistance point (cube), written with ll_to_earth(); never sent. */
  location: ColumnType<string | null, string | null | undefined, string | null>;
  radius_m: number | null;
  /** Browse's price range (migration 0027); `free`: price 0 only, the range then null. */
  price_min: ColumnType<number | null, number | string | null | undefined, number | string | null>;
  price_max: ColumnType<number | null, number | string | null | undefined, number | string | null>;
  free: Generated<boolean>;
  paused: Generated<boolean>;
  created_at: CreatedAt;
}

export type NotificationKind =
  | 'wanted_listed'
  | 'book_accepted'
  | 'book_rejected'
  | 'bookmark_sold'
  | 'bookmark_price_drop'
  | 'listing_expiring'
  | 'listing_expired'
  // The deal's (migration 0030): a hand-over in two hours, a reserved book available again, one reserved for you deleted.
  | 'handovers'
  | 'book_available_again'
  | 'reserved_book_deleted';

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: NotificationKind;
  book_id: number | null;
  saved_search_id: ColumnType<number | null, number | null | undefined, number | null>;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: CreatedAt;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type MailKind = 'messages' | 'wanted' | 'moderation' | 'expiry' | 'handovers';
export type MailDelivery = 'instant' | 'digest' | 'off';

export interface MailPreferencesTable {
  user_id: number;
  kind: MailKind;
  delivery: MailDelivery;
  /** Whether this kind also pushes to the member's browsers (migration 0033; on by default). */
  push: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface DigestItemsTable {
  id: Generated<number>;
  user_id: number;
  kind: MailKind;
  title: string;
  link: string;
  created_at: CreatedAt;
}

export interface ConversationMailTable {
  conversation_id: number;
  user_id: number;
  mailed_message_id: number;
}

/** A book's photos in order (position 0 is the cover, also books.book_image); an upload key belongs to one book at most. */
