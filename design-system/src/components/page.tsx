import styled from 'styled-components';

/** The content column every page sits in: centred, at most the layout width, with side padding. */
export const Page = styled.main`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 2rem 2rem 4rem;
  }
  h1 {
    margin: 0 0 1rem;
    font-size: 1.75rem;
    line-height: 1.2;
  }
`;
