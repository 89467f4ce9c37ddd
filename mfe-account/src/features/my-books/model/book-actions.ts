import type { BookStatusFlags } from '@booknook/contract';

type ActionFacts = BookStatusFlags & { is_sold: boolean; is_expired: boolean; expires_at: string | null };

export interface RowActions {
  renew: boolean;
  markAsSold: boolean;
  edit: boolean;
  delete: boolean;
}

/** A listing this close to its end is offered Renew (the API reminds its owner as long before: EXPIRY_REMINDER_S). */
export const EXPIRING_SOON_MS = 7 * 24 * 60 * 60 * 1000;

/** Whether a listing has ended or ends within EXPIRING_SOON_MS. */
export function endsSoon(book: Pick<ActionFacts, 'is_expired' | 'expires_at'>, now: Date): boolean {
  if (book.is_expired) return true;
  return book.expires_at !== null && new Date(book.expires_at).getTime() - now.getTime() <= EXPIRING_SOON_MS;
}

/** A listing its owner may renew (the API's rule): accepted, not sold or disabled, and ended or ending soon. */
export function canRenew(book: ActionFacts, now: Date): boolean {
  return book.is_reviewed && book.is_accepted && !book.is_sold && !book.is_disabled && endsSoon(book, now);
}

/**
 * docs/product.md §4: Mark as sold needs a reviewed book that is not sold; a sold book cannot be edited; delete is
 * always offered. Renew (issue 25) for a listing that has ended or is about to.
 */
export function rowActions(book: ActionFacts, now: Date = new Date()): RowActions {
  return {
    renew: canRenew(book, now),
    markAsSold: book.is_reviewed && !book.is_sold,
    edit: !book.is_sold,
    delete: true,
  };
}
