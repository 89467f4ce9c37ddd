import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, testUser } from '@booknook/platform/testing/render';
import { GuestOnly } from './guest-only';

const routes = (
  <Routes>
    <Route path="/" element={<p>home</p>} />
    <Route
      path="/login"
      element={
        <GuestOnly>
          <p>sign-in form</p>
        </GuestOnly>
      }
    />
  </Routes>
);

describe('GuestOnly', () => {
  it('shows the page to a guest', () => {
    renderWithProviders(routes, { route: '/login' });
    expect(screen.getByText('sign-in form')).toBeInTheDocument();
  });

  it('sends a signed-in member home', () => {
    renderWithProviders(routes, { route: '/login', session: { status: 'authenticated', user: testUser } });
    expect(screen.getByText('home')).toBeInTheDocument();
    expect(screen.queryByText('sign-in form')).not.toBeInTheDocument();
  });
});

describe('GuestOnly after signing in from a members-only page', () => {
  it('sends the member back to the page that asked them to sign in', () => {
    const { container } = renderWithProviders(
      <Routes>
        <Route path="/mybooks" element={<p>my books</p>} />
        <Route
          path="/login"
          element={
            <GuestOnly>
              <p>sign-in form</p>
            </GuestOnly>
          }
        />
      </Routes>,
      { route: { pathname: '/login', state: { from: '/mybooks' } }, session: { status: 'authenticated', user: testUser } },
    );
    expect(container).toHaveTextContent('my books');
  });
});
