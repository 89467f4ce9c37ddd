import type { FormikProps } from 'formik';
import { FieldError } from '@booknook/design-system';
import { fieldId } from '../hooks/use-sell-form';
import type { SellBookValues } from '../sell-book-values';

export type SellFormik = FormikProps<SellBookValues>;
type ValueField = keyof SellBookValues;

/** A field's error once it has been touched (every field is, by a submit). */
export function fieldError(form: SellFormik, name: ValueField): string | undefined {
  const error = form.touched[name] && form.errors[name];
  return typeof error === 'string' ? error : undefined;
}

/** Id, invalid state and description of a field's control. */
export function fieldA11y(form: SellFormik, name: ValueField, hintId?: string) {
  const error = fieldError(form, name);
  return {
    id: fieldId(name),
    'aria-invalid': Boolean(error),
    'aria-describedby': [error ? `${fieldId(name)}-error` : '', hintId ?? ''].filter(Boolean).join(' ') || undefined,
  };
}

export function FieldErrorText({ form, name }: { form: SellFormik; name: ValueField }) {
  const error = fieldError(form, name);
  return error ? <FieldError id={`${fieldId(name)}-error`}>{error}</FieldError> : null;
}
