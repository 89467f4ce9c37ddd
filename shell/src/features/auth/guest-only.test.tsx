import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, testUser } from '@booknook/shared-ui/testing/render';
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
