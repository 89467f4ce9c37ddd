import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, buttonStyles, EmptyState, ErrorState, notify, Spinner, type ButtonVariant } from '@booknook/design-system';
import { errorDetail } from '@booknook/platform';
import { ConfirmDialog } from '../../../lib/confirm-dialog';
import { alertsMessages as t } from '../alerts-messages';
import type { SavedSearch } from '../api/saved-searches';
import { useSavedSearches } from '../hooks/use-saved-searches';
import { searchTitle } from '../model/describe-search';
import { SavedSearchItem } from './saved-search-item';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-bottom: 1rem;
`;

const Count = styled.p`
  margin: 0;
  font-weight: 600;
  &:focus {
    outline: none;
  }
`;

const Full = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`;

const List = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(auto-fill, minmax(22rem, 1fr));
    gap: 1rem;
  }
`;

const ButtonLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

const DialogError = styled.p`
  margin: 0.75rem 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** /alerts: the member's saved searches, "3 of 20", each with pause, distance and delete; or how to save one. */
export function AlertsScreen() {
  const list = useSavedSearches();
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const countRef = useRef<HTMLParagraphElement>(null);

  if (list.failed) {
    return (
      <ErrorState
        body={t.loadFailed}
        action={
          <Button type="button" onClick={list.retry}>
            {t.retry}
          </Button>
        }
      />
    );
  }
  if (!list.loaded) return <Spinner />;

  const closeDialog = () => {
    setDeleting(null);
    setDeleteError(null);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    setDeleteError(null);
    try {
      notify.success(await list.remove(deleting.id));
      setDeleting(null);
      // The search's card (and the button that had the focus) is gone: the count, just updated, takes it.
      countRef.current?.focus();
    } catch (error) {
      setDeleteError(errorDetail(error, t.failed));
    } finally {
      setBusy(false);
    }
  };

  if (list.searches.length === 0) {
    return (
      <EmptyState
        title={t.emptyTitle}
        body={t.emptyBody}
        action={
          <ButtonLink to="/books" $variant="primary">
            {t.browse}
          </ButtonLink>
        }
      />
    );
  }

  return (
    <>
      <Toolbar>
        <Count ref={countRef} tabIndex={-1} data-testid="saved-searches-count">
          {t.count(list.searches.length, list.max)}
        </Count>
        <TextLink to="/profile#mail">{t.emailChoices}</TextLink>
        {list.searches.length >= list.max && <Full>{t.full(list.max)}</Full>}
      </Toolbar>
      <List aria-label={t.listLabel}>
        {list.searches.map((search) => (
          <li key={search.id}>
            <SavedSearchItem search={search} onChange={list.change} onDelete={setDeleting} />
          </li>
        ))}
      </List>
      {deleting && (
        <ConfirmDialog
          title={t.confirmDelete.title}
          body={t.confirmDelete.body(searchTitle(deleting))}
          confirmLabel={t.confirmDelete.confirm}
          cancelLabel={t.confirmDelete.cancel}
          danger
          busy={busy}
          onConfirm={() => void confirmDelete()}
          onCancel={closeDialog}
        >
          {deleteError && <DialogError role="alert">{deleteError}</DialogError>}
        </ConfirmDialog>
      )}
    </>
  );
}
