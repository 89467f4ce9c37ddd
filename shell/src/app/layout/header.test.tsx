import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders, testUser } from '@booknook/platform/testing/render';
import { messages } from '../../messages';
import { Header } from './header';

const avatarName = (username: string) => `${messages.nav.accountMenu} (${username})`;

it('the avatar opens the account menu: who is signed in, Profile and Logout; Escape closes it and focus goes back', () => {
  renderWithProviders(<Header />, { session: { status: 'authenticated', user: testUser } });
  const avatar = screen.getByRole('button', { name: avatarName(testUser.username) });
  expect(avatar).toHaveTextContent('A');
  fireEvent.click(avatar);
  const menu = screen.getByRole('menu', { name: messages.nav.accountMenu });
  expect(menu).toHaveTextContent(testUser.username);
  expect(screen.getByRole('menuitem', { name: messages.nav.profile })).toHaveFocus();
  expect(screen.getByRole('menuitem', { name: messages.nav.logout })).toBeInTheDocument();
  expect(screen.queryByRole('menuitem', { name: messages.nav.moderation })).not.toBeInTheDocument();
  fireEvent.keyDown(menu, { key: 'Escape' });
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(avatar).toHaveFocus();
});

it('a moderator also gets a link to the moderation desk', () => {
  renderWithProviders(<Header />, { session: { status: 'authenticated', user: { ...testUser, is_moderator: true } } });
  fireEvent.click(screen.getByRole('button', { name: avatarName(testUser.username) }));
  expect(screen.getByRole('menuitem', { name: messages.nav.moderation })).toHaveAttribute('href', '/moderation');
  expect(screen.queryByRole('menuitem', { name: messages.nav.admin })).not.toBeInTheDocument();
});

it('an admin also gets a link to /admin', () => {
  renderWithProviders(<Header />, { session: { status: 'authenticated', user: { ...testUser, is_moderator: true, is_admin: true } } });
  fireEvent.click(screen.getByRole('button', { name: avatarName(testUser.username) }));
  expect(screen.getByRole('menuitem', { name: messages.nav.admin })).toHaveAttribute('href', '/admin');
});

it('the menu button shows a close icon while the menu is open, says so in aria-expanded, and Escape closes it', () => {
  renderWithProviders(<Header />);
  const button = screen.getByRole('button', { name: messages.nav.menu });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button.querySelector('svg')).toHaveAttribute('data-icon', 'menu');
  fireEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(button.querySelector('svg')).toHaveAttribute('data-icon', 'close');
  const menu = document.getElementById('mobile-nav');
  expect(menu).not.toBeNull();
  expect(within(menu!).getByRole('link', { name: messages.nav.browse })).toHaveAttribute('href', '/books');
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(document.getElementById('mobile-nav')).toBeNull();
  expect(button).toHaveFocus();
});
