import styled from 'styled-components';
import { messages } from '../../../messages';
import { MY_BOOKS_FILTERS, type MyBooksFilter } from '../api/get-my-books';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
`;

const FilterButton = styled.button`
  min-height: 36px;
  padding: 0.35rem 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
    color: #fff;
  }
`;

/** All / Sold / Unreviewed / Accepted / Rejected: the server's filter_by. */
export function FilterBar({ value, onChange }: { value: MyBooksFilter; onChange: (filter: MyBooksFilter) => void }) {
  return (
    <Group role="group" aria-label={messages.myBooks.filtersLabel}>
      {MY_BOOKS_FILTERS.map((filter) => (
        <FilterButton
          key={filter}
          type="button"
          aria-pressed={filter === value}
          onClick={() => {
            onChange(filter);
          }}
        >
          {messages.myBooks.filters[filter]}
        </FilterButton>
      ))}
    </Group>
  );
}
