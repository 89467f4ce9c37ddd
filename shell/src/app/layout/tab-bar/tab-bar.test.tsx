import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderWithProviders, testUser } from '@booknook/platform/testing/render';
import { englishT } from '@booknook/platform/testing/i18n';
import { messages } from '../../../messages';
import { TabBar } from './tab-bar';
import { showsTabBar } from './tabs';

const member = { status: 'authenticated', user: testUser } as const;

/** Where the router is, and what it was told about where to come back to. */
function Where() {
  const { pathname, state } = useLocation() as { pathname: string; state: unknown };
  return <output data-testid="where">{`${pathname} ${JSON.stringify(state)}`}</output>;
}

const tab = (name: string | RegExp) => screen.getByRole('link', { name });

it('five plain links, the current section marked with aria-current', () => {
  renderWithProviders(<TabBar />, { session: member, route: '/bookmarks' });
  const nav = screen.getByRole('navigation', { name: messages.tabs.label });
  expect(nav).toBeInTheDocument();
  expect(tab(messages.tabs.browse)).toHaveAttribute('href', '/books');
  expect(tab(messages.tabs.sell)).toHaveAttribute('href', '/sell');
  expect(tab(messages.tabs.messages)).toHaveAttribute('href', '/messages');
  expect(tab(messages.tabs.notifications)).toHaveAttribute('href', '/notifications');
  // Bookmarks is one of Me's pages: Me is the current tab, and only Me.
  expect(tab(messages.tabs.me)).toHaveAttribute('aria-current', 'page');
  expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
});

it.each([
  ['/books', messages.tabs.browse],
  ['/books?q=tolstoy', messages.tabs.browse],
  ['/sell', messages.tabs.sell],
  ['/messages', englishT(messages.nav.messagesWithUnread, { count: 0 })],
  ['/notifications', englishT(messages.nav.notificationsWithUnread, { count: 0 })],
  ['/me', messages.tabs.me],
  ['/alerts', messages.tabs.me],
])('on %s the current tab is %s', (route, name) => {
  renderWithProviders(<TabBar />, { session: member, route });
  expect(tab(name)).toHaveAttribute('aria-current', 'page');
});

it('no tab is current on Home', () => {
  renderWithProviders(<TabBar />, { session: member, route: '/' });
  expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(0);
});

it("a member's unread messages and notifications show on their tabs, and are read out", async () => {
  const fetcher = (key: string) => Promise.resolve(key.startsWith('/conversations/unread') ? { unread_conversations: 2 } : { unread: 120 });
  renderWithProviders(<TabBar />, { session: member, fetcher });
  expect(await screen.findByTestId('tab-count-messages')).toHaveTextContent('2');
  expect(screen.getByTestId('tab-count-notifications')).toHaveTextContent('99+');
  expect(tab(messages.tabs.messages + englishT(messages.nav.messagesUnread, { count: 2 }))).toBeInTheDocument();
  expect(tab(messages.tabs.notifications + englishT(messages.nav.notificationsUnread, { count: 120 }))).toBeInTheDocument();
});

it("a guest's tap on Messages opens sign-in, which will take them on to Messages", () => {
  renderWithProviders(
    <>
      <TabBar />
      <Where />
    </>,
    { route: '/books' },
  );
  expect(screen.queryByTestId(/tab-count/)).not.toBeInTheDocument();
  fireEvent.click(tab(messages.tabs.messages));
  expect(screen.getByTestId('where')).toHaveTextContent('/login {"from":"/messages"}');
});

it.each([
  [messages.tabs.sell, '/sell'],
  [messages.tabs.me, '/me'],
])("a guest's tap on %s opens sign-in too", (name, to) => {
  renderWithProviders(
    <>
      <TabBar />
      <Where />
    </>,
    { route: '/books' },
  );
  fireEvent.click(tab(name));
  expect(screen.getByTestId('where')).toHaveTextContent(`/login {"from":"${to}"}`);
});

it("a guest's tap on Browse goes to Browse; a member's tap on Messages goes to Messages", async () => {
  const { unmount } = renderWithProviders(
    <>
      <TabBar />
      <Where />
    </>,
    { route: '/' },
  );
  fireEvent.click(tab(messages.tabs.browse));
  expect(screen.getByTestId('where')).toHaveTextContent('/books null');
  unmount();
  renderWithProviders(
    <>
      <TabBar />
      <Where />
    </>,
    { session: member, route: '/' },
  );
  fireEvent.click(tab(messages.tabs.messages));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/messages null'));
});

it('steps aside on pages with their own bottom bar: a book page and a conversation', () => {
  expect(showsTabBar('/books')).toBe(true);
  expect(showsTabBar('/messages')).toBe(true);
  expect(showsTabBar('/')).toBe(true);
  expect(showsTabBar('/books/42')).toBe(false);
  expect(showsTabBar('/messages/7')).toBe(false);
});
