import { useState, type KeyboardEvent } from 'react';
import { Form, Formik } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Banner, notify, PageTitle, unavailable } from '@booknook/design-system';
import { errorDetail, errorStatus, useI18n, useSession } from '@booknook/platform';
import { Aside, AuthBrand, AuthCard, AuthScreen, CardButton, Intro } from '../features/auth/auth-card';
import { loginSchema, type LoginValues } from '../features/auth/login-schema';
import { useReturnPath } from '../features/auth/return-path';
import { useSignInState, type SignInState } from '../features/auth/sign-in-state';
import { TextField } from '../features/auth/text-field';
import { authMessages as messages } from '../features/auth/auth-messages';
import { CodeStep } from '../features/auth/code-step';
import { emailCodeMessages as code } from '../features/auth/email-code-messages';
import { useSendEmailCode } from '../features/auth/use-send-email-code';
import { passkeyMessages as passkey } from '../features/auth/passkey-messages';
import { usePasskeySignIn } from '../features/auth/use-passkey-sign-in';

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 1.5rem 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const RevealToggle = styled.button`
  position: absolute;
  right: 0.35rem;
  top: 50%;
  transform: translateY(-50%);
  padding: 0.3rem 0.6rem;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  cursor: pointer;
`;

const ForgotLink = styled(Link)`
  display: block;
  width: fit-content;
  margin: -0.5rem 0 1rem auto;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.accent};
`;

// Its own row above the email field, apart from it as the divider keeps the password apart.
const PasskeyButton = styled(CardButton)`
  margin-bottom: 1.25rem;
`;

export function LoginPage() {
  const { t } = useI18n();
  const { login } = useSession();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Arriving from sign-up (its answer to show) or from another auth screen (the email typed there).
  const { email: carriedEmail = '', notice } = useSignInState();

  // "Continue with email" (issue 36.1): the address, then the code mailed to it, on this same screen.
  const emailCode = useSendEmailCode(returnPath);
  const backHere = () => void navigate(returnPath, { replace: true });
  // Passkeys first where the browser has them (issue 36.2): in the email field's suggestions, and by a button.
  const passkeys = usePasskeySignIn(backHere);

  const onSubmit = async (values: LoginValues) => {
    setFailure(null);
    try {
      await login({ email: values.email.trim(), password: values.password });
      // What was said to the guest (a failed attempt, 'please log in') no longer holds once they are signed in.
      notify.dismiss();
      await navigate(returnPath, { replace: true });
    } catch (error) {
      // docs/product.md §8: the server's detail, else a generic message; shown as a toast and inline.
      const message = errorStatus(error) ? errorDetail(error, t(messages.login.failed)) : t(messages.login.unexpected);
      setFailure(message);
      notify.error(message);
    }
  };

  if (emailCode.sentTo) {
    return (
      <AuthScreen>
        <PageTitle title={t(code.codeTitle)} />
        <AuthCard>
          <AuthBrand />
          <h1>{t(code.codeTitle)}</h1>
          <CodeStep email={emailCode.sentTo} next={returnPath} onSignedIn={backHere} onOtherEmail={emailCode.reset} />
        </AuthCard>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen>
      <PageTitle title={t(messages.login.title)} />
      <AuthCard>
        <AuthBrand />
        <h1>{t(messages.login.title)}</h1>
        <Intro>{t(code.intro)}</Intro>
        {(failure ?? emailCode.failure ?? passkeys.failure) && (
          <Banner role="alert">{t(failure ?? emailCode.failure ?? passkeys.failure ?? '')}</Banner>
        )}
        {emailCode.solving && (
          <Banner $tone="success" role="status">
            {t(messages.register.solvingChallenge)}
          </Banner>
        )}
        {notice && !failure && (
          <Banner $tone="success" role="status">
            {notice}
          </Banner>
        )}
        {passkeys.available && (
          <PasskeyButton type="button" $variant="outline" onClick={() => void passkeys.signIn()} {...unavailable(passkeys.busy)}>
            {passkeys.busy ? t(passkey.signingIn) : t(passkey.signIn)}
          </PasskeyButton>
        )}
        <Formik initialValues={{ email: carriedEmail, password: '' }} validationSchema={loginSchema} onSubmit={onSubmit}>
          {({ isSubmitting, values, setFieldTouched, setFieldError }) => {
            const continueWithEmail = async () => {
              const problem = await emailCode.send(values.email);
              if (problem) {
                await setFieldTouched('email', true, false);
                setFieldError('email', problem);
              }
            };
            // Enter in the address with no password typed is the newcomer's way on, not a password sign-in.
            const onEmailKey = (event: KeyboardEvent<HTMLInputElement>) => {
              if (event.key !== 'Enter' || values.password !== '') return;
              event.preventDefault();
              void continueWithEmail();
            };
            return (
              <Form noValidate>
                <TextField
                  name="email"
                  label={t(messages.login.email)}
                  type="email"
                  autoComplete="username webauthn"
                  onKeyDown={onEmailKey}
                />
                <CardButton type="button" onClick={() => void continueWithEmail()} {...unavailable(emailCode.sending)}>
                  {emailCode.sending ? t(code.sending) : t(code.continueWithEmail)}
                </CardButton>
                <Divider>{t(code.orPassword)}</Divider>
                <TextField
                  name="password"
                  label={t(messages.login.password)}
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  style={{ paddingRight: '4rem' }}
                  adornment={
                    <RevealToggle
                      type="button"
                      onClick={() => setShowPassword((value) => !value)}
                      aria-pressed={showPassword}
                      aria-label={showPassword ? t(messages.login.hidePassword) : t(messages.login.showPassword)}
                    >
                      {showPassword ? t(messages.login.hide) : t(messages.login.show)}
                    </RevealToggle>
                  }
                />
                <ForgotLink to="/forgot-password" state={{ email: values.email.trim() } satisfies SignInState}>
                  {t(messages.login.forgotPassword)}
                </ForgotLink>
                <CardButton type="submit" $variant="outline" {...unavailable(isSubmitting)}>
                  {t(messages.login.submit)}
                </CardButton>
              </Form>
            );
          }}
        </Formik>
        <Aside>
          {t(messages.login.noAccount)} <Link to="/register">{t(messages.login.registerLink)}</Link>
        </Aside>
      </AuthCard>
    </AuthScreen>
  );
}
