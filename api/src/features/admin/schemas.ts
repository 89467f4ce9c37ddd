import { PAGE_LIMITS } from '../../limits';
import { messages } from '../../texts';
import type { FieldMessages } from '../../plugins/errors';
import { idSchema, type SchemaType } from '../../lib/schemas';
import { listSchema } from '../books';

export const SUSPENSION_REASON_MAX = 500;
const nullableDate = { type: ['string', 'null'], format: 'date-time' } as const;

export const adminMemberSchema = {
  type: 'object',
  required: [
    'id',
    'username',
    'email',
    'first_name',
    'last_name',
    'date_joined',
    'is_moderator',
    'is_admin',
    'suspended_at',
    'suspended_until',
    'suspension_reason',
  ],
  properties: {
    id: { type: 'integer' },
    username: { type: 'string' },
    email: { type: 'string' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    date_joined: { type: 'string', format: 'date-time' },
    is_moderator: { type: 'boolean' },
    is_admin: { type: 'boolean' },
    suspended_at: { ...nullableDate, description: 'When the member was suspended; null when not' },
    suspended_until: { ...nullableDate, description: 'When the suspension ends by itself; null: when an admin lifts it' },
    suspension_reason: { type: ['string', 'null'] },
  },
} as const;

export const memberListSchema = listSchema(adminMemberSchema);

export const memberQuerySchema = {
  type: 'object',
  required: ['q'],
  properties: { q: { type: 'string', maxLength: 254 } },
} as const;
export type MemberQuery = SchemaType<typeof memberQuerySchema>;
export const memberQueryMessages: FieldMessages = { q: { default: messages.admin.searchTooShort } };

export const memberParamsSchema = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;
export type MemberParams = SchemaType<typeof memberParamsSchema>;

export const suspendBodySchema = {
  type: 'object',
  required: ['reason'],
  properties: {
    reason: { type: 'string', minLength: 1, maxLength: SUSPENSION_REASON_MAX },
    until: { ...nullableDate, description: 'When the suspension ends; absent or null: until an admin lifts it' },
  },
} as const;
export type SuspendBody = SchemaType<typeof suspendBodySchema>;
export const suspendMessages: FieldMessages = {
  reason: { required: messages.admin.reasonRequired, minLength: messages.admin.reasonRequired },
  until: { default: messages.admin.untilInPast },
};

export const domainPattern = '^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,63}$';

export const domainBodySchema = {
  type: 'object',
  required: ['domain'],
  properties: {
    domain: { type: 'string', pattern: domainPattern },
    reason: { type: 'string', maxLength: SUSPENSION_REASON_MAX, default: '' },
  },
} as const;
export type DomainBody = SchemaType<typeof domainBodySchema>;
export const domainMessages: FieldMessages = { domain: { default: messages.admin.invalidDomain } };

export const domainParamsSchema = {
  type: 'object',
  required: ['domain'],
  properties: { domain: { type: 'string', pattern: domainPattern } },
} as const;
export type DomainParams = SchemaType<typeof domainParamsSchema>;

export const blockedDomainListSchema = listSchema({
  type: 'object',
  required: ['domain', 'created_at'],
  properties: { domain: { type: 'string' }, created_at: { type: 'string', format: 'date-time' } },
} as const);

export const auditQuerySchema = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: PAGE_LIMITS.maxLimit, default: 50 },
    offset: { type: 'integer', minimum: 0, maximum: PAGE_LIMITS.maxOffset, default: 0 },
  },
} as const;
export type AuditQuery = SchemaType<typeof auditQuerySchema>;

export const auditListSchema = listSchema({
  type: 'object',
  required: ['id', 'actor_id', 'actor_name', 'action', 'target_type', 'target_id', 'target_label', 'reason', 'created_at'],
  properties: {
    id: { type: 'integer' },
    actor_id: { type: ['integer', 'null'], description: 'Null once the acting account is deleted, or for the command line' },
    actor_name: { type: 'string', description: 'The actor’s username when they acted' },
    action: { type: 'string' },
    target_type: { type: 'string', enum: ['book', 'conversation', 'member', 'domain'] },
    target_id: { type: ['integer', 'null'] },
    target_label: { type: 'string' },
    reason: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const);
