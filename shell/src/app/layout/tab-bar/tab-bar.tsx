import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { media } from '@booknook/design-system';
import {
  SIGN_IN_PATH,
  useI18n,
  useSession,
  useUnreadConversations,
  useUnreadNotifications,
  type SignInReturnState,
  type Translate,
} from '@booknook/platform';
import { messages } from '../../../messages';
import { BellIcon, BrowseIcon, MeIcon, MessagesIcon, SellIcon } from '../icons';
import { CornerCount, ScreenReaderOnly, shownCount } from '../member-buttons';
import { activeTab, tabs, type Tab, type TabId } from './tabs';

/** The bar's height above the safe area: the page keeps this much room at its foot (main-layout.tsx). */
export const TAB_BAR_HEIGHT = '56px';

/** Whatever is scrolled to or focused stops above the bar, not under it. */
const RoomForTheBar = createGlobalStyle`
  ${media.belowMd} {
    html {
      scroll-padding-bottom: calc(${TAB_BAR_HEIGHT} + env(safe-area-inset-bottom) + 1rem);
    }
  }
`;

/** On phones only (below the medium breakpoint): from there up the header holds the same links. */
const Bar = styled.nav`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  /* Over the page, under the header's menus (90) and any dialog, drawer or photo viewer (100 and up). */
  z-index: 40;
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  padding-bottom: env(safe-area-inset-bottom);
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${media.md} {
    display: none;
  }
`;

const TabLink = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-width: 44px;
  height: ${TAB_BAR_HEIGHT};
  padding: 0 2px;
  font-size: 0.6875rem;
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.muted};
  -webkit-tap-highlight-color: transparent;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.accent};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`;

/**
 * One line under the icon, never past its tab: 10 px on phones under 400 px (a phone tab bar's usual size), so that "Notifications" fits a
 * 375 px phone's 75 px tab whole, and smaller still on the narrowest (320 px: 64 px a tab).
 */
const Label = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  @media (max-width: 399px) {
    font-size: 0.625rem;
    letter-spacing: -0.015em;
  }
  @media (max-width: 359px) {
    font-size: 0.5625rem;
  }
`;

const IconBox = styled.span`
  position: relative;
  display: inline-flex;
`;

const Badge = styled(CornerCount)`
  top: -6px;
  right: -12px;
`;

const icons: Record<TabId, () => ReactNode> = {
  browse: BrowseIcon,
  sell: SellIcon,
  messages: MessagesIcon,
  notifications: BellIcon,
  me: MeIcon,
};

/** The messages and bell counts, read only for a member (both hooks answer 0 for a guest without asking the API). */
function useCounts(): Partial<Record<TabId, number>> {
  const { count: unreadConversations } = useUnreadConversations();
  const unreadNotifications = useUnreadNotifications();
  return { messages: unreadConversations, notifications: unreadNotifications };
}

/**
 * What a screen reader hears after the tab's visible label. Spoken text, not an aria-label, so the accessible name
 * starts with the words on screen (axe's label-content-name-mismatch; voice control users say what they see).
 */
const unreadEnding = (tab: Tab, count: number, t: Translate) => {
  if (tab.id === 'messages') return t(messages.nav.messagesUnread, { count });
  if (tab.id === 'notifications') return t(messages.nav.notificationsUnread, { count });
  return '';
};

/**
 * The phone's bottom tab bar (issue 36.5): Browse, Sell, Messages, Notifications and Me. Plain links rendered on the
 * server, so a tap works before the page's code has run; the counts fill in once the session is known. A guest's tap on
 * a members' tab goes straight to sign-in (Continue with email), which then takes them on to that tab.
 */
export function TabBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { session } = useSession();
  const counts = useCounts();
  const { t, formatNumber } = useI18n();
  const current = activeTab(pathname);
  const guest = session.status === 'guest';

  const onClick = (tab: Tab) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!guest || !tab.membersOnly || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const state: SignInReturnState = { from: tab.to };
    void navigate(SIGN_IN_PATH, { state });
  };

  return (
    <Bar aria-label={t(messages.tabs.label)} data-testid="tab-bar">
      <RoomForTheBar />
      {tabs.map((tab) => {
        const Icon = icons[tab.id];
        const count = counts[tab.id] ?? 0;
        const ending = unreadEnding(tab, count, t);
        return (
          <TabLink key={tab.id} to={tab.to} aria-current={current === tab.id ? 'page' : undefined} data-tab={tab.id} onClick={onClick(tab)}>
            <IconBox>
              <Icon />
              {count > 0 && (
                <Badge aria-hidden="true" data-testid={`tab-count-${tab.id}`}>
                  {shownCount(count, formatNumber)}
                </Badge>
              )}
            </IconBox>
            <Label>
              {t(tab.label)}
              {ending && <ScreenReaderOnly>{ending}</ScreenReaderOnly>}
            </Label>
          </TabLink>
        );
      })}
    </Bar>
  );
}
