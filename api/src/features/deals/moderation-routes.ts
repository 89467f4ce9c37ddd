import type { FastifyPluginCallback } from 'fastify';
import { trimFields } from '../../lib/hooks';
import { detailSchema, errorResponses, idSchema, type SchemaType } from '../../lib/schemas';
import { currentUser, requireModerator } from '../../plugins/session';
import { HANDOVER_OUTCOMES } from '../messages';
import type { DealModeration } from './moderation';
import type { FieldMessages } from '../../plugins/errors';
import { RATING_REASONS, RATING_SCORES } from './schemas';
import { MODERATION_REASON_MAX } from './limits';
import { dealTexts } from './texts';

const TAGS = ['moderation'];
const idParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;
type IdParams = SchemaType<typeof idParams>;
const member = {
  anyOf: [{ type: 'object', required: ['username'], properties: { username: { type: 'string' } } }, { type: 'null' }],
} as const;
const outcome = { anyOf: [{ type: 'string', enum: HANDOVER_OUTCOMES }, { type: 'null' }] } as const;

const disputeProperties = {
  handover_id: { type: 'integer' },
  conversation_id: { type: 'integer' },
  book_name: { type: 'string' },
  at: { type: 'string', format: 'date-time' },
  place: { type: 'string' },
  buyer_outcome: outcome,
  seller_outcome: outcome,
  disputed_at: { type: 'string', format: 'date-time' },
  buyer: member,
  seller: member,
} as const;

const downRatingProperties = {
  id: { type: 'integer' },
  handover_id: { type: 'integer' },
  conversation_id: { type: 'integer' },
  book_name: { type: 'string' },
  reason: { anyOf: [{ type: 'string', enum: RATING_REASONS }, { type: 'null' }] },
  text: { type: ['string', 'null'] },
  created_at: { type: 'string', format: 'date-time' },
  rater: member,
  ratee: member,
} as const;

const hiddenRatingProperties = {
  ...downRatingProperties,
  score: { type: 'string', enum: RATING_SCORES },
  hidden_at: { type: 'string', format: 'date-time' },
  hidden_by: { ...member, description: 'The moderator who hid it (null once their account is gone)' },
} as const;

const deskSchema = {
  type: 'object',
  required: ['disputes', 'down_ratings', 'hidden_ratings'],
  properties: {
    disputes: {
      type: 'array',
      items: { type: 'object', required: Object.keys(disputeProperties), properties: disputeProperties },
      description: 'Hand-overs one side said were completed and the other not, not yet closed; the oldest first',
    },
    down_ratings: {
      type: 'array',
      items: { type: 'object', required: Object.keys(downRatingProperties), properties: downRatingProperties },
      description: 'Thumbs-down ratings of the last 30 days that are not hidden, newest first',
    },
    hidden_ratings: {
      type: 'array',
      items: { type: 'object', required: Object.keys(hiddenRatingProperties), properties: hiddenRatingProperties },
      description: 'Hidden ratings, the most recently hidden first, for a moderator to show again',
    },
  },
} as const;

const hideBodySchema = {
  type: ['object', 'null'],
  properties: { reason: { type: 'string', maxLength: MODERATION_REASON_MAX } },
  additionalProperties: false,
} as const;

const unhideBodySchema = {
  type: 'object',
  required: ['reason'],
  properties: { reason: { type: 'string', minLength: 1, maxLength: MODERATION_REASON_MAX } },
  additionalProperties: false,
} as const;

const unhideMessages: FieldMessages = {
  reason: {
    required: dealTexts.unhideReasonRequired,
    minLength: dealTexts.unhideReasonRequired,
    default: dealTexts.unhideReasonInvalid(MODERATION_REASON_MAX),
  },
};

/** The moderation desk's part of the deal (issue 37), for moderators. */
export function dealModerationRoutes(moderation: DealModeration): FastifyPluginCallback {
  return (app, _options, done) => {
    app.get(
      '/moderation/deals/',
      {
        preValidation: requireModerator,
        schema: {
          summary: 'Hand-over disagreements and thumbs-down ratings',
          tags: TAGS,
          response: { 200: deskSchema, ...errorResponses(401, 403) },
        },
      },
      () => moderation.desk(),
    );
    app.post<{ Params: IdParams; Body: SchemaType<typeof hideBodySchema> }>(
      '/moderation/ratings/:id/hide/',
      {
        preValidation: [requireModerator, trimFields(['reason'])],
        schema: {
          summary: 'Hide a rating from the member page (audited); 409 when hidden already',
          tags: TAGS,
          params: idParams,
          body: hideBodySchema,
          response: { 200: detailSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        await moderation.setRatingHidden(currentUser(request), request.params.id, true, request.body?.reason);
        return { detail: dealTexts.ratingHidden };
      },
    );
    app.post<{ Params: IdParams; Body: SchemaType<typeof unhideBodySchema> }>(
      '/moderation/ratings/:id/unhide/',
      {
        preValidation: [requireModerator, trimFields(['reason'])],
        config: { validationMessages: unhideMessages },
        schema: {
          summary: 'Show a hidden rating on the member page again, with a reason (audited); 409 when it is not hidden',
          tags: TAGS,
          params: idParams,
          body: unhideBodySchema,
          response: { 200: detailSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        await moderation.setRatingHidden(currentUser(request), request.params.id, false, request.body.reason);
        return { detail: dealTexts.ratingUnhidden };
      },
    );
    app.post<{ Params: IdParams }>(
      '/moderation/handovers/:id/resolve/',
      {
        preValidation: requireModerator,
        schema: {
          summary: 'Close a hand-over disagreement once looked at (audited)',
          tags: TAGS,
          params: idParams,
          response: { 200: detailSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        await moderation.resolveDispute(currentUser(request), request.params.id);
        return { detail: dealTexts.disputeResolved };
      },
    );
    done();
  };
}
