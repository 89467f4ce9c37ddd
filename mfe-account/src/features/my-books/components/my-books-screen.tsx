import { lazy, Suspense, useCallback, useState } from 'react';
import styled from 'styled-components';
import { errorDetail, notify } from '@booknook/shared-ui';
import { ConfirmDialog } from '../../../lib/confirm-dialog';
import { PillFilterBar } from '../../../lib/pill-filter-bar';
import { messages } from '../../../messages';
import { deleteBook } from '../api/delete-book';
import { MY_BOOKS_FILTERS, type MyBook } from '../api/get-my-books';
import { markAsSold } from '../api/mark-as-sold';
import { useColumnVisibility } from '../hooks/use-column-visibility';
import { useMyBooks } from '../hooks/use-my-books';
import { ColumnsMenu } from './columns-menu';
import { MyBooksTable } from './my-books-table';
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

// Formik and Yup come only with the first edit: the table itself does not need them.
const EditBookModal = lazy(() => import('./edit-book-modal').then((module) => ({ default: module.EditBookModal })));

type Pending = { action: RowAction; book: MyBook } | null;

/** The member's books: filters, columns, the grid, paging, and the row actions with their dialogs. */
export function MyBooksScreen() {
  const list = useMyBooks();
  const { visibility, toggle } = useColumnVisibility();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const { refresh } = list;

  const onAction = useCallback((action: RowAction, book: MyBook) => {
    setPending({ action, book });
  }, []);

  const close = useCallback(() => {
    setPending(null);
  }, []);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const { detail } = pending.action === 'delete' ? await deleteBook(pending.book.id) : await markAsSold(pending.book.id);
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
        {/* All / Sold / Unreviewed / Accepted / Rejected: the server's filter_by. */}
        <PillFilterBar
          label={messages.myBooks.filtersLabel}
          options={MY_BOOKS_FILTERS}
          value={list.filter}
          labelOf={(filter) => messages.myBooks.filters[filter]}
          onChange={list.setFilter}
        />
        <ColumnsMenu visibility={visibility} onToggle={toggle} />
      </Toolbar>
      <MyBooksTable books={list.books} loading={list.isLoading} visibility={visibility} onAction={onAction} />
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
        />
      )}
    </>
  );
}
