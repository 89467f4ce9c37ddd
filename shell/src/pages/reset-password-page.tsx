import { useState } from 'react';
import { Form, Formik } from 'formik';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { Banner, notify, PageTitle, unavailable } from '@booknook/design-system';
import { errorDetail, errorStatus, PASSWORD_MIN_LENGTH, useI18n, useSession } from '@booknook/platform';
import { AuthBrand, AuthCard, AuthScreen, BackToSignIn, CardButton, Intro } from '../features/auth/auth-card';

import { confirmPasswordReset, linkTokenOf } from '../features/auth/password-reset-api';
import { TextField } from '../features/auth/text-field';
import { authMessages as messages } from '../features/auth/auth-messages';

const text = messages.resetPassword;

const schema = yup.object({
  new_password: yup.string().required(messages.register.passwordTooShort).min(PASSWORD_MIN_LENGTH, messages.register.passwordTooShort),
  repeat: yup
    .string()
    .required(text.mismatch)
    .oneOf([yup.ref('new_password')], text.mismatch),
});

/**
 * /reset-password#token=…: the page the emailed link opens. It works signed in or not (the link may be opened in any
 * browser); the new password ends every session, this browser's too, so it then asks to sign in.
 */
export function ResetPasswordPage() {
  const { t } = useI18n();
  const token = linkTokenOf(useLocation().hash);
  const navigate = useNavigate();
  const { session, forgetSession } = useSession();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async ({ new_password }: { new_password: string }) => {
    if (!token) return;
    setFailure(null);
    try {
      await confirmPasswordReset({ token, new_password });
      if (session.status === 'authenticated') await forgetSession();
      notify.success(t(text.done));
      await navigate('/login', { replace: true });
    } catch (error) {
      setFailure(errorStatus(error) ? errorDetail(error, t(text.failed)) : t(text.failed));
    }
  };

  return (
    <AuthScreen>
      <PageTitle title={t(text.title)} />
      <AuthCard>
        <AuthBrand />
        <h1>{t(text.title)}</h1>
        {token ? (
          <>
            <Intro>{t(text.intro)}</Intro>
            {failure && (
              <Banner role="alert">
                {failure} <Link to="/forgot-password">{t(text.askForNewLink)}</Link>
              </Banner>
            )}
            <Formik initialValues={{ new_password: '', repeat: '' }} validationSchema={schema} onSubmit={onSubmit}>
              {({ isSubmitting }) => (
                <Form noValidate>
                  <TextField
                    name="new_password"
                    label={t(text.newPassword)}
                    type="password"
                    autoComplete="new-password"
                    hint={t(text.passwordHint)}
                  />
                  <TextField name="repeat" label={t(text.repeatPassword)} type="password" autoComplete="new-password" />
                  <CardButton type="submit" {...unavailable(isSubmitting)}>
                    {t(text.submit)}
                  </CardButton>
                </Form>
              )}
            </Formik>
          </>
        ) : (
          <Banner role="alert">
            {t(text.missingToken)} <Link to="/forgot-password">{t(text.askForNewLink)}</Link>
          </Banner>
        )}
        <BackToSignIn />
      </AuthCard>
    </AuthScreen>
  );
}
