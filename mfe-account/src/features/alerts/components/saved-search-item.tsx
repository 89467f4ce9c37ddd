import { useId, useState } from 'react';
import styled from 'styled-components';
import { Badge, Button, notify, unavailable } from '@booknook/design-system';
import { errorDetail, errorFields } from '@booknook/platform';
import { shortDate } from '../../../lib/dates';
import { alertsMessages as t } from '../alerts-messages';
import type { SavedSearch, SavedSearchChange } from '../api/saved-searches';
import { formatKm, radiusChoices, searchChips, searchTitle } from '../model/describe-search';

const Card = styled.article<{ $paused: boolean }>`
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $paused }) => ($paused ? theme.colors.background : theme.colors.surface)};
  h2 {
    margin: 0;
    font-size: 1.1rem;
    line-height: 1.35;
    overflow-wrap: anywhere;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem 0.6rem;
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Where, in words that hold the distance's own control: "within [5 km]", or "anywhere". */
const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.4rem;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
  label,
  strong {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
  select {
    min-height: 36px;
    padding: 0.3rem 0.4rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: #fff;
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

/** Pause or Resume, and Delete apart from it, at the foot of the card whatever its neighbour's height. */
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-top: auto;
  padding-top: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const DeleteButton = styled(Button)`
  color: ${({ theme }) => theme.colors.danger};
`;

const ItemError = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface SavedSearchItemProps {
  search: SavedSearch;
  onChange: (id: number, changes: SavedSearchChange) => Promise<SavedSearch>;
  onDelete: (search: SavedSearch) => void;
}

/** One saved search in words, with Pause or Resume, its distance (for a search with a point) and Delete. */
export function SavedSearchItem({ search, onChange, onDelete }: SavedSearchItemProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = searchTitle(search);
  const chips = searchChips(search);

  const save = async (changes: SavedSearchChange, said: (saved: SavedSearch) => string) => {
    setBusy(true);
    setError(null);
    try {
      notify.success(said(await onChange(search.id, changes)));
    } catch (failure) {
      // The field the API names (radius_km, paused), else its detail: under the search, where the member looks.
      setError(Object.values(errorFields(failure))[0] ?? errorDetail(failure, t.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby={`${id}-title`} $paused={search.paused} data-testid="saved-search">
      <Head>
        <h2 id={`${id}-title`}>{title}</h2>
        {search.paused && <Badge $tone="dark">{t.paused}</Badge>}
      </Head>
      {chips.length > 0 && (
        <Chips aria-label={t.filtersLabel}>
          {chips.map((chip) => (
            <li key={chip}>
              <Badge>{chip}</Badge>
            </li>
          ))}
        </Chips>
      )}
      <Meta>
        {search.near && search.radius_km !== null ? (
          <>
            <label htmlFor={`${id}-radius`}>{t.within}</label>
            <select
              id={`${id}-radius`}
              aria-label={t.radiusLabel(title)}
              aria-describedby={error ? `${id}-error` : undefined}
              value={search.radius_km}
              onChange={(event) => {
                const km = Number(event.target.value);
                void save({ radius_km: km }, () => t.radiusSaved(formatKm(km)));
              }}
            >
              {radiusChoices(search.radius_km).map((km) => (
                <option key={km} value={km}>
                  {t.radiusOption(formatKm(km))}
                </option>
              ))}
            </select>
          </>
        ) : (
          <strong>{t.anywhere}</strong>
        )}
        <span aria-hidden="true">·</span>
        <time dateTime={search.created_at}>{t.savedOn(shortDate(new Date(search.created_at)))}</time>
      </Meta>
      <Controls>
        <Button
          type="button"
          $variant="outline"
          aria-label={search.paused ? t.resumeLabel(title) : t.pauseLabel(title)}
          {...unavailable(busy)}
          onClick={() => void save({ paused: !search.paused }, (saved) => (saved.paused ? t.pausedToast : t.resumedToast))}
        >
          {search.paused ? t.resume : t.pause}
        </Button>
        <DeleteButton type="button" $variant="ghost" aria-label={t.deleteLabel(title)} onClick={() => onDelete(search)}>
          {t.delete}
        </DeleteButton>
      </Controls>
      {error && (
        <ItemError id={`${id}-error`} role="alert">
          {error}
        </ItemError>
      )}
    </Card>
  );
}
