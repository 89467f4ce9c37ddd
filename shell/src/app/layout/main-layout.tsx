import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '@booknook/design-system';
import { useI18n } from '@booknook/platform';
import { messages } from '../../messages';
import { Footer } from './footer';
import { Header } from './header';
import { TAB_BAR_HEIGHT, TabBar } from './tab-bar/tab-bar';
import { showsTabBar } from './tab-bar/tabs';
import { TapZone } from '../../early-taps/tap-zone';
import { useMemberLanguage } from '../../i18n/member-language';

/** On phones, room at the foot for the tab bar, so the footer's last line is not hidden under it. */
const Frame = styled.div<{ $tabBar: boolean }>`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  ${media.belowMd} {
    padding-bottom: ${({ $tabBar }) => ($tabBar ? `calc(${TAB_BAR_HEIGHT} + env(safe-area-inset-bottom))` : '0')};
  }
`;

/**
 * At least a screen tall, so the footer starts below the fold: while a remote page loads, only a spinner is here,
 * and a footer in view would be pushed down when the page arrives (docs/architecture.md §7: CLS < 0.05).
 */
const Content = styled.div`
  display: flex;
  flex: 1 0 auto;
  flex-direction: column;
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  /* Focused only by the skip link: a frame round the whole page would say nothing. */
  &:focus {
    outline: none;
  }
`;

/** Out of sight until a keyboard reaches it (WCAG 2.4.1); the header's many links are one Tab away instead. */
const SkipLink = styled.a`
  position: absolute;
  top: 0.5rem;
  left: 0.5rem;
  z-index: 1000;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

const CONTENT_ID = 'content';

export function MainLayout() {
  const { t } = useI18n();
  useMemberLanguage();
  const { pathname } = useLocation();
  // The path the page was last scrolled to the top for: the first one is the page as it arrived, which a member may
  // already have scrolled before it hydrated (on a slow phone, seconds): sending them back up would move the page under
  // their finger.
  const scrolledFor = useRef(pathname);
  useEffect(() => {
    if (scrolledFor.current === pathname) return;
    scrolledFor.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  const tabBar = showsTabBar(pathname);
  // The header's and home page's taps before hydration are held until the shell is live; each remote page has its own zone.
  return (
    <TapZone>
      <Frame $tabBar={tabBar}>
        <SkipLink href={`#${CONTENT_ID}`}>{t(messages.nav.skipToContent)}</SkipLink>
        <Header />
        {/* tabIndex -1: the skip link moves the keyboard's focus here, not only the scroll. */}
        <Content id={CONTENT_ID} tabIndex={-1}>
          <Outlet />
        </Content>
        <Footer />
        {tabBar && <TabBar />}
      </Frame>
    </TapZone>
  );
}
