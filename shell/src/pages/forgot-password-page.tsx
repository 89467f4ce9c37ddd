import { useState } from 'react';
import { Form, Formik } from 'formik';
import styled from 'styled-components';
import * as yup from 'yup';
import { Banner, PageTitle, unavailable } from '@booknook/design-system';
import { errorDetail, errorStatus, useI18n } from '@booknook/platform';
import { AuthBrand, AuthCard, AuthScreen, BackToSignIn, CardButton, Intro } from '../features/auth/auth-card';
import { requestPasswordReset } from '../features/auth/password-reset-api';
import { EMAIL_DOMAIN } from '../features/auth/register-schema';
import { useSignInState } from '../features/auth/sign-in-state';
import { TextField } from '../features/auth/text-field';
import { authMessages as messages } from '../features/auth/auth-messages';

const text = messages.forgotPassword;

const SentHint = styled(Intro)`
  margin-top: 0;
`;

const schema = yup.object({
  email: yup
    .string()
    .trim()
    .required(messages.login.invalidEmail)
    .email(messages.login.invalidEmail)
    .matches(EMAIL_DOMAIN, messages.login.invalidEmail),
});

/** /forgot-password: a guest asks for a link to choose a new password (the answer never says whether the address has an account). */
export function ForgotPasswordPage() {
  const { t } = useI18n();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { email: carriedEmail = '' } = useSignInState();

  const onSubmit = async ({ email }: { email: string }) => {
    setFailure(null);
    try {
      setSent(await requestPasswordReset({ email: email.trim() }));
    } catch (error) {
      setFailure(errorStatus(error) ? errorDetail(error, t(text.failed)) : t(text.failed));
    }
  };

  return (
    <AuthScreen>
      <PageTitle title={sent ? t(text.sentTitle) : t(text.title)} />
      <AuthCard>
        <AuthBrand />
        {sent ? (
          <>
            <h1>{t(text.sentTitle)}</h1>
            <Banner $tone="success" role="status">
              {sent}
            </Banner>
            <SentHint>{t(text.sentHint)}</SentHint>
            <CardButton type="button" $variant="outline" onClick={() => setSent(null)}>
              {t(text.askAgain)}
            </CardButton>
          </>
        ) : (
          <>
            <h1>{t(text.title)}</h1>
            <Intro>{t(text.intro)}</Intro>
            {failure && <Banner role="alert">{failure}</Banner>}
            <Formik initialValues={{ email: carriedEmail }} validationSchema={schema} onSubmit={onSubmit}>
              {({ isSubmitting }) => (
                <Form noValidate>
                  <TextField name="email" label={t(text.email)} type="email" autoComplete="email" />
                  <CardButton type="submit" {...unavailable(isSubmitting)}>
                    {t(text.submit)}
                  </CardButton>
                </Form>
              )}
            </Formik>
          </>
        )}
        <BackToSignIn />
      </AuthCard>
    </AuthScreen>
  );
}
