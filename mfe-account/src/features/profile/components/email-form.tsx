import { Form, Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { Button, errorDetail, errorFields, notify, unavailable, useSession, type CurrentUser } from '@booknook/shared-ui';
import { messages } from '../../../messages';
import { changeEmail } from '../account-api';
import { FormField } from './form-field';
import { Section } from './section';

const t = messages.profile;
const schema = yup.object({
  email: yup.string().trim().required(t.invalidEmail).email(t.invalidEmail),
  password: yup.string().required(t.passwordRequired),
});
type EmailValues = yup.InferType<typeof schema>;

/** A new sign-in address, confirmed with the current password (someone at an unlocked screen cannot take the account). */
export function EmailForm({ user }: { user: CurrentUser }) {
  const { updateUser } = useSession();
  const onSubmit = async (values: EmailValues, helpers: FormikHelpers<EmailValues>) => {
    try {
      updateUser(await changeEmail({ email: values.email.trim(), password: values.password }));
      helpers.resetForm();
      notify.success(t.emailChanged);
    } catch (error) {
      helpers.setErrors(errorFields(error));
      notify.error(errorDetail(error, t.failed));
    }
  };
  return (
    <Section id="email" title={t.emailTitle} intro={t.emailIntro(user.email)}>
      <Formik initialValues={{ email: '', password: '' }} validationSchema={schema} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <FormField name="email" label={t.newEmail} type="email" autoComplete="email" />
            <FormField
              name="password"
              id="profile-email-password"
              label={t.currentPassword}
              type="password"
              autoComplete="current-password"
            />
            <Button type="submit" $variant="outline" {...unavailable(isSubmitting)}>
              {t.changeEmail}
            </Button>
          </Form>
        )}
      </Formik>
    </Section>
  );
}
