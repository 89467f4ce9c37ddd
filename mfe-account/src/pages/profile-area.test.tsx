import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, testUser } from '@booknook/platform/testing/render';
import { forgetArea, saveArea } from '../features/profile/api/saved-area';
import { messages } from '../messages';
import ProfilePage from './profile-page';

// Issue 26: the Profile page's "Your area for Browse": the device's position or the last listing's place, saved by
// the API (which blurs it and never sends it back), shown by where it came from and its label.

jest.mock('../features/profile/api/saved-area', () => ({ saveArea: jest.fn(), forgetArea: jest.fn() }));

const t = messages.profile.area;
const save = jest.mocked(saveArea);
const forget = jest.mocked(forgetArea);
const getCurrentPosition = jest.fn();
/** The section (other sections of the page have alerts of their own). */
const section = () => within(screen.getByRole('region', { name: t.title }));
const none = { source: null, label: null, saved_at: null };
const savedFromLocation = { source: 'my_location', label: 'Kathmandu', saved_at: new Date().toISOString() } as const;

function renderPage(area: unknown) {
  return renderWithProviders(
    <Routes>
      <Route path="/profile" element={<ProfilePage />} />
    </Routes>,
    {
      session: { status: 'authenticated', user: testUser },
      route: '/profile',
      fetcher: (key) => (key === '/users/me/area/' ? Promise.resolve(area) : new Promise(() => undefined)),
    },
  );
}

beforeAll(() => {
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
});

beforeEach(() => {
  jest.clearAllMocks();
});

it('saves the device position when asked, and then says where the area came from, never a point', async () => {
  getCurrentPosition.mockImplementation((found: PositionCallback) =>
    found({ coords: { latitude: 27.7172, longitude: 85.324, accuracy: 20 } } as GeolocationPosition),
  );
  save.mockResolvedValue(savedFromLocation);
  renderPage(none);
  expect(await screen.findByTestId('saved-area')).toHaveTextContent(t.none);
  expect(getCurrentPosition).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: t.useLocation }));
  await waitFor(() => expect(save).toHaveBeenCalledWith({ source: 'my_location', latitude: 27.7172, longitude: 85.324 }));
  expect(await screen.findByText(t.fromLocation('Kathmandu'))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: t.browseNear })).toHaveAttribute('href', '/books?near=saved&ordering=distance');
});

it('says why a position cannot be used, and saves nothing', async () => {
  getCurrentPosition.mockImplementation((_found: PositionCallback, failed: PositionErrorCallback) =>
    failed({ code: 1 } as GeolocationPositionError),
  );
  renderPage(none);
  fireEvent.click(await screen.findByRole('button', { name: t.useLocation }));
  expect(await section().findByRole('alert')).toHaveTextContent(t.locationFailed);
  expect(save).not.toHaveBeenCalled();
});

it('uses the last listing’s place, and shows the API’s reason when there is none', async () => {
  save.mockRejectedValueOnce({ status: 400, data: { detail: 'None of your listings has a place yet.' } });
  save.mockResolvedValueOnce({ source: 'last_listing', label: 'Concepts of Physics', saved_at: new Date().toISOString() });
  renderPage(none);
  fireEvent.click(await screen.findByRole('button', { name: t.useLastListing }));
  expect(await section().findByRole('alert')).toHaveTextContent('None of your listings has a place yet.');
  fireEvent.click(screen.getByRole('button', { name: t.useLastListing }));
  expect(await screen.findByText(t.fromListing('Concepts of Physics'))).toBeInTheDocument();
  expect(save).toHaveBeenLastCalledWith({ source: 'last_listing' });
});

it('forgets a saved area', async () => {
  forget.mockResolvedValue(undefined);
  renderPage(savedFromLocation);
  expect(await screen.findByText(t.fromLocation('Kathmandu'))).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: t.forget }));
  await waitFor(() => expect(screen.getByTestId('saved-area')).toHaveTextContent(t.none));
  expect(forget).toHaveBeenCalled();
});
