import { screen } from '@testing-library/react';
import { renderWithProviders, testUser } from '@booknook/shared-ui/testing/render';
import SellPage from './sell-page';

it('renders inside the shell providers and sees the signed-in member', () => {
  renderWithProviders(<SellPage />, { session: { status: 'authenticated', user: testUser } });
  expect(screen.getByRole('heading', { name: 'Sell Your Book' })).toBeInTheDocument();
  expect(screen.getByTestId('remote-session')).toHaveTextContent(testUser.username);
});
