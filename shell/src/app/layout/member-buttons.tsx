import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { visuallyHidden } from '@booknook/design-system';
import { useI18n, useUnreadConversations, useUnreadNotifications } from '@booknook/platform';
import { messages } from '../../messages';
import { BellIcon, MessagesIcon } from './icons';
import { NavItem } from './nav-item';

// The signed-in member's buttons in the bar, each with what is waiting for them: messages and the bell.

/** Words for screen readers only, read after the visible label (a count the badge shows on screen). */
export const ScreenReaderOnly = styled.span`
  ${visuallyHidden}
`;

/** A round icon button of the bar (messages, notifications) with its unread count in a corner. */
const IconLink = styled(NavLink)`
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

export const CornerCount = styled(UnreadCount)`
  position: absolute;
  top: -2px;
  right: -4px;
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
`;

/** More than this shows as "99+": the badge keeps its size. */
const MAX_SHOWN_UNREAD = 99;
export const shownCount = (count: number, formatNumber: (value: number) => string = String) =>
  count > MAX_SHOWN_UNREAD ? `${formatNumber(MAX_SHOWN_UNREAD)}+` : formatNumber(count);

export function MessagesButton() {
  const { count } = useUnreadConversations();
  const { t, formatNumber } = useI18n();
  return (
    <IconLink to="/messages" aria-label={t(messages.nav.messagesWithUnread, { count })} data-testid="messages-link">
      <MessagesIcon />
      {count > 0 && (
        <CornerCount aria-hidden="true" data-testid="unread-count">
          {shownCount(count, formatNumber)}
        </CornerCount>
      )}
    </IconLink>
  );
}

/** The bell (issue 25): what happened while the member was away, counted until they look. */
export function NotificationsButton() {
  const count = useUnreadNotifications();
  const { t, formatNumber } = useI18n();
  return (
    <IconLink to="/notifications" aria-label={t(messages.nav.notificationsWithUnread, { count })} data-testid="notifications-link">
      <BellIcon />
      {count > 0 && (
        <CornerCount aria-hidden="true" data-testid="notifications-count">
          {shownCount(count, formatNumber)}
        </CornerCount>
      )}
    </IconLink>
  );
}

/** The menu's entries for the same, with their counts. */
export function MenuCountItems() {
  const { count } = useUnreadConversations();
  const notifications = useUnreadNotifications();
  const { t, formatNumber } = useI18n();
  return (
    <>
      <NavItem to="/messages">
        {t(messages.nav.messages)}
        {count > 0 && <UnreadCount aria-hidden="true">{shownCount(count, formatNumber)}</UnreadCount>}
        {count > 0 && <ScreenReaderOnly>{t(messages.nav.messagesUnread, { count })}</ScreenReaderOnly>}
      </NavItem>
      <NavItem to="/notifications">
        {t(messages.nav.notifications)}
        {notifications > 0 && <UnreadCount aria-hidden="true">{shownCount(notifications, formatNumber)}</UnreadCount>}
        {notifications > 0 && <ScreenReaderOnly>{t(messages.nav.notificationsUnread, { count: notifications })}</ScreenReaderOnly>}
      </NavItem>
    </>
  );
}
