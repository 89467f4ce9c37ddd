import { useEffect, useRef, useState } from 'react';
import { lookupBook } from '../../book-lookup/api/lookup-book';
import type { BookLookup } from '../../book-lookup/api/isbn-api-types';
import { isbn13Of } from '../../isbn/isbn';
import type { SellFormik } from '../components/field-helpers';
import { fillEmptyFields, type FillableField } from '../fill-from-lookup';

export type BookLookupState =
  | { status: 'idle' }
  | { status: 'loading'; isbn: string }
  | { status: 'found'; isbn: string; filled: FillableField[]; cover: BookLookup['cover']; fromCatalogue: boolean }
  | { status: 'notFound' | 'failed'; isbn: string };

/**
 * Looks up each new valid ISBN in the form (typed or scanned) and fills the fields the seller left empty from an
 * earlier listing (issue 40). Never blocks the form: it stays editable while the answer is on its way, and an answer
 * for an ISBN no longer in the field is dropped.
 */
export function useBookLookup(form: SellFormik): BookLookupState {
  const [state, setState] = useState<BookLookupState>({ status: 'idle' });
  const isbn = isbn13Of(form.values.isbn);
  const latest = useRef(form);
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
        if (!found) {
          setState({ status: 'notFound', isbn });
          return;
        }
        // The values as they are now: the seller may have typed while the lookup ran.
        const { values, filled } = fillEmptyFields(latest.current.values, found);
        if (filled.length > 0) void latest.current.setValues(values, true);
        setState({ status: 'found', isbn, filled, cover: found.cover, fromCatalogue: found.source === 'catalogue' });
      },
      () => {
        if (live) setState({ status: 'failed', isbn });
      },
    );
    return () => {
      live = false;
    };
  }, [isbn]);

  return state;
}
