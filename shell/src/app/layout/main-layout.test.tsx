import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@booknook/platform/testing/render';
import { messages } from '../../messages';
import { MainLayout } from './main-layout';

// A keyboard's first Tab reaches a link past the header's links to the page (issue 36 point 6).
it('opens with a skip link to the page’s content, which can take the focus', () => {
  renderWithProviders(
    <Routes>
      <Route element={<MainLayout />}>
        <Route path="/" element={<h1>Home</h1>} />
      </Route>
    </Routes>,
  );
  const skip = screen.getByRole('link', { name: messages.nav.skipToContent });
  const focusable = document.querySelectorAll('a[href], button, input, [tabindex]:not([tabindex="-1"])');
  expect(focusable[0]).toBe(skip);
  const target = document.getElementById(skip.getAttribute('href')!.slice(1));
  expect(target).toContainElement(screen.getByRole('heading', { name: 'Home' }));
  target!.focus();
  expect(target).toHaveFocus();
});
