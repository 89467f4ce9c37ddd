import { ratingReasonLabels, ratingScoreLabels } from '@booknook/design-system';
import { dealMessages } from '../messages';

/** The moderation desk's part of the deal (issue 37): hand-over disagreements and thumbs-down ratings. */
export const dealDeskMessages = {
  title: 'Deals',
  disputesTitle: 'Hand-over disagreements',
  disputesEmpty: 'No disagreements: every hand-over both sides spoke about, they agreed on.',
  ratingsTitle: 'Thumbs-down ratings (last 30 days)',
  ratingsEmpty: 'No thumbs-down ratings in the last 30 days.',
  about: (book: string) => `About “${book}”`,
  meeting: (when: string, place: string) => `Hand-over ${when} at ${place}`,
  buyerSaid: 'Buyer',
  sellerSaid: 'Seller',
  notSaid: 'Has not said',
  outcome: { completed: 'Completed', no_show: 'The other did not come', cancelled: 'Cancelled' } as Record<
    'completed' | 'no_show' | 'cancelled',
    string
  >,
  disputedAt: (when: string) => `Disagreement since ${when}`,
  formerMember: 'Former member',
  resolve: 'Close disagreement',
  resolved: 'Disagreement closed.',
  rated: (rater: string, ratee: string) => `${rater} rated ${ratee}`,
  /** Between the rater and the rated member on a rating's card. */
  ratedWord: 'rated',
  ratedAt: (when: string) => `Rated ${when}`,
  /** The reasons as the rater chose them in the conversation. */
  reasons: ratingReasonLabels,
  noText: 'No text.',
  hide: 'Hide rating',
  hideTitle: 'Hide this rating',
  hideReason: 'Why (kept in the audit log)',
  hideReasonRequired: 'Say why the rating is hidden.',
  hideSubmit: 'Hide rating',
  hidden: 'Rating hidden: it no longer shows on the member page.',
  hiddenTitle: 'Hidden ratings',
  hiddenEmpty: 'No hidden ratings.',
  scores: ratingScoreLabels,
  /** On a hidden rating's card: when, and by which moderator (`@name`, or formerMember). */
  hiddenBy: (when: string, moderator: string) => `Hidden ${when} by ${moderator}`,
  unhide: 'Unhide',
  unhideTitle: 'Show this rating again',
  unhideReason: 'Why (kept in the audit log)',
  unhideReasonRequired: 'Say why the rating is shown again.',
  unhideSubmit: 'Show rating again',
  unhidden: 'Rating shown again on the member page.',
  cancel: dealMessages.cancel,
  failed: dealMessages.failed,
};
