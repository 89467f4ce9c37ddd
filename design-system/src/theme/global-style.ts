import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* Whatever is scrolled to or focused stops below the sticky header, not under it. */
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem);
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 16px;
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  img { max-width: 100%; display: block; }
  [hidden] { display: none !important; }
  a { color: inherit; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.accent}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
