import { useEffect, useRef, useState } from 'react';
import { messages } from '../../../messages';
import { isbnRefusal, lookupBook, type BookLookup } from '../../book-lookup';
import { isbn13Of } from '../../isbn';
import type { SellFormik } from '../components/field-helpers';
import { FILLABLE_FIELDS, fillEmptyFields, type FillableField, type LookupFill } from '../fill-from-lookup';

export type BookLookupState =
  | { status: 'idle' }
  | { status: 'loading'; isbn: string }
  | { status: 'found'; isbn: string; filled: FillableField[]; cover: BookLookup['cover']; fromCatalogue: boolean }
  | { status: 'notFound' | 'failed'; isbn: string }
  /** The API says this is no ISBN: its reason shows as the field's error. */
  | { status: 'refused'; isbn: string; reason: string };

/**
 * Looks up each new valid ISBN in the form (typed or scanned) and fills the fields the seller left empty from an
 * earlier listing (issue 40). Never blocks the form: it stays editable while the answer is on its way, and an answer
 * for an ISBN no longer in the field is dropped.
 */
export function useBookLookup(form: SellFormik): BookLookupState {
  const [state, setState] = useState<BookLookupState>({ status: 'idle' });
  const isbn = isbn13Of(form.values.isbn);
  const latest = useRef(form);
  // What the last lookup filled: on the next ISBN those fields, unless the seller changed them, are that book's.
  const lastFill = useRef<LookupFill>({});
  useEffect(() => {
    latest.current = form;
  });

  useEffect(() => {
    if (!isbn) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    setState({ status: 'loading', isbn });
    lookupBook(isbn).then(
      (found) => {
        if (!live) return;
        // The values as they are now: the seller may have typed while the lookup ran.
        const before = latest.current.values;
        const { values, filled, fill } = fillEmptyFields(before, found, lastFill.current);
        lastFill.current = fill;
        if (FILLABLE_FIELDS.some((field) => values[field] !== before[field])) void latest.current.setValues(values, true);
        if (!found) {
          setState({ status: 'notFound', isbn });
          return;
        }
        setState({ status: 'found', isbn, filled, cover: found.cover, fromCatalogue: found.source === 'catalogue' });
      },
      (error: unknown) => {
        if (!live) return;
        const reason = isbnRefusal(error, messages.lookup.refused);
        setState(reason === null ? { status: 'failed', isbn } : { status: 'refused', isbn, reason });
      },
    );
    return () => {
      live = false;
    };
  }, [isbn]);

  return state;
}
