import styled from 'styled-components';
import { messages } from '../../../messages';

const t = messages.browse;

const Chip = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  margin: 0 0 0.5rem;
  padding: 0.15rem 0.25rem 0.15rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: #fff;
  font-weight: 600;
  max-width: 100%;
  overflow-wrap: anywhere;
  button {
    display: inline-grid;
    place-items: center;
    min-width: 32px;
    min-height: 32px;
    border: 0;
    border-radius: 999px;
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: 1.1rem;
    cursor: pointer;
    &:hover {
      background: ${({ theme }) => theme.colors.border};
    }
  }
`;

/** Browse filtered by one edition (issue 40: a book page's "more copies nearby" links here), with a button that drops it. */
export function IsbnChip({ isbn, onRemove }: { isbn: string; onRemove: () => void }) {
  return (
    <Chip data-testid="isbn-filter">
      {t.isbnFilter(isbn)}
      <button type="button" aria-label={t.removeIsbnFilter(isbn)} onClick={onRemove}>
        <span aria-hidden="true">×</span>
      </button>
    </Chip>
  );
}
