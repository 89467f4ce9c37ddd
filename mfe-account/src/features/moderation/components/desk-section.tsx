import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorState, Spinner } from '@booknook/design-system';

// What the desk's lists share: a section titled with how many items wait, its cards and its quiet lines.

const Section = styled.section`
  margin: 0 0 1.5rem;
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.2rem;
  }
`;

/** One item on the desk: its heading (h3 or h4, by where it sits), its lines and its actions. */
export const DeskCard = styled.article`
  display: grid;
  gap: 0.5rem;
  padding: 1rem;
  margin-bottom: 0.75rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow-wrap: anywhere;
  h3,
  h4 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
  overflow-wrap: anywhere;
`;

interface DeskSectionProps {
  id: string;
  title: string;
  /** Items waiting; shown beside the title when there are any. */
  count: number;
  error: unknown;
  loading: boolean;
  children: ReactNode;
}

/** A list on the desk: the title and count, then its error, its spinner while it loads, or its items. */
export function DeskSection({ id, title, count, error, loading, children }: DeskSectionProps) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>
        {title}
        {count ? ` (${count})` : ''}
      </h2>
      {error ? <ErrorState /> : loading ? <Spinner /> : children}
    </Section>
  );
}
