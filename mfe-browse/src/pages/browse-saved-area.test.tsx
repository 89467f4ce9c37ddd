import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetSharedBrowserLocation } from '@booknook/platform';
import { renderWithProviders, testUser } from '@booknook/platform/testing/render';
import { AppRoutes, makeBook } from '../../testing/fixtures';
import { messages } from '../messages';
import BrowsePage from './browse-page';

// Issue 26: "Near my saved area": the member's area saved on Profile, measured from by the API (near=saved).

const t = messages.browse;
const area = { source: 'my_location', label: 'Lalitpur', saved_at: '2026-11-20T10:00:00Z' };
const none = { source: null, label: null, saved_at: null };
const currentUrl = () => screen.getByTestId('location').textContent;

function renderBrowse(route: string, savedArea: unknown, member = true) {
  const fetcher = jest.fn((key: string) =>
    Promise.resolve(key === '/users/me/area/' ? savedArea : { items: [makeBook({ name: 'Physics' })], has_more: false }),
  );
  renderWithProviders(
    <AppRoutes>
      <BrowsePage />
    </AppRoutes>,
    { route, fetcher, session: member ? { status: 'authenticated', user: testUser } : { status: 'guest', user: null } },
  );
  return fetcher;
}

beforeAll(() => {
  window.scrollTo = jest.fn();
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition: jest.fn() }, configurable: true });
});

beforeEach(() => resetSharedBrowserLocation());

it('offers a member their saved area, and then asks the API to measure from it, by name only', async () => {
  const fetcher = renderBrowse('/books?radius=5&near=anywhere', area);
  fireEvent.click(await screen.findByRole('button', { name: t.useSavedArea }));
  expect(currentUrl()).toBe('/books?radius=5&near=saved');
  const name = t.savedAreaName('my_location', 'Lalitpur');
  expect(await screen.findByTestId('location-saved-area')).toHaveTextContent(t.nearestFromSaved(name));
  await screen.findAllByTestId('book-card');
  expect(fetcher).toHaveBeenCalledWith('/books/?limit=12&near=saved&offset=0&radius=5');
  expect(fetcher.mock.calls.map(([key]) => key).filter((key) => key.includes('latitude'))).toEqual([]);
  // "Use my location" leaves the saved area.
  fireEvent.click(screen.getByRole('button', { name: t.useLocation }));
  expect(currentUrl()).toBe('/books?radius=5&near=anywhere');
});

it('ignores near=saved for a guest and for a member without a saved area', async () => {
  for (const [savedArea, member] of [
    [none, true],
    [none, false],
  ] as const) {
    const fetcher = renderBrowse('/books?near=saved', savedArea, member);
    await screen.findAllByTestId('book-card');
    expect(screen.getByTestId('location-note')).toHaveTextContent(t.notSorted);
    expect(screen.queryByRole('button', { name: t.useSavedArea })).not.toBeInTheDocument();
    expect(fetcher.mock.calls.map(([key]) => key).filter((key) => key.includes('near'))).toEqual([]);
    document.body.innerHTML = '';
  }
});

// Issue 36: a member's saved area is Browse's default place, written into the address; "Anywhere" is one tap away.
it('measures from a member’s saved area by default, says so in the address, and offers Anywhere', async () => {
  const fetcher = renderBrowse('/books?name=atlas', area);
  expect(await screen.findByTestId('location-saved-area')).toBeInTheDocument();
  await waitFor(() => expect(currentUrl()).toBe('/books?name=atlas&near=saved'));
  await screen.findAllByTestId('book-card');
  expect(fetcher).toHaveBeenLastCalledWith('/books/?limit=12&name=atlas&near=saved&offset=0');
  fireEvent.click(screen.getByRole('button', { name: t.leaveSavedArea }));
  expect(currentUrl()).toBe('/books?name=atlas&near=anywhere');
  expect(await screen.findByTestId('location-note')).toHaveTextContent(t.notSorted);
  expect(screen.getByRole('button', { name: t.useSavedArea })).toBeInTheDocument();
});

it('leaves a guest and a member without a saved area anywhere, with nothing added to the address', async () => {
  for (const [savedArea, member] of [
    [none, true],
    [none, false],
  ] as const) {
    renderBrowse('/books?name=atlas', savedArea, member);
    await screen.findAllByTestId('book-card');
    expect(currentUrl()).toBe('/books?name=atlas');
    expect(screen.queryByRole('button', { name: t.leaveSavedArea })).not.toBeInTheDocument();
    document.body.innerHTML = '';
  }
});
