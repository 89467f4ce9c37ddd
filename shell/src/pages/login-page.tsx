import { useState } from 'react';
import { useFormik } from 'formik';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { Banner, Button, errorDetail, errorStatus, Field, FieldError, useSession } from '@booknook/shared-ui';
import { Aside, AuthBrand, AuthCard, AuthScreen } from '../features/auth/auth-card';
import { loginSchema, type LoginValues } from '../features/auth/login-schema';
import { messages } from '../messages';

const PasswordRow = styled.div`
  position: relative;
  input {
    padding-right: 4.5rem;
  }
  button {
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
  }
`;

/** Where to go after signing in: back to the page that sent the guest here, else home. */
function useReturnPath(): string {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

export function LoginPage() {
  const { login } = useSession();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const form = useFormik<LoginValues>({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await login({ email: values.email.trim(), password: values.password });
        await navigate(returnPath, { replace: true });
      } catch (error) {
        const message = errorStatus(error) ? errorDetail(error, messages.login.failed) : messages.login.unexpected;
        setFailure(message);
        toast.error(message);
      }
    },
  });

  const fieldError = (name: keyof LoginValues) => (form.touched[name] && form.errors[name]) || undefined;

  return (
    <AuthScreen>
      <AuthCard>
        <AuthBrand />
        <h1>{messages.login.title}</h1>
        {failure && <Banner role="alert">{failure}</Banner>}
        <form noValidate onSubmit={form.handleSubmit}>
          <Field>
            <label htmlFor="login-email">{messages.login.email}</label>
            <input
              id="login-email"
              type="email"
              autoComplete="email"
              aria-invalid={Boolean(fieldError('email'))}
              aria-describedby={fieldError('email') ? 'login-email-error' : undefined}
              {...form.getFieldProps('email')}
            />
            {fieldError('email') && <FieldError id="login-email-error">{fieldError('email')}</FieldError>}
          </Field>
          <Field>
            <label htmlFor="login-password">{messages.login.password}</label>
            <PasswordRow>
              <input
                id="login-password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                aria-invalid={Boolean(fieldError('password'))}
                aria-describedby={fieldError('password') ? 'login-password-error' : undefined}
                {...form.getFieldProps('password')}
              />
              <button type="button" onClick={() => setShowPassword((value) => !value)} aria-pressed={showPassword}>
                {showPassword ? messages.login.hidePassword : messages.login.showPassword}
              </button>
            </PasswordRow>
            {fieldError('password') && <FieldError id="login-password-error">{fieldError('password')}</FieldError>}
          </Field>
          <Button type="submit" disabled={form.isSubmitting} style={{ width: '100%' }}>
            {messages.login.submit}
          </Button>
        </form>
        <Aside>
          {messages.login.noAccount} <Link to="/register">{messages.login.registerLink}</Link>
        </Aside>
      </AuthCard>
    </AuthScreen>
  );
}
