/** The ratings a member page counts and lists: the last 12 months. */
export const RATINGS_MONTHS = 12;
/** The ratings a member page lists at most (the counts cover them all). */
export const RATINGS_LISTED_MAX = 100;
/** A member page's books at most: the newest listed. */
export const MEMBER_BOOKS_MAX = 60;
/** Replies counted for "usually replies within": conversations of the last 90 days... */
export const REPLY_WINDOW_DAYS = 90;
/** ...and at least this many, else the page says nothing about it. */
export const REPLY_SAMPLE_MIN = 3;
/** Unpublished ratings are published this long after the hand-over's first outcome (features/deals writes the rest). */
export const RATING_BLIND_DAYS = 7;
