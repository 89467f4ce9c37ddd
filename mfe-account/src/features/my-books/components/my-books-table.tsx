import { useEffect, useMemo } from 'react';
import {
  ClientSideRowModelModule,
  ModuleRegistry,
  RowAutoHeightModule,
  type CellPosition,
  type ColDef,
  type ICellRendererParams,
  type TabToNextCellParams,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import styled from 'styled-components';
import { Badge, categoryLabels, coverSources, formatPrice, listingStatus } from '@booknook/design-system';
import { StatusBadge } from '../../../lib/status-badge';
import { messages } from '../../../messages';
import type { MyBook } from '../api/get-my-books';
import { rowActions } from '../model/book-actions';
import type { ColumnVisibility } from '../hooks/use-column-visibility';
import { gridTheme } from './grid-theme';
import { ListingEndNote } from './listing-end';
import { RowActionsMenu, type RowAction } from './row-actions-menu';

// Only what this table uses: the client-side row model (also part of the core, named here to be explicit)
// and auto row height, so that a long name or a rejection reason wraps instead of being cut.
ModuleRegistry.registerModules([ClientSideRowModelModule, RowAutoHeightModule]);

const Reason = styled.span`
  display: block;
  margin-top: 0.3rem;
  font-size: 0.85rem;
  line-height: 1.35;
  color: ${({ theme }) => theme.colors.danger};
  white-space: normal;
`;

const Cell = styled.div`
  padding: 0.6rem 0;
  line-height: 1.4;
`;

const ImageLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

function ExternalIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const Name = styled(Cell)`
  font-weight: 600;
  white-space: normal;
  overflow-wrap: anywhere;
`;

function NameCell({ data }: ICellRendererParams<MyBook>) {
  return data ? <Name>{data.name}</Name> : null;
}

function StatusCell({ data }: ICellRendererParams<MyBook>) {
  if (!data) return null;
  const status = listingStatus(data);
  return (
    <Cell>
      <StatusBadge status={status} />
      {status === 'Rejected' && data.rejection_reason && <Reason>{messages.myBooks.rejectionReason(data.rejection_reason)}</Reason>}
      <ListingEndNote book={data} now={new Date()} />
    </Cell>
  );
}

/**
 * A cell holding a link or a button passes keyboard focus on to it, so that it is announced by its own name and
 * Enter or Space work as they do anywhere else. The grid still sees the keys from inside the cell (arrows, Tab).
 */
function useFocusGoesToControl(cell: HTMLElement) {
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      if (event.target === cell) cell.querySelector<HTMLElement>('button, a[href]')?.focus();
    };
    cell.addEventListener('focus', onFocus);
    return () => {
      cell.removeEventListener('focus', onFocus);
    };
  }, [cell]);
}

function ImageCell({ data, eGridCell }: ICellRendererParams<MyBook>) {
  useFocusGoesToControl(eGridCell);
  if (!data) return null;
  return (
    <ImageLink
      href={coverSources(data.book_image_variants).largestUrl ?? data.book_image}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={messages.myBooks.viewImageLabel(data.name)}
    >
      {messages.myBooks.viewImage}
      <ExternalIcon />
    </ImageLink>
  );
}

function SoldCell({ data }: ICellRendererParams<MyBook>) {
  if (!data) return null;
  return data.is_sold ? <Badge $tone="accent">{messages.myBooks.soldYes}</Badge> : <span>{messages.myBooks.soldNo}</span>;
}

type ActionsContext = { onAction: (action: RowAction, book: MyBook) => void };

function ActionsCell({ data, context, eGridCell }: ICellRendererParams<MyBook, unknown, ActionsContext>) {
  useFocusGoesToControl(eGridCell);
  if (!data) return null;
  return <RowActionsMenu bookName={data.name} enabled={rowActions(data)} onAction={(action) => context.onAction(action, data)} />;
}

const Overlay = styled.div`
  padding: 2rem 1rem;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;

function LoadingOverlay() {
  return (
    <Overlay role="status" aria-live="polite">
      {messages.myBooks.loading}
    </Overlay>
  );
}

function NoRowsOverlay() {
  return <Overlay role="status">{messages.myBooks.noResults}</Overlay>;
}

const GridFrame = styled.div`
  width: 100%;
  /* Every cell centred in its row, whatever the height the name or the rejection reason gave it. */
  .ag-cell {
    display: flex;
    align-items: center;
  }
  /*
   * Where scrollbars overlay content (phones, macOS), AG Grid lays its horizontal scrollbar over the last 16px of the
   * last row with an opaque background. Let that row show through and take its own clicks; swiping still scrolls.
   */
  .ag-body-horizontal-scroll.ag-scrollbar-invisible {
    pointer-events: none;
  }
  .ag-body-horizontal-scroll.ag-scrollbar-invisible .ag-body-horizontal-scroll-viewport {
    background: transparent;
  }
  /* Room for the overlays when there are no rows (autoHeight grids collapse otherwise). */
  .ag-layout-auto-height .ag-center-cols-viewport,
  .ag-layout-auto-height .ag-center-cols-container {
    min-height: 120px;
  }
