import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import {
  BookmarkIcon,
  buttonStyles,
  media,
  Menu,
  MenuHeading,
  MenuItem,
  MenuLinkItem,
  useSession,
  useUnreadConversations,
  type ButtonVariant,
  type CurrentUser,
} from '@booknook/shared-ui';
import { messages } from '../../messages';
import { CloseIcon, LogoMark, MenuIcon, MessagesIcon } from './icons';

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
 * large breakpoint (1024 px) the links live behind the menu button. A guest keeps Sign In and Register in the bar
 * from the small breakpoint (640 px), where they fit beside the logo; below it they are in the menu too.
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

const DesktopNav = styled.nav`
  display: none;
  gap: 0.25rem;
  ${media.lg} {
    display: flex;
  }
`;

const NavItem = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.muted};
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  &.active {
    color: ${({ theme }) => theme.colors.accent};
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
  display: none;
  gap: 0.5rem;
  ${media.sm} {
    display: flex;
  }
`;

const pulse = keyframes`50% { opacity: 0.5; }`;
/** As wide as what may come: an avatar on phones, Sign In and Register from the small breakpoint. */
const SessionSkeleton = styled.span`
  width: 40px;
  ${media.sm} {
    width: 180px;
  }
  height: 36px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.border};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

const Avatar = styled.button`
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: none;
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-weight: 700;
  font-size: 1.1rem;
  cursor: pointer;
`;

const MessagesLink = styled(NavLink)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.muted};
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  &.active {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** The unread count on the messages button and in the menu: a number members see on every page. */
const UnreadCount = styled.span`
  min-width: 1.25rem;
  height: 1.25rem;
  padding: 0 0.35rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.25rem;
  text-align: center;
`;

const CornerCount = styled(UnreadCount)`
  position: absolute;
  top: -2px;
  right: -4px;
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
`;

/** More than this shows as "99+": the badge keeps its size. */
const MAX_SHOWN_UNREAD = 99;
const shownCount = (count: number) => (count > MAX_SHOWN_UNREAD ? `${MAX_SHOWN_UNREAD}+` : String(count));

function MessagesButton() {
  const { count } = useUnreadConversations();
  return (
    <MessagesLink to="/messages" aria-label={messages.nav.messagesWithUnread(count)} data-testid="messages-link">
      <MessagesIcon />
      {count > 0 && (
        <CornerCount aria-hidden="true" data-testid="unread-count">
          {shownCount(count)}
        </CornerCount>
      )}
    </MessagesLink>
  );
}

function MenuMessagesItem() {
  const { count } = useUnreadConversations();
  return (
    <NavItem to="/messages" aria-label={messages.nav.messagesWithUnread(count)}>
      {messages.nav.messages}
      {count > 0 && <UnreadCount aria-hidden="true">{shownCount(count)}</UnreadCount>}
    </NavItem>
  );
}

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

const MenuUsername = styled.span`
  display: block;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Sign In and Register in the menu only where the bar has no room for them. */
const MenuGuestLinks = styled.div`
  display: grid;
  gap: 0.25rem;
  padding-top: 0.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${media.sm} {
    display: none;
  }
`;

/** The signed-in member's menu: their initial on the avatar and their name on top, as their profile has them now. */
function AccountMenu({ user }: { user: CurrentUser }) {
  const { username, first_name: firstName, last_name: lastName, is_moderator: isModerator } = user;
  const { logout } = useSession();
  const navigate = useNavigate();
  const onLogout = async () => {
    await logout();
    await navigate('/');
  };
  return (
    <Menu
      label={messages.nav.accountMenu}
      trigger={(props) => (
        <Avatar {...props} aria-label={`${messages.nav.accountMenu} (${username})`} data-testid="avatar">
          {(firstName || username).charAt(0).toUpperCase()}
        </Avatar>
      )}
    >
      <MenuHeading>
        {firstName} {lastName}
        <MenuUsername>@{username}</MenuUsername>
      </MenuHeading>
      {isModerator && <MenuLinkItem to="/moderation">{messages.nav.moderation}</MenuLinkItem>}
      <MenuLinkItem to="/profile">{messages.nav.profile}</MenuLinkItem>
      <MenuItem onSelect={() => void onLogout()}>{messages.nav.logout}</MenuItem>
    </Menu>
  );
}

export function Header() {
  const { session } = useSession();
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
      {item.label}
    </NavItem>
  ));

  return (
    <Bar>
      <Inner>
        <Brand to="/">
          <LogoMark />
          {messages.productName}
        </Brand>
        <DesktopNav aria-label={messages.nav.primary}>{links}</DesktopNav>
        <Right>
          {session.status === 'loading' && <SessionSkeleton data-testid="session-skeleton" aria-hidden="true" />}
          {session.status === 'authenticated' && (
            <>
              <MessagesButton />
              <AccountMenu user={session.user} />
            </>
          )}
          {session.status === 'guest' && (
            <GuestActions>
              <ButtonLink to="/login" $variant="outline">
                {messages.nav.signIn}
              </ButtonLink>
              <ButtonLink to="/register">{messages.nav.register}</ButtonLink>
            </GuestActions>
          )}
          <Hamburger
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls="mobile-nav"
            aria-label={messages.nav.menu}
            onClick={() => setMenuOpen((value) => !value)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </Hamburger>
        </Right>
      </Inner>
      {menuOpen && (
        <MobileNav id="mobile-nav" aria-label={messages.nav.primary}>
          {links}
          {session.status === 'authenticated' && <MenuMessagesItem />}
          {session.status === 'guest' && (
            <MenuGuestLinks>
              <NavItem to="/login">{messages.nav.signIn}</NavItem>
              <NavItem to="/register">{messages.nav.register}</NavItem>
            </MenuGuestLinks>
          )}
        </MobileNav>
      )}
    </Bar>
  );
}
