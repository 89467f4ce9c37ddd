import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { http } from '@booknook/platform';
import { renderWithProviders } from '@booknook/platform/testing/render';
import { authMessages } from '../features/auth/auth-messages';
import { RenewPage } from './renew-page';

const t = authMessages.renew;
// The API's own words (api/src/texts): the page shows whatever detail it answers.
const GONE = 'This renewal link no longer works: the listing it renews has been deleted, or it is no longer yours.';

afterEach(() => jest.restoreAllMocks());

function openLink() {
  renderWithProviders(
    <Routes>
      <Route path="/renew" element={<RenewPage />} />
    </Routes>,
    { route: '/renew#token=eyJwIjoicmVuZXcifQ.c2lnbmF0dXJl' },
  );
  fireEvent.click(screen.getByRole('button', { name: t.submit }));
}

it('says why a link for a listing deleted or no longer the member’s cannot renew, and offers My Books instead of tapping again', async () => {
  jest.spyOn(http, 'post').mockRejectedValue({ status: 404, data: { detail: GONE } });
  openLink();
  expect(await screen.findByRole('alert')).toHaveTextContent(GONE);
  expect(screen.queryByRole('button', { name: t.submit })).toBeNull();
  expect(screen.getByRole('link', { name: t.myBooks })).toHaveAttribute('href', '/mybooks');
});

it('lets the member try again after a failure that may pass (the network, the server)', async () => {
  jest.spyOn(http, 'post').mockRejectedValue(new Error('offline'));
  openLink();
  expect(await screen.findByRole('alert')).toHaveTextContent(t.failed);
  expect(screen.getByRole('button', { name: t.submit })).toBeInTheDocument();
});
