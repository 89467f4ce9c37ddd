import type { RatingReason, RatingScore } from '@booknook/contract';

// How a rating reads to a person (issue 37), the one place for it: the conversation's rating form and the
// moderators' desk (mfe-account) and the member page (mfe-browse) show the same enumerations of the contract.

/** A rating's score, as a list or a screen reader names it. */
export const ratingScoreLabels: Record<RatingScore, string> = {
  up: 'Thumbs up',
  down: 'Thumbs down',
};

/** Why a thumbs down was given. */
export const ratingReasonLabels: Record<RatingReason, string> = {
  no_show: 'Did not come',
  late: 'Late',
  not_as_described: 'Not as described',
  rude: 'Rude',
  other: 'Other',
};
