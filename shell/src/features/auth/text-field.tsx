import { useField } from 'formik';
import { InputField, type InputFieldProps } from '@booknook/design-system';
import { useI18n } from '@booknook/platform';

interface TextFieldProps extends Omit<InputFieldProps, 'id' | 'error'> {
  name: string;
  id?: string;
  /** An error from outside Formik's schema (e.g. the username check), shown even before the field is touched. */
  externalError?: string;
}

/** A Formik field of the sign-in and register forms: its error once touched. */
export function TextField({ name, id, externalError, ...props }: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const { t } = useI18n();
  // Errors are English texts (the schema's, or the API's detail), shown in the page's language where it has them.
  const error = externalError ?? (meta.touched ? meta.error : undefined);
  return <InputField id={id ?? `field-${name}`} error={error === undefined ? undefined : t(error)} {...field} {...props} />;
}