`;

/**
 * One Tab stop per row (AG Grid's own keyboard model otherwise stops on every cell): Tab moves to the same column of
 * the next row, Shift+Tab of the row before, and past the last (first) row focus leaves the grid as the browser
 * would move it. Arrow keys move between the cells of a row and between rows.
 * The row count comes from the page of books shown (the grid API's count needs a module this table does not load;
 * without a bound the grid would keep asking for the next row for ever).
 */
function tabToNextRow(rowCount: number) {
  return ({ backwards, previousCellPosition }: TabToNextCellParams<MyBook>): CellPosition | boolean => {
    const rowIndex = previousCellPosition.rowIndex + (backwards ? -1 : 1);
    if (rowIndex < 0 || rowIndex >= rowCount) return false;
    return { ...previousCellPosition, rowIndex };
  };
}

export interface MyBooksTableProps {
  books: MyBook[];
  loading: boolean;
  visibility: ColumnVisibility;
  onAction: (action: RowAction, book: MyBook) => void;
}

/** The member's books in AG Grid. Paging and filtering happen on the server; the grid only shows one page. */
export function MyBooksTable({ books, loading, visibility, onAction }: MyBooksTableProps) {
  const columnDefs = useMemo<ColDef<MyBook>[]>(
    () => [
      {
        colId: 'name',
        field: 'name',
        headerName: messages.myBooks.columns.name,
        hide: !visibility.name,
        flex: 2,
        minWidth: 160,
        cellRenderer: NameCell,
        autoHeight: true,
      },
      {
        colId: 'image',
        headerName: messages.myBooks.columns.image,
        hide: !visibility.image,
        cellRenderer: ImageCell,
        minWidth: 132,
        flex: 1,
      },
      {
        colId: 'price',
        field: 'price',
        headerName: messages.myBooks.columns.price,
        hide: !visibility.price,
        valueFormatter: ({ value }: { value: number | null | undefined }) => (value == null ? '' : formatPrice(value)),
        minWidth: 120,
        flex: 1,
      },
      {
        colId: 'status',
        headerName: messages.myBooks.columns.status,
        hide: !visibility.status,
        cellRenderer: StatusCell,
        autoHeight: true,
        minWidth: 170,
        flex: 1.5,
      },
      { colId: 'sold', headerName: messages.myBooks.columns.sold, hide: !visibility.sold, cellRenderer: SoldCell, minWidth: 110, flex: 1 },
      {
        colId: 'category',
        field: 'category',
        headerName: messages.myBooks.columns.category,
        hide: !visibility.category,
        valueFormatter: ({ value }: { value: MyBook['category'] | null | undefined }) => (value ? categoryLabels[value] : ''),
        minWidth: 150,
        flex: 1,
      },
      {
        colId: 'actions',
        headerName: messages.myBooks.columns.actions,
        cellRenderer: ActionsCell,
        width: 92,
        minWidth: 92,
        maxWidth: 92,
        pinned: 'right',
      },
    ],
    [visibility],
  );

  const context = useMemo<ActionsContext>(() => ({ onAction }), [onAction]);
  const tabToNextCell = useMemo(() => tabToNextRow(books.length), [books.length]);

  return (
    <GridFrame role="region" aria-label={messages.myBooks.gridLabel} data-testid="my-books-grid">
      <AgGridReact<MyBook>
        theme={gridTheme}
        rowData={books}
        columnDefs={columnDefs}
        defaultColDef={{ sortable: false, resizable: true, suppressMovable: true }}
        context={context}
        getRowId={({ data }) => String(data.id)}
        tabToNextCell={tabToNextCell}
        // The header only labels the columns (nothing to sort or filter there): Tab goes straight to the rows.
        suppressHeaderFocus
        domLayout="autoHeight"
        loading={loading}
        loadingOverlayComponent={LoadingOverlay}
        noRowsOverlayComponent={NoRowsOverlay}
        suppressColumnVirtualisation
        ensureDomOrder
      />
    </GridFrame>
  );
}
