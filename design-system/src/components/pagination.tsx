import styled from 'styled-components';
import { Button, unavailable } from './button';

/** The page numbers shown: the current page and the next two, never past the last page. */
export function visiblePages(current: number, totalPages: number): number[] {
  const last = Math.max(1, totalPages);
  const pages: number[] = [];
  for (let page = current; page <= Math.min(current + 2, last); page += 1) pages.push(page);
  return pages;
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.35rem;
  margin-top: 2rem;
`;

const PageButton = styled(Button)`
  min-width: 40px;
  padding: 0.5rem 0.75rem;
`;

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  labels?: { previous: string; next: string; page: (n: number) => string; navigation: string };
}

const defaultLabels = { previous: 'Previous', next: 'Next', page: (n: number) => `Page ${n}`, navigation: 'Pagination' };

/** Previous, the current page and the next two, Next. */
export function Pagination({ page, totalPages, onPageChange, labels = defaultLabels }: PaginationProps) {
  return (
    <Bar aria-label={labels.navigation}>
      <PageButton $variant="ghost" {...unavailable(page <= 1)} onClick={() => onPageChange(page - 1)}>
        {labels.previous}
      </PageButton>
      {visiblePages(page, totalPages).map((n) => (
        <PageButton
          key={n}
          $variant={n === page ? 'primary' : 'ghost'}
          aria-current={n === page ? 'page' : undefined}
          aria-label={labels.page(n)}
          onClick={() => onPageChange(n)}
        >
          {n}
        </PageButton>
      ))}
      <PageButton $variant="ghost" {...unavailable(page >= totalPages)} onClick={() => onPageChange(page + 1)}>
        {labels.next}
      </PageButton>
    </Bar>
  );
}
