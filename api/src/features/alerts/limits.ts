// The alerts feature's limits.

/** Wanted books (saved searches). */
export const SAVED_SEARCH_LIMITS = {
  perMember: 20,
  radiusMinKm: 0.1,
  radiusMaxKm: 50,
  pageMax: 50,
} as const;
