import type { RequestBodyOf } from './contract';
import {
  pathsHandoversIdRatingPostRequestBodyContentApplicationJsonReasonValues,
  pathsHandoversIdRatingPostRequestBodyContentApplicationJsonScoreValues,
} from './schema.gen';

// The deal's enumerations (issue 37) that more than one app shows: a rating's score and a thumbs down's reason,
// named from the generated schema so an added reason fails the type-check of every label table.

type RatingBody = RequestBodyOf<'/handovers/{id}/rating/', 'post'>;

export type RatingScore = RatingBody['score'];
export type RatingReason = NonNullable<RatingBody['reason']>;

/** The scores and the reasons, in the API's order (the rating form offers the reasons in it). */
export const RATING_SCORES: readonly RatingScore[] = pathsHandoversIdRatingPostRequestBodyContentApplicationJsonScoreValues;
export const RATING_REASONS: readonly RatingReason[] = pathsHandoversIdRatingPostRequestBodyContentApplicationJsonReasonValues;
