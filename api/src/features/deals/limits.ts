import { BOOK_LIMITS } from '../../limits';

/** An offer's price: from 0 (asking for it free) to a book's highest price. */
export const OFFER_PRICE_MAX = BOOK_LIMITS.priceMax;
