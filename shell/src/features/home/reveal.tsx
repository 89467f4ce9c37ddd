import styled from 'styled-components';

/** Fades and lifts its content in once `$revealed` turns true. */
export const Reveal = styled.div<{ $revealed: boolean; $delayMs?: number }>`
  opacity: ${({ $revealed }) => ($revealed ? 1 : 0)};
  transform: translateY(${({ $revealed }) => ($revealed ? '0' : '16px')});
  transition:
    opacity 0.6s ease ${({ $delayMs = 0 }) => $delayMs}ms,
    transform 0.6s ease ${({ $delayMs = 0 }) => $delayMs}ms;
  /* A server-rendered page read without JavaScript: nothing will reveal it. */
  @media (scripting: none) {
    opacity: 1;
    transform: none;
  }
`;
