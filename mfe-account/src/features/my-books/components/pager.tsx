import styled from 'styled-components';
import { Button, unavailable } from '@booknook/design-system';
import { messages } from '../../../messages';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-top: 1rem;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-variant-numeric: tabular-nums;
  }
  div {
    display: flex;
    gap: 0.5rem;
  }
`;

/** 'Count: {n} | Page: {p} of {total}' with Previous and Next (docs/product.md §2). */
export function Pager({
  count,
  page,
  totalPages,
  onPageChange,
}: {
  count: number;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}) {
  return (
    <Bar aria-label={messages.myBooks.pagerLabel}>
      <p aria-live="polite" data-testid="my-books-summary">
        {/* An empty list is one empty page, not 'Page 1 of 0'. */}
        {messages.myBooks.summary(count, page, Math.max(totalPages, 1))}
      </p>
      <div>
        <Button
          type="button"
          $variant="outline"
          {...unavailable(page <= 1)}
          onClick={() => {
            onPageChange(page - 1);
          }}
        >
          {messages.myBooks.previous}
        </Button>
        <Button
          type="button"
          $variant="outline"
          {...unavailable(page >= totalPages)}
          onClick={() => {
            onPageChange(page + 1);
          }}
        >
          {messages.myBooks.next}
        </Button>
      </div>
    </Bar>
  );
}
