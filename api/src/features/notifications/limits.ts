// The notifications feature's limits.

/** The bell's list. */
export const NOTIFICATION_LIMITS = { pageDefault: 20, pageMax: 50 } as const;
