import styled, { css } from 'styled-components';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'danger' | 'dark';

/** A small label: price, condition, category, status. */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0.2rem 0.55rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  line-height: 1.4;
  /* Labels are short, but some carry what a member typed (a publication): it wraps rather than leave the screen. */
  max-width: 100%;
  overflow-wrap: anywhere;
  ${({ theme, $tone = 'neutral' }) => {
    switch ($tone) {
      case 'accent':
        return css`
          background: ${theme.colors.accent};
          color: #fff;
        `;
      case 'success':
        return css`
          background: ${theme.colors.successSoft};
          color: ${theme.colors.success};
        `;
      case 'danger':
        return css`
          background: ${theme.colors.dangerSoft};
          color: ${theme.colors.danger};
        `;
      case 'dark':
        return css`
          background: ${theme.colors.ink};
          color: #fff;
        `;
      default:
        return css`
          background: ${theme.colors.background};
          color: ${theme.colors.text};
          border: 1px solid ${theme.colors.border};
        `;
    }
  }}
`;
