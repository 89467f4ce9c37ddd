import { useRef, useState } from 'react';
import { Field as FormikField, Form, Formik, type FormikHelpers } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Banner, media, notify, PageTitle, unavailable } from '@booknook/design-system';
import { type ApiErrorBody, errorDetail, http, useI18n } from '@booknook/platform';
import { Aside, AuthBrand, AuthCard, AuthScreen, CardButton } from '../features/auth/auth-card';
import { emptyRegistration, registerSchema, type RegisterValues } from '../features/auth/register-schema';
import { type SignInState } from '../features/auth/sign-in-state';
import { needsSignupChallenge, solveSignupChallenge } from '../features/auth/signup-challenge';
import { TextField } from '../features/auth/text-field';
import { useUsernameCheck } from '../features/auth/use-username-check';
import { authMessages as messages } from '../features/auth/auth-messages';

const m = messages.register;

const WideCard = styled(AuthCard)`
  max-width: 560px;
`;

const Row = styled.div`
  display: grid;
  gap: 0 1rem;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const ChoiceRow = styled.div`
  margin: -0.25rem 0 1.25rem;
`;

const Choice = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 0.6rem;
  font-size: 0.92rem;
  cursor: pointer;
  input {
    flex: none;
    width: 1.1rem;
    height: 1.1rem;
    margin: 0.1rem 0 0;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

const ChoiceHint = styled.p`
  margin: 0.2rem 0 0 1.7rem;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Note = styled.p<{ $ok: boolean }>`
  margin: -0.6rem 0 1rem;
  font-size: 0.85rem;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.muted)};
`;

function RegisterForm() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const emailRef = useRef<HTMLInputElement>(null);
  const [solving, setSolving] = useState(false);

  /** Sign up; when the network has made several accounts this hour, solve the puzzle and send its answer too. */
  const signUp = async (values: RegisterValues) => {
    const body = registerSchema.cast(values);
    try {
      return (await http.post<{ detail: string }>('/users/register/', body)).data;
    } catch (error) {
      if (!needsSignupChallenge((error as { data?: ApiErrorBody } | null)?.data?.errors)) throw error;
      setSolving(true);
      try {
        return (await http.post<{ detail: string }>('/users/register/', { ...body, altcha: await solveSignupChallenge() })).data;
      } finally {
        setSolving(false);
      }
    }
  };

  const onSubmit = async (values: RegisterValues, helpers: FormikHelpers<RegisterValues>) => {
    try {
      const { detail } = await signUp(values);
      // Every sign-up is answered alike (check your email); the sign-in form opens with the address filled in.
      await navigate('/login', { replace: true, state: { email: values.email.trim(), notice: detail } satisfies SignInState });
    } catch (error) {
      const body = (error as { data?: ApiErrorBody } | null)?.data;
      const detail = errorDetail(error, t(m.failed));
      notify.error(detail);
      if (body?.errors) helpers.setErrors(body.errors);
      // docs/product.md §8: an email problem is shown on the email field, which takes focus.
      const emailError = body?.errors?.email ?? (/email/i.test(detail) ? detail : undefined);
      if (emailError) {
        helpers.setFieldError('email', emailError);
        void helpers.setFieldTouched('email', true, false);
        emailRef.current?.focus();
      }
    }
  };

  return (
    <Formik initialValues={emptyRegistration} validationSchema={registerSchema} onSubmit={onSubmit}>
      {({ values, isSubmitting }) => (
        <>
          {solving && (
            <Banner $tone="success" role="status">
              {t(m.solvingChallenge)}
            </Banner>
          )}
          <RegisterFields username={values.username} isSubmitting={isSubmitting} emailRef={emailRef} />
        </>
      )}
    </Formik>
  );
}

function RegisterFields({
  username,
  isSubmitting,
  emailRef,
}: {
  username: string;
  isSubmitting: boolean;
  emailRef: React.RefObject<HTMLInputElement | null>;
}) {
  const { t } = useI18n();
  const usernameCheck = useUsernameCheck(username);
  const usernameBlocked = usernameCheck.state === 'taken';
  return (
    <Form noValidate>
      <Row>
        <TextField name="first_name" label={t(m.firstName)} autoComplete="given-name" />
        <TextField name="last_name" label={t(m.lastName)} autoComplete="family-name" />
      </Row>
      <TextField
        name="username"
        label={t(m.username)}
        autoComplete="username"
        externalError={usernameCheck.state === 'taken' ? usernameCheck.message : undefined}
      />
      {usernameCheck.state === 'checking' && <Note $ok={false}>{t(m.checkingUsername)}</Note>}
      {usernameCheck.state === 'available' && <Note $ok>{t(m.usernameAvailable)}</Note>}
      <TextField name="email" label={t(m.email)} type="email" autoComplete="email" inputRef={emailRef} />
      <TextField name="password" label={t(m.password)} type="password" autoComplete="new-password" />
      <TextField name="location" label={t(m.location)} autoComplete="address-level2" hint={t(m.locationHint)} />
      <TextField name="phone_number" label={t(m.phoneNumber)} type="tel" autoComplete="tel" hint={t(m.phoneHint)} />
      <ChoiceRow>
        <Choice>
          <FormikField type="checkbox" name="hide_phone_number" aria-describedby="hide-phone-hint" />
          <span>{t(m.hidePhone)}</span>
        </Choice>
        <ChoiceHint id="hide-phone-hint">{t(m.hidePhoneHint)}</ChoiceHint>
      </ChoiceRow>
      <CardButton type="submit" disabled={usernameBlocked} {...unavailable(isSubmitting)}>
        {t(m.submit)}
      </CardButton>
    </Form>
  );
}

export function RegisterPage() {
  const { t } = useI18n();
  return (
    <AuthScreen>
      <PageTitle title={t(m.pageTitle)} />
      <WideCard>
        <AuthBrand />
        <h1>{t(m.title)}</h1>
        <RegisterForm />
        <Aside>
          {t(m.haveAccount)} <Link to="/login">{t(m.signInLink)}</Link>
        </Aside>
      </WideCard>
    </AuthScreen>
  );
}
