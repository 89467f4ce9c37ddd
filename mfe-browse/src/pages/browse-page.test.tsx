import { screen } from '@testing-library/react';
import { renderWithProviders, testUser } from '@booknook/shared-ui/testing/render';
import BrowsePage from './browse-page';

it('renders inside the shell providers and sees the signed-in member', () => {
  renderWithProviders(<BrowsePage />, { session: { status: 'authenticated', user: testUser } });
  expect(screen.getByRole('heading', { name: 'Browse Books' })).toBeInTheDocument();
  expect(screen.getByTestId('remote-session')).toHaveTextContent(testUser.username);
});
