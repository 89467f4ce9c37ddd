import styled from 'styled-components';
import { media } from '@booknook/design-system';

/** A full-width band of the home page with a centred heading and tagline. */
export const Section = styled.section<{ $tinted?: boolean }>`
  /* Close below the band before it on a phone: the newest books are in the first screen. */
  padding: 1.5rem 1rem 3.5rem;
  background: ${({ theme, $tinted }) => ($tinted ? theme.colors.surface : 'transparent')};
  ${media.md} {
    padding: 5rem 2rem;
  }
`;

export const SectionInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;

export const SectionHeading = styled.header`
  max-width: 640px;
  margin: 0 auto 1.25rem;
  text-align: center;
  h2 {
    margin: 0 0 0.5rem;
    font-size: clamp(1.6rem, 3vw, 2.2rem);
    line-height: 1.2;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 1.05rem;
  }
`;

export const CardGrid = styled.div`
  display: grid;
  gap: 1.25rem;
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
    gap: 1.5rem;
  }
`;

export const InfoCard = styled.article`
  height: 100%;
  padding: 1.75rem 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h3 {
    margin: 1rem 0 0.5rem;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const IconBubble = styled.span`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 800;
  font-size: 1.2rem;
`;
