import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@booknook/design-system';

const Card = styled.section`
  padding: 1.25rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${media.md} {
    padding: 1.5rem;
  }
  h2 {
    margin: 0 0 0.35rem;
    font-size: 1.15rem;
  }
  > p {
    margin: 0 0 1rem;
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
`;

export interface SectionProps {
  id: string;
  title: string;
  intro: string;
  /** The section's own address on the page (/profile#mail), for links from elsewhere (mails, other pages). */
  anchor?: string;
  children: ReactNode;
}

/** One part of the profile page: a heading, a line saying what it is for, and its form. */
export function Section({ id, title, intro, anchor, children }: SectionProps) {
  return (
    <Card id={anchor} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p>{intro}</p>
      {children}
    </Card>
  );
}

/** Two inputs side by side from the medium breakpoint (first and last name). */
export const Pair = styled.div`
  display: grid;
  gap: 0 1rem;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;
