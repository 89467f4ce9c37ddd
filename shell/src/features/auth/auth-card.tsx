import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@booknook/design-system';
import { LogoMark } from '../../app/layout/icons';
import { useI18n } from '@booknook/platform';
import { messages } from '../../messages';
import { authMessages } from './auth-messages';

/** The frame of the sign-in and register screens, which sit outside the main layout. */
export const AuthScreen = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: 2rem 1rem;
  background: ${({ theme }) => theme.colors.background};
`;

export const AuthCard = styled.div`
  width: 100%;
  max-width: 420px;
  padding: 2rem 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h1 {
    margin: 0 0 1.5rem;
    font-size: 1.5rem;
  }
`;

const BrandLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 1.25rem;
  font-weight: 800;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.ink};
`;

export function AuthBrand() {
  const { t } = useI18n();
  return (
    <BrandLink to="/">
      <LogoMark />
      {t(messages.productName)}
    </BrandLink>
  );
}

/** A sentence under a screen's heading: what the form is for. */
export const Intro = styled.p`
  margin: -0.75rem 0 1.25rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Aside = styled.p`
  margin: 1.25rem 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
`;

/** The one action of an auth screen, across the card. */
export const CardButton = styled(Button)`
  width: 100%;
`;

/** The way back from the password screens to Sign In. */
export function BackToSignIn() {
  const { t } = useI18n();
  return (
    <Aside>
      <Link to="/login">{t(authMessages.auth.backToSignIn)}</Link>
    </Aside>
  );
}
