import { screen } from '@testing-library/react';
import { renderWithProviders, testUser } from '@booknook/shared-ui/testing/render';
import MyBooksPage from './my-books-page';

it('renders inside the shell providers and sees the signed-in member', () => {
  renderWithProviders(<MyBooksPage />, { session: { status: 'authenticated', user: testUser } });
  expect(screen.getByRole('heading', { name: 'My Books' })).toBeInTheDocument();
  expect(screen.getByTestId('remote-session')).toHaveTextContent(testUser.username);
});
