// What the deal tells people (issue 37): offers, reservations, hand-overs and ratings.

const formatPrice = (price: number) => `Rs. ${price.toFixed(2)}`;

export const dealTexts = {
  /** An offer's message body: what a client that does not draw offers shows, and what the unread mail quotes. */
  offerBody: (price: number) => (price <= 0 ? 'Offer: could I have it for free?' : `Offer: ${formatPrice(price)}`),
  counterBody: (price: number) => (price <= 0 ? 'Counter-offer: free' : `Counter-offer: ${formatPrice(price)}`),
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
} as const;
