import { BOOK_LIMITS } from '../../limits';

/** An offer's price: from 0 (asking for it free) to a book's highest price. */
export const OFFER_PRICE_MAX = BOOK_LIMITS.priceMax;

/** How far ahead a hand-over may be proposed, in days. */
export const HANDOVER_MAX_DAYS_AHEAD = 60;
/** A hand-over's place: free text, as people say it ("the library's front steps"). */
export const HANDOVER_PLACE_MAX = 200;
/** A rating's optional text. */
export const RATING_TEXT_MAX = 500;
/** Both members are reminded this many hours before an agreed hand-over (bell, mail and the calendar's alarm). */
export const REMINDER_HOURS = 2;
/** A reservation with no hand-over agreed ends after this many days (the sweep). */
export const RESERVATION_DAYS = 7;
/** A moderator's reason for hiding a rating or showing it again (the audit log keeps it). */
export const MODERATION_REASON_MAX = 500;
