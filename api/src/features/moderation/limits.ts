// The moderation feature's limits.

export const REJECTION_REASON_MAX = 1000;
