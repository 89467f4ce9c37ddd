import { idSchema, type SchemaType } from '../../lib/schemas';
import { REPORT_REASON_MAX } from '../../limits';
import { messages } from '../../texts';
import type { FieldMessages } from '../../plugins/errors';

export const reportBodySchema = {
  type: 'object',
  required: ['book_id', 'reason'],
  properties: {
    book_id: idSchema,
    reason: { type: 'string', minLength: 1, maxLength: REPORT_REASON_MAX },
  },
} as const;

export type ReportBody = SchemaType<typeof reportBodySchema>;

export const reportMessages: FieldMessages = {
  book_id: { default: messages.bookmarks.bookIdInvalid },
  reason: {
    required: messages.reports.reasonRequired,
    minLength: messages.reports.reasonRequired,
    default: messages.reports.reasonInvalid,
  },
};
