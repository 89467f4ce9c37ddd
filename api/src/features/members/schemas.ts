import { propertyNames, type SchemaType } from '../../lib/schemas';
import type { FieldMessages } from '../../plugins/errors';
import { bookItemSchema } from '../books';
import { memberTexts } from './texts';

// GET /members/{username}/ (issue 37): what anyone may know of a member.

export const memberParamsSchema = {
  type: 'object',
  required: ['username'],
  properties: { username: { type: 'string', minLength: 1, maxLength: 150 } },
} as const;

export type MemberParams = SchemaType<typeof memberParamsSchema>;

export const memberParamsMessages: FieldMessages = { username: { default: memberTexts.usernameInvalid } };

const raterProperties = { username: { type: 'string' }, first_name: { type: 'string' } } as const;

const ratingItemProperties = {
  score: { type: 'string', enum: ['up', 'down'] },
  reason: { anyOf: [{ type: 'string', enum: ['no_show', 'late', 'not_as_described', 'rude', 'other'] }, { type: 'null' }] },
  text: { type: ['string', 'null'], description: 'Plain text: never render it as HTML' },
  created_at: { type: 'string', format: 'date-time' },
  by: {
    anyOf: [{ type: 'object', required: propertyNames(raterProperties), properties: raterProperties }, { type: 'null' }],
    description: 'Who rated; null once they have left BookNook (the rating stays, anonymised)',
  },
  by_role: { type: 'string', enum: ['buyer', 'seller'], description: 'The rater’s side of the hand-over' },
} as const;

/** Published ratings of the last 12 months, counted: the page adds the ratings themselves, the summary stops here. */
const ratingCounts = { up: { type: 'integer' }, down: { type: 'integer' } } as const;

const memberPageProperties = {
  username: { type: 'string' },
  first_name: { type: 'string' },
  member_since: { type: 'string', format: 'date-time' },
  area: { type: 'string', description: 'The area the member gave (free text), never a position' },
  suspended: { type: 'boolean', description: 'Suspended by an admin: their books are not listed meanwhile' },
  books: { type: 'array', items: bookItemSchema, description: 'Their listed books, newest first, as Browse’s cards' },
  handovers_completed: { type: 'integer', description: 'Hand-overs both sides said were completed' },
  ratings: {
    type: 'object',
    required: ['up', 'down', 'items'],
    properties: {
      ...ratingCounts,
      items: {
        type: 'array',
        items: { type: 'object', required: propertyNames(ratingItemProperties), properties: ratingItemProperties },
        description: 'Published ratings of the last 12 months, newest first (at most 100; up and down count them all)',
      },
    },
  },
  replies_within_hours: {
    type: ['integer', 'null'],
    description: 'Half of their first replies came within this many hours (last 90 days); null with fewer than 3',
  },
} as const;

export const memberPageSchema = {
  type: 'object',
  required: propertyNames(memberPageProperties),
  properties: memberPageProperties,
} as const;

export type MemberPage = SchemaType<typeof memberPageSchema>;

const { username, first_name, member_since, suspended, handovers_completed, replies_within_hours } = memberPageProperties;
const summaryProperties = {
  username,
  first_name,
  member_since,
  suspended,
  handovers_completed,
  ratings: {
    type: 'object',
    required: propertyNames(ratingCounts),
    properties: ratingCounts,
    description: 'Published ratings of the last 12 months, counted as on the page',
  },
  replies_within_hours,
} as const;

/** GET /members/{username}/summary/: the member page's figures without its books and ratings, for a seller's line. */
export const memberSummarySchema = {
  type: 'object',
  required: propertyNames(summaryProperties),
  properties: summaryProperties,
} as const;

export type MemberSummary = SchemaType<typeof memberSummarySchema>;
