import { useId } from 'react';
import styled from 'styled-components';
import { media } from '@booknook/design-system';
import { messages } from '../../../messages';
import { COUNT_CAP, filtersToParams, type BrowseFilters } from '../filters';
import { useDebouncedInput } from '../hooks/use-debounced-value';
import { SortSelect } from './sort-select';

const t = messages.browse;

/** Phones: the search and the sort on the page itself (issue 36), not inside Filters. Wider screens have them in the sidebar. */
const Bar = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.5rem;
  input,
  select {
    min-height: 42px;
    padding: 0.4rem 0.7rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: #fff;
    font: inherit;
    min-width: 0;
  }
  select {
    max-width: 9.5rem;
  }
  ${media.md} {
    display: none;
  }
`;

const Count = styled.p`
  margin: 0;
  margin-left: auto;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

/** "120 books", "over 1,000 books" (the API counts no further); nothing before it is known or with none ("No books found"). */
export function ResultCount({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <Count role="status" data-testid="result-count">
      {t.resultCount(count, COUNT_CAP)}
    </Count>
  );
}

export interface QuickSearchProps {
  filters: BrowseFilters;
  onChange: (patch: Partial<BrowseFilters>) => void;
}

/**
 * The phone's search box (it reads the active search) and sort. A GET form to /books keeping the other filters, so
 * Enter searches before the page's code has run; after that, typed text applies when typing pauses and a sort at once.
 */
export function QuickSearch({ filters, onChange }: QuickSearchProps) {
  const id = useId();
  const [name, setName] = useDebouncedInput(filters.name ?? '', (value) => onChange({ name: value || undefined }));
  const kept = [...filtersToParams(filters).entries()].filter(([key]) => key !== 'name' && key !== 'ordering');
  return (
    <Bar
      role="search"
      aria-label={t.quickSearch}
      method="get"
      action="/books"
      data-testid="quick-search"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ name: name.trim() || undefined });
        // Closes a phone's keyboard, so that the results it covered are seen.
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      }}
    >
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <input
        id={`${id}-name`}
        name="name"
        type="search"
        enterKeyHint="search"
        aria-label={t.searchBooks}
        placeholder={t.searchBooksPlaceholder}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <SortSelect aria-label={t.sort} ordering={filters.ordering} onChange={(ordering) => onChange({ ordering })} />
    </Bar>
  );
}
