import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { BookmarkIcon, buttonStyles, media, visuallyHidden, type ButtonVariant } from '@booknook/design-system';
import { useI18n, useSession } from '@booknook/platform';
import { messages } from '../../messages';
import { AccountMenu } from './account-menu';
import { LanguageLink } from './language-switch';
import { CloseIcon, LogoMark, MenuIcon } from './icons';
import { MenuCountItems, MessagesButton, NotificationsButton } from './member-buttons';
import { NavItem } from './nav-item';

const navItems = [
  { to: '/books', label: messages.nav.browse },
  { to: '/sell', label: messages.nav.sell },
  { to: '/mybooks', label: messages.nav.myBooks },
  { to: '/bookmarks', label: messages.nav.bookmarks, icon: true },
] as const;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/*
 * One line at every width (320–1920 px): the four links and a guest's two buttons need about 950 px, so below the
 * large breakpoint (1024 px) the links live behind the menu button. On phones (below the medium breakpoint, 768 px)
 * the bottom tab bar holds the links, messages, the bell and the account's pages: the header keeps the logo and, for
 * a guest, Sign In (with Register from the small breakpoint, 640 px).
 */
const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: 0 1rem;
  ${media.md} {
    padding: 0 2rem;
  }
  ${media.lg} {
    gap: 1.5rem;
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 800;
  font-size: 1.2rem;
  letter-spacing: -0.01em;
  text-decoration: none;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.ink};
  svg {
    flex: none;
  }
`;

/**
 * The wordmark beside the logo. On the narrowest phones (under 360 px) a member's bar holds the bell,
 * messages, the avatar and the menu button: the word gives way to them, still read by screen readers.
 */
const BrandName = styled.span`
  @media (max-width: 359px) {
    ${visuallyHidden}
  }
`;

const DesktopNav = styled.nav`
  display: none;
  gap: 0.25rem;
  ${media.lg} {
    display: flex;
  }
`;

const Right = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-left: auto;
`;

const ButtonLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  white-space: nowrap;
`;

const GuestActions = styled.div`
  display: flex;
  gap: 0.5rem;
`;

/** A guest's language switch: a plain word before Sign In (a member's is in the account menu). */
const GuestLanguageLink = styled(LanguageLink)`
  align-self: center;
  padding: 0.5rem 0.25rem;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  white-space: nowrap;
`;

/** Register beside Sign In where both fit (the sign-in page's Continue with email makes accounts too). */
const RegisterLink = styled(ButtonLink)`
  @media (max-width: calc(${({ theme }) => theme.breakpoints.sm} - 0.02px)) {
    display: none;
  }
`;

/** The member's buttons that the tab bar repeats on phones. */
const MemberActions = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  ${media.belowMd} {
    display: none;
  }
`;

const pulse = keyframes`50% { opacity: 0.5; }`;
/** As wide as what may come: Sign In on phones, Sign In and Register from the small breakpoint. */
const SessionSkeleton = styled.span`
  width: 90px;
  ${media.sm} {
    width: 180px;
  }
  height: 36px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.border};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

const Hamburger = styled.button`
  display: inline-flex;
  flex: none;
  padding: 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accent};
  }
  ${media.belowMd} {
    display: none;
  }
  ${media.lg} {
    display: none;
  }
`;

const MobileNav = styled.nav`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: 0.5rem 1rem 1rem;
  display: grid;
  gap: 0.25rem;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  ${media.md} {
    padding: 0.5rem 2rem 1rem;
  }
  ${media.lg} {
    display: none;
  }
`;

export function Header() {
  const { session } = useSession();
  const { t } = useI18n();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  const links = navItems.map((item) => (
    <NavItem key={item.to} to={item.to}>
      {'icon' in item && <BookmarkIcon />}
      {t(item.label)}
    </NavItem>
  ));

  return (
    <Bar>
      <Inner>
        <Brand to="/">
          <LogoMark />
          <BrandName>{t(messages.productName)}</BrandName>
        </Brand>
        <DesktopNav aria-label={t(messages.nav.primary)}>{links}</DesktopNav>
        <Right>
          {session.status === 'loading' && <SessionSkeleton data-testid="session-skeleton" aria-hidden="true" />}
          {session.status === 'authenticated' && (
            <MemberActions>
              <NotificationsButton />
              <MessagesButton />
              <AccountMenu user={session.user} />
            </MemberActions>
          )}
          {session.status === 'guest' && (
            <GuestActions>
              <GuestLanguageLink />
              <ButtonLink to="/login" $variant="outline">
                {t(messages.nav.signIn)}
              </ButtonLink>
              <RegisterLink to="/register">{t(messages.nav.register)}</RegisterLink>
            </GuestActions>
          )}
          <Hamburger
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls="mobile-nav"
            aria-label={t(messages.nav.menu)}
            onClick={() => setMenuOpen((value) => !value)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </Hamburger>
        </Right>
      </Inner>
      {menuOpen && (
        <MobileNav id="mobile-nav" aria-label={t(messages.nav.primary)}>
          {links}
          {session.status === 'authenticated' && <MenuCountItems />}
        </MobileNav>
      )}
    </Bar>
  );
}
