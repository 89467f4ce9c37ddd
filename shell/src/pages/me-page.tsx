import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Page, PageTitle } from '@booknook/design-system';
import { SIGN_IN_PATH, useI18n, useSession, type SignInReturnState } from '@booknook/platform';
import { LanguageLink } from '../app/layout/language-switch';
import { meMessages as text } from './me-messages';

const Sheet = styled(Page)`
  max-width: 32rem;
`;

const Who = styled.p`
  margin: -0.5rem 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const rowStyles = `
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 48px;
  padding: 0.75rem 1rem;
  font-weight: 600;
  text-decoration: none;
`;

const Row = styled(Link)`
  ${rowStyles}
  color: ${({ theme }) => theme.colors.text};
`;

/** The row's arrow: a picture, not part of the link's name. */
const Chevron = styled.span`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The language switch, a row like the others (the header's account menu holds it on wider screens). */
const LanguageRow = styled(LanguageLink)`
  ${rowStyles}
  color: ${({ theme }) => theme.colors.text};
`;

const LogoutButton = styled.button`
  ${rowStyles}
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.danger};
  cursor: pointer;
`;

const SignInLink = styled(Link)`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`;

/**
 * /me, the phone's Me tab (issue 36.5): plain links to a member's own pages, which the header's account menu holds on
 * wider screens. A guest is sent to sign in and brought back here.
 */
export function MePage() {
  const { t } = useI18n();
  const { session, logout } = useSession();
  const navigate = useNavigate();
  const guest = session.status === 'guest';
  useEffect(() => {
    if (!guest) return;
    const state: SignInReturnState = { from: '/me' };
    void navigate(SIGN_IN_PATH, { replace: true, state });
  }, [guest, navigate]);

  const onLogout = async () => {
    await logout();
    await navigate('/');
  };

  if (session.status !== 'authenticated')
    return (
      <Sheet>
        <PageTitle title={t(text.title)} />
        <h1>{t(text.title)}</h1>
        {guest && (
          <p>
            {t(text.guest)}{' '}
            <SignInLink to={SIGN_IN_PATH} state={{ from: '/me' } satisfies SignInReturnState}>
              {t(text.signIn)}
            </SignInLink>
          </p>
        )}
      </Sheet>
    );

  const { user } = session;
  const links = [
    { to: '/profile', label: t(text.profile) },
    { to: '/mybooks', label: t(text.myBooks) },
    { to: '/bookmarks', label: t(text.bookmarks) },
    { to: '/alerts', label: t(text.savedSearches) },
    ...(user.is_moderator ? [{ to: '/moderation', label: t(text.moderation) }] : []),
    ...(user.is_admin ? [{ to: '/admin', label: t(text.admin) }] : []),
  ];
  return (
    <Sheet>
      <PageTitle title={t(text.title)} />
      <h1>{[user.first_name, user.last_name].filter(Boolean).join(' ') || t(text.title)}</h1>
      <Who>@{user.username}</Who>
      <nav aria-label={t(text.title)}>
        <List>
          {links.map(({ to, label }) => (
            <li key={to}>
              <Row to={to}>
                {label}
                <Chevron aria-hidden="true">›</Chevron>
              </Row>
            </li>
          ))}
          <li>
            <LanguageRow />
          </li>
          <li>
            <LogoutButton type="button" onClick={() => void onLogout()}>
              {t(text.logout)}
            </LogoutButton>
          </li>
        </List>
      </nav>
    </Sheet>
  );
}
