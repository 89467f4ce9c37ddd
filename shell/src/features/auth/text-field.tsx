import { useField } from 'formik';
import { InputField, type InputFieldProps } from '@booknook/design-system';

interface TextFieldProps extends Omit<InputFieldProps, 'id' | 'error'> {
  name: string;
  id?: string;
  /** An error from outside Formik's schema (e.g. the username check), shown even before the field is touched. */
  externalError?: string;
}

/** A Formik field of the sign-in and register forms: its error once touched. */
export function TextField({ name, id, externalError, ...props }: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  return <InputField id={id ?? `field-${name}`} error={externalError ?? (meta.touched ? meta.error : undefined)} {...field} {...props} />;
}
