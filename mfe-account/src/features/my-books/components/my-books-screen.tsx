import { lazy, Suspense, useCallback, useState } from 'react';
import styled from 'styled-components';
import { notify, theme } from '@booknook/design-system';
import { errorDetail } from '@booknook/platform';
import { ConfirmDialog } from '../../../lib/confirm-dialog';
import { PillFilterBar } from '../../../lib/pill-filter-bar';
import { useRenewListing } from '../../../lib/renew-listing';
import { useMediaQuery } from '../../../lib/use-media-query';
import { messages } from '../../../messages';
import { deleteBook } from '../api/delete-book';
import { MY_BOOKS_FILTERS, type MyBook } from '../api/get-my-books';
import { markAsSold } from '../api/mark-as-sold';
import { SoldToField } from './sold-to-field';
import { useColumnVisibility } from '../hooks/use-column-visibility';
import { useMyBooks } from '../hooks/use-my-books';
import { ColumnsMenu } from './columns-menu';
import { MyBooksCards } from './my-books-cards';
import { Pager } from './pager';
import type { RowAction } from './row-actions-menu';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 1rem;
`;

// AG Grid (~200 KB gzip) only where the grid is shown: a phone gets cards and never downloads it.
const MyBooksTable = lazy(() => import('./my-books-table').then((module) => ({ default: module.MyBooksTable })));

/**
 * Where the grid starts: its seven columns need about 940 px, so below the large breakpoint (phones and tablets)
 * each book is a card instead of a row whose price, status and sold scroll out of sight.
 */
const GRID_QUERY = `(min-width: ${theme.breakpoints.lg})`;

const GridLoading = styled.p`
  min-height: 180px;
  margin: 0;
  padding: 2rem 1rem;
  color: ${({ theme: { colors } }) => colors.muted};
  font-weight: 600;
`;

// Formik and Yup come only with the first edit: the table itself does not need them.
const EditBookModal = lazy(() => import('./edit-book-modal').then((module) => ({ default: module.EditBookModal })));

type Pending = { action: RowAction; book: MyBook } | null;

/** The member's books: filters, columns, the grid, paging, and the row actions with their dialogs. */
export function MyBooksScreen() {
  const list = useMyBooks();
  const wide = useMediaQuery(GRID_QUERY);
  const { visibility, toggle } = useColumnVisibility();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [soldTo, setSoldTo] = useState<number | undefined>(undefined);
  const [renewingId, setRenewingId] = useState<number | null>(null);
  const { refresh } = list;
  const renewListing = useRenewListing(messages.myBooks.actionFailed);

  const onAction = useCallback(
    (action: RowAction, book: MyBook) => {
      if (action === 'renew') {
        // One tap, nothing to confirm: renewing only keeps the book listed longer.
        setRenewingId(book.id);
        void renewListing(book.id).finally(() => setRenewingId(null));
        return;
      }
      setPending({ action, book });
      setSoldTo(undefined);
    },
    [renewListing],
  );

  const close = useCallback(() => {
    setPending(null);
  }, []);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const { detail } = pending.action === 'delete' ? await deleteBook(pending.book.id) : await markAsSold(pending.book.id, soldTo);
      notify.success(detail);
      setPending(null);
      await refresh();
    } catch (error) {
      notify.error(errorDetail(error, messages.myBooks.actionFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Toolbar>
        {/* All / Sold / Unreviewed / Accepted / Rejected / Expired: the server's filter_by. */}
        <PillFilterBar
          label={messages.myBooks.filtersLabel}
          options={MY_BOOKS_FILTERS}
          value={list.filter}
          labelOf={(filter) => messages.myBooks.filters[filter]}
          onChange={list.setFilter}
        />
        {/* Cards have no columns to choose. */}
        {wide && <ColumnsMenu visibility={visibility} onToggle={toggle} />}
      </Toolbar>
      {wide ? (
        <Suspense fallback={<GridLoading role="status">{messages.myBooks.loading}</GridLoading>}>
          <MyBooksTable books={list.books} loading={list.isLoading} visibility={visibility} onAction={onAction} />
        </Suspense>
      ) : (
        <MyBooksCards books={list.books} loading={list.isLoading} onAction={onAction} renewingId={renewingId} />
      )}
      <Pager count={list.count} page={list.page} totalPages={list.totalPages} onPageChange={list.setPage} />
      {pending?.action === 'edit' && (
        <Suspense fallback={null}>
          <EditBookModal book={pending.book} onClose={close} onSaved={refresh} />
        </Suspense>
      )}
      {pending && pending.action !== 'edit' && (
        <ConfirmDialog
          title={pending.action === 'delete' ? messages.myBooks.confirmDelete.title : messages.myBooks.confirmSold.title}
          body={
            pending.action === 'delete'
              ? messages.myBooks.confirmDelete.body(pending.book.name)
              : messages.myBooks.confirmSold.body(pending.book.name)
          }
          confirmLabel={pending.action === 'delete' ? messages.myBooks.confirmDelete.confirm : messages.myBooks.confirmSold.confirm}
          cancelLabel={messages.myBooks.cancel}
          danger={pending.action === 'delete'}
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={close}
        >
          {pending.action === 'markAsSold' && <SoldToField bookId={pending.book.id} value={soldTo} onChange={setSoldTo} />}
        </ConfirmDialog>
      )}
    </>
  );
}
