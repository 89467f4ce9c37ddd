import { sql, type SqlBool } from 'kysely';

/**
 * What each moderation list holds (books as `b`): the SQL behind each `status` the desk asks for. Its own module
 * because both the query string's schema (the allowed statuses) and the queries read it.
 */
export const MODERATION_QUEUES = {
  unreviewed: sql<SqlBool>`NOT b.is_reviewed`,
  reported: sql<SqlBool>`EXISTS (SELECT 1 FROM reports r WHERE r.book_id = b.id)`,
  accepted: sql<SqlBool>`(b.is_reviewed AND b.is_accepted)`,
  rejected: sql<SqlBool>`(b.is_reviewed AND b.is_rejected)`,
  disabled: sql<SqlBool>`b.is_disabled`,
  all: sql<SqlBool>`true`,
} as const;
export type ModerationQueueName = keyof typeof MODERATION_QUEUES;
