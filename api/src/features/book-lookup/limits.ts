// The ISBN look-up's limits (issue 40): the external catalogue's answers kept, and what is read of it.

/**
 * Answers of BOOK_LOOKUP_URL kept per API instance, hits and misses alike (a book unknown there today is unknown
 * tomorrow too): a shelf of textbooks looked up twice asks once. Failures (timeouts, errors) are not kept.
 */
export const CATALOGUE_CACHE = { ttlMs: 6 * 60 * 60 * 1000, maxEntries: 5000 } as const;

/** What is read of one catalogue answer at most, and the redirects followed (on BOOK_LOOKUP_URL's own origin only). */
export const CATALOGUE_READ = { maxBytes: 256 * 1024, maxRedirects: 3 } as const;
