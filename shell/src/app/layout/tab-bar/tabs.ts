import { messages } from '../../../messages';

export type TabId = 'browse' | 'sell' | 'messages' | 'notifications' | 'me';

export interface Tab {
  id: TabId;
  to: string;
  /** Its word in the shell's catalogue (English: the bar shows it through `t`). */
  label: (typeof messages.tabs)[TabId];
  /** Whether a guest is asked to sign in first (Continue with email), then taken on to `to`. */
  membersOnly: boolean;
  /** The paths (this one and those under it) where the tab is the current one. */
  sections: readonly string[];
}

const t = messages.tabs;

/** The phone's five tabs (issue 36.5), in their order on the bar. */
export const tabs: readonly Tab[] = [
  { id: 'browse', to: '/books', label: t.browse, membersOnly: false, sections: ['/books'] },
  { id: 'sell', to: '/sell', label: t.sell, membersOnly: true, sections: ['/sell'] },
  { id: 'messages', to: '/messages', label: t.messages, membersOnly: true, sections: ['/messages'] },
  { id: 'notifications', to: '/notifications', label: t.notifications, membersOnly: true, sections: ['/notifications'] },
  // Me holds a member's own things: the pages its sheet links to are its section too.
  {
    id: 'me',
    to: '/me',
    label: t.me,
    membersOnly: true,
    sections: ['/me', '/profile', '/mybooks', '/bookmarks', '/alerts', '/moderation', '/admin'],
  },
];

const within = (pathname: string, section: string) => {
  const path = pathname.toLowerCase();
  return path === section || path.startsWith(`${section}/`);
};

/** The tab whose section the page is in (none on Home, the legal pages or a 404). */
export function activeTab(pathname: string): TabId | null {
  return tabs.find((tab) => tab.sections.some((section) => within(pathname, section)))?.id ?? null;
}

/**
 * Pages with a bar of their own at the bottom of a phone's screen: a book's "Message seller" bar (and its full-screen
 * photo viewer), a conversation's message box. The tab bar steps aside there, as an app's tabs do on a pushed screen;
 * Back (or the page's own back link) returns to the list.
 */
const OWN_BOTTOM_BAR = [/^\/books\/[^/]+\/?$/i, /^\/messages\/[^/]+\/?$/i];

export function showsTabBar(pathname: string): boolean {
  return !OWN_BOTTOM_BAR.some((pattern) => pattern.test(pathname));
}
