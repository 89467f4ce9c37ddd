import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Menu, MenuHeading, MenuItem, MenuLinkItem } from '@booknook/design-system';
import { useI18n, useSession, type CurrentUser } from '@booknook/platform';
import { messages } from '../../messages';
import { useLanguageSwitch } from './language-switch';
import { forgetPushSubscription } from '../../service-worker/forget-push';
import { forgetOfflineConversations } from '../../service-worker/register';

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

const MenuUsername = styled.span`
  display: block;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The signed-in member's menu: their initial on the avatar and their name on top, as their profile has them now. */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const { username, first_name: firstName, last_name: lastName, is_moderator: isModerator, is_admin: isAdmin } = user;
  const { logout } = useSession();
  const { t } = useI18n();
  const language = useLanguageSwitch();
  const navigate = useNavigate();
  const onLogout = async () => {
    // Before the logout: the API forgets the subscription only for the member it belongs to.
    await forgetPushSubscription();
    await logout();
    forgetOfflineConversations();
    await navigate('/');
  };
  return (
    <Menu
      label={t(messages.nav.accountMenu)}
      trigger={(props) => (
        <Avatar {...props} aria-label={`${t(messages.nav.accountMenu)} (${username})`} data-testid="avatar">
          {(firstName || username).charAt(0).toUpperCase()}
        </Avatar>
      )}
    >
      <MenuHeading>
        {firstName} {lastName}
        <MenuUsername>@{username}</MenuUsername>
      </MenuHeading>
      {isModerator && <MenuLinkItem to="/moderation">{t(messages.nav.moderation)}</MenuLinkItem>}
      {isAdmin && <MenuLinkItem to="/admin">{t(messages.nav.admin)}</MenuLinkItem>}
      <MenuLinkItem to="/profile">{t(messages.nav.profile)}</MenuLinkItem>
      <MenuLinkItem to="/alerts">{t(messages.nav.alerts)}</MenuLinkItem>
      <MenuItem onSelect={() => void language.switchLanguage()}>
        <span lang={language.other}>{language.name}</span>
      </MenuItem>
      <MenuItem onSelect={() => void onLogout()}>{t(messages.nav.logout)}</MenuItem>
    </Menu>
  );
}
