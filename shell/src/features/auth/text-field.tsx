import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useField } from 'formik';
import { Field, FieldError } from '@booknook/shared-ui';
import styled from 'styled-components';

const Hint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  /** Help under the input; replaced by the error when there is one. */
  hint?: ReactNode;
  /** An error from outside Formik's schema (e.g. the username check), shown even before the field is touched. */
  externalError?: string;
  /** Something to the right of the input (e.g. the show-password toggle). */
  adornment?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled Formik input with its error or hint, wired for screen readers. */
export function TextField({ name, label, hint, externalError, adornment, inputRef, id, ...input }: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const inputId = id ?? `field-${name}`;
  const error = externalError ?? (meta.touched ? meta.error : undefined);
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  const control = <input id={inputId} ref={inputRef} aria-invalid={Boolean(error)} aria-describedby={describedBy} {...field} {...input} />;
  return (
    <Field>
      <label htmlFor={inputId}>{label}</label>
      {adornment ? (
        <div style={{ position: 'relative' }}>
          {control}
          {adornment}
        </div>
      ) : (
        control
      )}
      {error ? (
        <FieldError id={`${inputId}-error`} role="alert">
          {error}
        </FieldError>
      ) : (
        hint && <Hint id={`${inputId}-hint`}>{hint}</Hint>
      )}
    </Field>
  );
}
