// The limits of what happens between visits (issue 25): wanted books, the bell and the settings' defaults; limits.ts
// re-exports them with the rest.

/** Between visits (issue 25): the defaults of the settings that shorten delays for tests and demos. */
export const BETWEEN_VISITS = {
  /** LISTING_LIFETIME_S: 60 days from acceptance. */
  listingLifetimeSeconds: 60 * 24 * 60 * 60,
  /** EXPIRY_REMINDER_S: the owner is reminded 7 days before the end. */
  expiryReminderSeconds: 7 * 24 * 60 * 60,
  /** UNREAD_EMAIL_DELAY_S: a message unread for 15 minutes is mailed. */
  unreadEmailDelaySeconds: 15 * 60,
  /** DIGEST_HOUR: the daily digest goes out at 8 in the morning. */
  digestHour: 8,
} as const;

/** Wanted books (saved searches). */
export const SAVED_SEARCH_LIMITS = {
  perMember: 20,
  radiusMinKm: 0.1,
  radiusMaxKm: 50,
  pageMax: 50,
} as const;

/** The bell's list. */
export const NOTIFICATION_LIMITS = { pageDefault: 20, pageMax: 50 } as const;
