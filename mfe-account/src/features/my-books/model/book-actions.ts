import type { BookStatusFlags } from '@booknook/shared-ui';

type ActionFacts = Pick<BookStatusFlags, 'is_reviewed'> & { is_sold: boolean };

export interface RowActions {
  markAsSold: boolean;
  edit: boolean;
  delete: boolean;
}

/** docs/product.md §4: Mark as sold needs a reviewed book that is not sold; a sold book cannot be edited; delete is always offered. */
export function rowActions(book: ActionFacts): RowActions {
  return {
    markAsSold: book.is_reviewed && !book.is_sold,
    edit: !book.is_sold,
    delete: true,
  };
}
