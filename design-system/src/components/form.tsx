import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
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

const Hint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface InputFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The input's id; its error and hint get ids of their own from it. */
  id: string;
  label: string;
  /** What is wrong with the value, shown under it (and announced). */
  error?: string | undefined;
  /** Help under the input; replaced by the error when there is one. */
  hint?: ReactNode;
  /** Something to the right of the input (e.g. a show-password toggle). */
  adornment?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input with its error or hint, wired for screen readers; a form library's field wraps it. */
export function InputField({ id, label, error, hint, adornment, inputRef, ...input }: InputFieldProps) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const control = <input id={id} ref={inputRef} aria-invalid={Boolean(error)} aria-describedby={describedBy} {...input} />;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {adornment ? (
        <div style={{ position: 'relative' }}>
          {control}
          {adornment}
        </div>
      ) : (
        control
      )}
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : (
        hint && <Hint id={`${id}-hint`}>{hint}</Hint>
      )}
    </Field>
  );
}
