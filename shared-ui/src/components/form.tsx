import styled from 'styled-components';

/** A labelled form control with room for its error: `<Field><label/><input/><FieldError/></Field>`. */
export const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  margin-bottom: 1rem;
  label {
    font-weight: 600;
    font-size: 0.95rem;
  }
  input,
  select,
  textarea {
    width: 100%;
    padding: 0.65rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: #fff;
    color: ${({ theme }) => theme.colors.text};
  }
  input:disabled,
  select:disabled,
  textarea:disabled {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.muted};
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.danger};
`;

/** A message across the top of a form (e.g. a failed sign-in). */
export const Banner = styled.div<{ $tone?: 'danger' | 'success' }>`
  margin-bottom: 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone = 'danger' }) => ($tone === 'danger' ? theme.colors.dangerSoft : theme.colors.successSoft)};
  color: ${({ theme, $tone = 'danger' }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.success)};
  border: 1px solid currentColor;
`;
