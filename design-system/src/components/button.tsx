import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'outline' | 'ghost';

/** Button look, also for links that act as buttons: `styled(Link)<{ $variant?: ButtonVariant }>`${buttonStyles}``. */
export const buttonStyles = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 40px;
  padding: 0.5rem 1.1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid transparent;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    color 0.15s ease,
    border-color 0.15s ease;
  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'outline':
        return css`
          background: transparent;
          color: ${theme.colors.accent};
          border-color: ${theme.colors.accent};
          &:hover:not(:disabled, [aria-disabled='true']) {
            background: ${theme.colors.accentSoft};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.colors.text};
          &:hover:not(:disabled, [aria-disabled='true']) {
            background: ${theme.colors.border};
          }
        `;
      default:
        return css`
          background: ${theme.colors.accent};
          color: #fff;
          &:hover:not(:disabled, [aria-disabled='true']) {
            background: ${theme.colors.accentHover};
          }
        `;
    }
  }}
  /* aria-disabled: busy for a moment, but keeps focus (a disabled button drops it to the page). */
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const Button = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

/**
 * For a button that is unavailable for a moment (busy) or at an edge (Next on the last page) while the keyboard may be
 * on it: `disabled` would drop focus to the page, so it is marked aria-disabled (read as dimmed, styled like
 * disabled) and its clicks, including a form's Enter, are swallowed. `<Button {...unavailable(busy)}>`.
 */
export function unavailable(isUnavailable: boolean) {
  if (!isUnavailable) return {};
  return {
    'aria-disabled': true,
    onClickCapture: (event: { preventDefault: () => void; stopPropagation: () => void }) => {
      event.preventDefault();
      event.stopPropagation();
    },
  } as const;
}
