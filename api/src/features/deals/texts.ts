// What the deal tells people (issue 37): offers, reservations, hand-overs and ratings.

import { localized } from '../../lib/language';
import { dealTextsNe } from './texts.ne';

const formatPrice = (price: number) => `Rs. ${price.toFixed(2)}`;

/**
 * An offer's message body: what a client that does not draw offers shows, and what the unread mail quotes. English
 * only: it is kept as a message the other member reads, so the language of the request that made it is not theirs.
 */
export const offerMessageTexts = {
  offerBody: (price: number) => (price <= 0 ? 'Offer: could I have it for free?' : `Offer: ${formatPrice(price)}`),
  counterBody: (price: number) => (price <= 0 ? 'Counter-offer: free' : `Counter-offer: ${formatPrice(price)}`),
} as const;

const dealTextsEnglish = {
  priceInvalid: 'price must be an amount from 0 (asking for it free) to 99999.99.',
  onlyBuyerOffers: 'Only the buyer makes an offer; answer theirs with a counter-offer.',
  offerOpen: 'There is an offer waiting for an answer in this conversation already.',
  offerNotOpen: (state: string) => `This offer was already answered (it is ${state}).`,
  ownOffer: 'This is your own offer: the other member answers it.',
  bookNotListed: 'The book is no longer listed, so no deal can be made on it.',
  onlySellerReserves: 'Only the seller reserves or releases the book.',
  reservedForAnother: 'The book is reserved for another buyer. Release it first.',
  reservedHereAlready: 'The book is already reserved for this buyer.',
  notReserved: 'The book is not reserved for this buyer.',
  buyerLeft: 'The buyer has left BookNook.',
  atInvalid: (days: number) => `at must be a date and time in the next ${days} days.`,
  placeInvalid: (max: number) => `place must be 1 to ${max} characters.`,
  moderatorsRead: 'Moderators read conversations; they do not arrange hand-overs.',
  handoverSettled: 'Both of you have already said how this hand-over went.',
  handoverHasOutcome: 'How the agreed hand-over went has already been said; it can no longer be replaced.',
  handoverNotProposed: (state: string) => `This hand-over cannot be accepted: it is ${state}.`,
  ownHandover: 'You proposed this hand-over: the other member accepts it.',
  handoverNotAccepted: 'Say how the hand-over went once it has been accepted.',
  outcomeGiven: 'You have already said how this hand-over went.',
  outcomeInvalid: 'outcome must be completed, no_show or cancelled.',
  scoreInvalid: 'score must be up or down.',
  reasonInvalid: 'reason must be no_show, late, not_as_described, rude or other.',
  reasonRequired: 'Say what went wrong: a thumbs down needs a reason.',
  ratingTextInvalid: (max: number) => `text can be at most ${max} characters.`,
  ratingTooEarly: 'You can rate once one of you has said how the hand-over went.',
  ratedAlready: 'You have already rated this hand-over.',
  soldToAnother: 'The book went to someone else, so this hand-over cannot be rated.',
  otherLeft: 'The other member has left BookNook.',
  calendarNotAccepted: 'A calendar file is ready once the hand-over is accepted.',
  calendarSummary: (book: string) => `Hand-over: “${book}” (BookNook)`,
  calendarDescription: (other: string, link: string) => `Meeting ${other}. The conversation: ${link}`,
  formerMember: 'a former member',
  ratingHidden: 'Rating hidden. It no longer shows on the member’s page.',
  ratingHiddenAlready: 'This rating is hidden already.',
  ratingUnhidden: 'Rating shown again on the member’s page.',
  ratingNotHidden: 'This rating is not hidden: it shows on the member’s page already.',
  unhideReasonRequired: 'Say why the rating is shown again.',
  unhideReasonInvalid: (max: number) => `reason can be at most ${max} characters.`,
  disputeResolved: 'Disagreement closed.',
} as const;

export type DealTexts = typeof dealTextsEnglish;

export const dealTexts = localized(dealTextsEnglish, { ne: dealTextsNe });
