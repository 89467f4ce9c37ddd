import type { ColumnType, Generated } from 'kysely';
import type { BookCategory, BookCondition, Language } from '../limits';
import type { AuditLogTable, BlockedEmailDomainsTable, BookOwnerColumns, UserRoleColumns } from './admin-schema';
import type {
  SavedSearchesTable,
  NotificationsTable,
  MailPreferencesTable,
  DigestItemsTable,
  ConversationMailTable,
} from './between-visits-schema';
import type { BookReservationColumns, DealTables } from './deals-schema';
import type { EmailCodesTable } from './email-code-schema';
import type { BookIsbnColumns } from './isbn-schema';
import type { MessageTables } from './messages-schema';
import type { MemberSavedAreasTable } from './saved-area-schema';

export type {
  SavedSearchBookType,
  SavedSearchesTable,
  NotificationKind,
  NotificationsTable,
  MailKind,
  MailDelivery,
  MailPreferencesTable,
  DigestItemsTable,
  ConversationMailTable,
} from './between-visits-schema';

/** timestamptz: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface UsersTable extends UserRoleColumns {
  id: Generated<number>;
  username: string;
  email: string;
  /** Null for a member who signs in only by emailed code (features/users/email-code.ts). */
  password_hash: string | null;
  first_name: string;
  last_name: string;
  location: string;
  phone_number: string;
  is_moderator: Generated<boolean>;
  date_joined: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The seller keeps the phone number from members; they see the email only. */
  hide_phone_number: Generated<boolean>;
  /** When the member opened the link mailed to their address; null until then. */
  email_verified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** An address the member asked to move to, until its link is opened. */
  pending_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the API answers this member in, and what mail to them is written in. */
  language: ColumnType<Language, Language | undefined, Language>;
}

export interface EmailVerificationsTable {
  token_hash: string;
  user_id: number;
  /** The address the link confirms (the account's own, or the one it moves to). */
  email: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface UsedChallengesTable {
  signature: string;
  expires_at: Timestamp;
}

export interface NetworkContactRevealsTable {
  network: string;
  seller_id: number;
  revealed_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SessionsTable {
  /** Public handle of a session (the token's hash never leaves the API). */
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
  /** The browser that signed in (User-Agent, up to 500 characters). */
  user_agent: Generated<string>;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A password reset link's token (SHA-256 only), valid once until `expires_at`. */
export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SchemaMigrationsTable {
  version: string;
  name: string;
  checksum: string;
  applied_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

export interface UploadsTable {
  key: string;
  user_id: number;
  content_type: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  uploaded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  size_bytes: number | null;
  /** Pixel size of the largest variant (after EXIF orientation); null until processed. */
  image_width: ColumnType<number | null, number | null | undefined, number | null>;
  image_height: ColumnType<number | null, number | null | undefined, number | null>;
  /** Widths of the variants, ascending; null until processed. */
  variant_widths: ColumnType<number[] | null, number[] | null | undefined, number[] | null>;
  processed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface BooksTable extends BookOwnerColumns, BookReservationColumns, BookIsbnColumns {
  id: Generated<number>;
  user_id: number;
  name: string;
  book_image: string;
  /** The migrations' CHECK constraints hold these to the API's enumerations. */
  category: BookCategory;
  condition: BookCondition;
  publication: string | null;
  /** Optional, 1–100 characters (issue 18). */
  author: ColumnType<string | null, string | null | undefined, string | null>;
  edition: number | null;
  is_school_book: Generated<boolean>;
  is_college_book: Generated<boolean>;
  is_bachlore_book: Generated<boolean>;
  grade: number | null;
  description: string;
  /** numeric(7,2), parsed to a number by the pool's type parsers. */
  price: ColumnType<number, number | string, number | string>;
  is_sold: Generated<boolean>;
  is_reviewed: Generated<boolean>;
  is_accepted: Generated<boolean>;
  is_rejected: Generated<boolean>;
  is_disabled: Generated<boolean>;
  rejection_reason: string | null;
  reviewed_at: Date | null;
  reviewed_by: number | null;
  /** An earthdistance point (cube); written with ll_to_earth(), never read as such. */
  location: ColumnType<string | null, string | null | undefined, string | null>;
  search_vector: ColumnType<string, never, never>;
  date_created: CreatedAt;
  /** 1 when listed, +1 on every change (a trigger counts); moderators' decisions name the one they saw. */
  version: ColumnType<number, never, never>;
  /** The member the seller said they sold it to (from the book's conversations). */
  sold_to_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Which of the seller's place offsets placed `location` (features/books/seller-point.ts); null before migration 0013. */
  place_tag: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the listing ends (set when a moderator accepts it, moved by a renewal); null before it is first accepted. */
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The listing has ended: it is no longer listed, its page says so (features/listings/expiry.ts). */
  is_expired: Generated<boolean>;
  /** When the owner was reminded that the listing ends soon (once per lifetime). */
  expiry_reminded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface BookImagesTable {
  book_id: number;
  position: number;
  key: string;
}

export interface BookmarksTable {
  id: Generated<number>;
  user_id: number;
  book_id: number;
  created_at: CreatedAt;
}

export interface ReportsTable {
  id: Generated<number>;
  /** NULL once the member who reported has left (the report stays with the moderators). */
  user_id: number | null;
  book_id: number;
  reason: string;
  created_at: CreatedAt;
}

/** A member's secret, from which each place's offset is derived (features/books/location-blur.ts). */
export interface MemberLocationSecretsTable {
  user_id: number;
  /** 32 bytes, hex. */
  secret: string;
  created_at: CreatedAt;
}

/** The one offset a member had for every place before migration 0013 (features/books/seller-point.ts). */
export interface RetiredLocationOffsetsTable {
  user_id: number;
  east_m: number;
  north_m: number;
  created_at: CreatedAt;
}

/** The words of listed books, each with how many listed books have it (migration 0014: kept by triggers on books). */
export interface SearchWordsTable {
  word: string;
  books: number;
}

/** Whose contact details a member opened, when it last counted against the hourly limit. */
export interface ContactRevealsTable {
  viewer_id: number;
  seller_id: number;
  revealed_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface RateLimitsTable {
  bucket: string;
  window_start: Timestamp;
  hits: number;
}

/** The whole database as Kysely sees it. */
export interface DB extends DealTables, MessageTables {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  email_verifications: EmailVerificationsTable;
  email_codes: EmailCodesTable;
  used_challenges: UsedChallengesTable;
  network_contact_reveals: NetworkContactRevealsTable;
  schema_migrations: SchemaMigrationsTable;
  app_secrets: AppSecretsTable;
  uploads: UploadsTable;
  books: BooksTable;
  book_images: BookImagesTable;
  bookmarks: BookmarksTable;
  reports: ReportsTable;
  rate_limits: RateLimitsTable;
  member_location_secrets: MemberLocationSecretsTable;
  retired_location_offsets: RetiredLocationOffsetsTable;
  contact_reveals: ContactRevealsTable;
  search_words: SearchWordsTable;
  saved_searches: SavedSearchesTable;
  saved_search_words: { word: string; searches: number };
  /** Each saved word under every deletion of up to its allowed typos (migration 0017): typo lookup. */
  saved_word_deletions: { deletion: string; word: string };
  notifications: NotificationsTable;
  mail_preferences: MailPreferencesTable;
  digest_items: DigestItemsTable;
  conversation_mail: ConversationMailTable;
  blocked_email_domains: BlockedEmailDomainsTable;
  audit_log: AuditLogTable;
  member_saved_areas: MemberSavedAreasTable;
}
