import { useField } from 'formik';
import { InputField, type InputFieldProps } from '@booknook/design-system';

/** A Formik field of the profile page's forms: its error once touched, or the server's. */
export function FormField({ name, id, ...props }: Omit<InputFieldProps, 'id' | 'error'> & { name: string; id?: string }) {
  const [field, meta] = useField<string>(name);
  return <InputField id={id ?? `profile-${name}`} error={meta.touched ? meta.error : undefined} {...field} {...props} />;
}
