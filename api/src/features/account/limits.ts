// The account feature's limits.

/** How long a password reset link works (once). */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
