import type { ResponseOf } from '@booknook/contract';

/** GET /books/lookup/?isbn= → what BookNook (or the operator's catalogue) knows of that edition; 404 when nothing. */
export type BookLookup = ResponseOf<'/books/lookup/', 'get'>;
