import { Form, Formik, type FormikHelpers } from 'formik';
import { useSWRConfig } from 'swr';
import * as yup from 'yup';
import { Button, notify, unavailable } from '@booknook/design-system';
import { errorDetail, errorFields, PASSWORD_MIN_LENGTH } from '@booknook/platform';
import { messages } from '../../../messages';
import { changePassword, SESSIONS_KEY } from '../account-api';
import { FormField } from './form-field';
import { Section } from './section';

const t = messages.profile;
const schema = yup.object({
  current_password: yup.string().required(t.passwordRequired),
  new_password: yup.string().required(t.passwordTooShort).min(PASSWORD_MIN_LENGTH, t.passwordTooShort),
  repeat: yup
    .string()
    .required(t.passwordMismatch)
    .oneOf([yup.ref('new_password')], t.passwordMismatch),
});
type PasswordValues = yup.InferType<typeof schema>;

/** A new password with the current one; every other session ends (the list below shows it). */
export function PasswordForm() {
  const { mutate } = useSWRConfig();
  const onSubmit = async (values: PasswordValues, helpers: FormikHelpers<PasswordValues>) => {
    try {
      notify.success(await changePassword({ current_password: values.current_password, new_password: values.new_password }));
      helpers.resetForm();
      await mutate(SESSIONS_KEY);
    } catch (error) {
      helpers.setErrors(errorFields(error));
      notify.error(errorDetail(error, t.failed));
    }
  };
  return (
    <Section id="password" title={t.passwordTitle} intro={t.passwordIntro}>
      <Formik initialValues={{ current_password: '', new_password: '', repeat: '' }} validationSchema={schema} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <FormField name="current_password" label={t.currentPassword} type="password" autoComplete="current-password" />
            <FormField name="new_password" label={t.newPassword} type="password" autoComplete="new-password" />
            <FormField name="repeat" label={t.repeatPassword} type="password" autoComplete="new-password" />
            <Button type="submit" $variant="outline" {...unavailable(isSubmitting)}>
              {t.changePassword}
            </Button>
          </Form>
        )}
      </Formik>
    </Section>
  );
}
