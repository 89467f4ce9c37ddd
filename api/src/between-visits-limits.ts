// The defaults of what happens between visits (issue 25); limits.ts re-exports them with the rest. Wanted books' and
// the bell's limits are their features' (features/alerts/limits.ts, features/notifications/limits.ts).

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
