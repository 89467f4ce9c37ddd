import type { ColumnType, Generated } from 'kysely';
import type { MessageDealColumns } from './deals-schema';

// Conversations between a buyer and a seller, their messages, blocks and reports (features/messages), apart from
// schema.ts.

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** One buyer and a book's seller about that book (features/messages). NULL members have left. */
export interface ConversationsTable {
  id: Generated<number>;
  book_id: number | null;
  buyer_id: number | null;
  seller_id: number | null;
  book_name: string;
  book_price: ColumnType<number, number | string, number | string>;
  created_at: CreatedAt;
  last_message_id: ColumnType<number | null, number | null | undefined, number | null>;
  last_message_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  buyer_read_id: Generated<number>;
  seller_read_id: Generated<number>;
}

export interface MessagesTable extends MessageDealColumns {
  id: Generated<number>;
  conversation_id: number;
  from_seller: boolean;
  body: string;
  created_at: CreatedAt;
}

export interface MemberBlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: CreatedAt;
}

export interface ConversationReportsTable {
  id: Generated<number>;
  conversation_id: number;
  user_id: number | null;
  reason: string;
  created_at: CreatedAt;
  resolved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  resolved_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The messaging tables, as DB holds them. */
export interface MessageTables {
  conversations: ConversationsTable;
  messages: MessagesTable;
  member_blocks: MemberBlocksTable;
  conversation_reports: ConversationReportsTable;
}
