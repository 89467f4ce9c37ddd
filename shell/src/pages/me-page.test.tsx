import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderWithProviders, testUser } from '@booknook/platform/testing/render';
import { meMessages } from './me-messages';
import { MePage } from './me-page';

function Where() {
  const { pathname, state } = useLocation() as { pathname: string; state: unknown };
  return <output data-testid="where">{`${pathname} ${JSON.stringify(state)}`}</output>;
}

it("a member's Me page links to their own pages, with Log out", () => {
  renderWithProviders(<MePage />, { session: { status: 'authenticated', user: testUser }, route: '/me' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Asha Rao');
  expect(screen.getByRole('link', { name: meMessages.profile })).toHaveAttribute('href', '/profile');
  expect(screen.getByRole('link', { name: meMessages.myBooks })).toHaveAttribute('href', '/mybooks');
  expect(screen.getByRole('link', { name: meMessages.bookmarks })).toHaveAttribute('href', '/bookmarks');
  expect(screen.getByRole('link', { name: meMessages.savedSearches })).toHaveAttribute('href', '/alerts');
  expect(screen.queryByRole('link', { name: meMessages.moderation })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: meMessages.logout })).toBeInTheDocument();
});

it('a moderator and admin also get their desks', () => {
  renderWithProviders(<MePage />, { session: { status: 'authenticated', user: { ...testUser, is_moderator: true, is_admin: true } } });
  expect(screen.getByRole('link', { name: meMessages.moderation })).toHaveAttribute('href', '/moderation');
  expect(screen.getByRole('link', { name: meMessages.admin })).toHaveAttribute('href', '/admin');
});

it('a guest is sent to sign in, to come back to Me', () => {
  renderWithProviders(
    <>
      <MePage />
      <Where />
    </>,
    { route: '/me' },
  );
  expect(screen.getByTestId('where')).toHaveTextContent('/login {"from":"/me"}');
});
