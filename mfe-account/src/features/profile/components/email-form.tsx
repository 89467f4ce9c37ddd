import { Form, Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import styled from 'styled-components';
import { Button, notify, unavailable } from '@booknook/design-system';
import { EmailConfirmationNotice, errorDetail, errorFields, useSession, type CurrentUser } from '@booknook/platform';
import { messages } from '../../../messages';
import { changeEmail } from '../account-api';
import { FormField } from './form-field';
import { Section } from './section';

const t = messages.profile;

const Notice = styled.div`
  margin-bottom: 1rem;
`;
const schema = yup.object({
  email: yup.string().trim().required(t.invalidEmail).email(t.invalidEmail),
  password: yup.string().required(t.passwordRequired),
});
type EmailValues = yup.InferType<typeof schema>;

/** A new sign-in address, confirmed with the current password (someone at an unlocked screen cannot take the account). */
export function EmailForm({ user }: { user: CurrentUser }) {
  const { updateUser } = useSession();
  // An address waiting for its link: the one the member is moving to, else their own (issue 24.3).
  const waiting = user.pending_email ?? (user.email_verified ? null : user.email);
  const onSubmit = async (values: EmailValues, helpers: FormikHelpers<EmailValues>) => {
    try {
      const { detail, user: updated } = await changeEmail({ email: values.email.trim(), password: values.password });
      updateUser(updated);
      helpers.resetForm();
      notify.success(detail);
    } catch (error) {
      helpers.setErrors(errorFields(error));
      notify.error(errorDetail(error, t.failed));
    }
  };
  return (
    <Section id="email" title={t.emailTitle} intro={t.emailIntro(user.email)}>
      {waiting && (
        <Notice>
          <EmailConfirmationNotice email={waiting} pending={user.pending_email !== null} headingLevel={3} />
        </Notice>
      )}
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
