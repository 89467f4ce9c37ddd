// The remote-health feature's limits.

/**
 * How long a page's canary assignment (features/remote-health/assignment.ts) counts its reports: a page left open
 * longer reports nothing more, a forged or copied one stops counting.
 */
export const REMOTE_ASSIGNMENT_TTL_HOURS = 12;
