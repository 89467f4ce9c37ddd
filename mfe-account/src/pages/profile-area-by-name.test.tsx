import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, testUser } from '@booknook/platform/testing/render';
import { saveArea } from '../features/profile/api/saved-area';
import { messages } from '../messages';
import ProfilePage from './profile-page';

// Issue 26's picker without a map: an area chosen by its name, among those where members list books.

jest.mock('../features/profile/api/saved-area', () => ({ saveArea: jest.fn(), forgetArea: jest.fn() }));

const t = messages.profile.area;
const save = jest.mocked(saveArea);
const none = { source: null, label: null, saved_at: null };
const section = () => within(screen.getByRole('region', { name: t.title }));
const CHOICES = '/users/me/area/choices/?q=';

function renderPage(choices: (query: string) => Promise<unknown>) {
  const fetcher = jest.fn((key: string) => {
    if (key === '/users/me/area/') return Promise.resolve(none);
    if (key.startsWith(CHOICES)) return choices(decodeURIComponent(key.slice(CHOICES.length)));
    return new Promise(() => undefined);
  });
  renderWithProviders(
    <Routes>
      <Route path="/profile" element={<ProfilePage />} />
    </Routes>,
    { session: { status: 'authenticated', user: testUser }, route: '/profile', fetcher },
  );
  return fetcher;
}

/** Every button of the section is free again: the save has ended. */
const settled = () => waitFor(() => expect(section().getByRole('button', { name: t.useLocation })).toBeEnabled());

/** Types and sends a search; the caller awaits its answer at once (so that it does not arrive outside act). */
function find(text: string) {
  fireEvent.change(section().getByLabelText(t.areaName), { target: { value: text } });
  fireEvent.click(section().getByRole('button', { name: t.find }));
}

beforeEach(() => jest.clearAllMocks());

it('asks for two letters before searching', async () => {
  const fetcher = renderPage(() => Promise.resolve({ items: [] }));
  await section().findByLabelText(t.areaName);
  find(' j ');
  expect(await section().findByText(t.typeMore)).toBeInTheDocument();
  expect(fetcher.mock.calls.some(([key]) => key.startsWith(CHOICES))).toBe(false);
});

it('lists the areas found with their books, and a tap saves one', async () => {
  const items = [
    { label: 'Jawalakhel, Lalitpur', books: 24 },
    { label: 'Jawalakhel Chowk', books: 1 },
  ];
  renderPage((query) => Promise.resolve(query === 'jawa' ? { items } : { items: [] }));
  save.mockResolvedValue({ source: 'area', label: 'Jawalakhel, Lalitpur', saved_at: new Date().toISOString() });
  await section().findByLabelText(t.areaName);
  find('  jawa ');
  const found = await section().findByRole('list', { name: t.areasFound });
  expect(
    within(found)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual([`Jawalakhel, Lalitpur${t.books(24)}`, `Jawalakhel Chowk${t.books(1)}`]);
  fireEvent.click(within(found).getByRole('button', { name: /Jawalakhel, Lalitpur/ }));
  await waitFor(() => expect(save).toHaveBeenCalledWith({ source: 'area', label: 'Jawalakhel, Lalitpur' }));
  expect(await section().findByText(t.fromArea('Jawalakhel, Lalitpur'))).toBeInTheDocument();
  await settled();
});

it('says when no area has that name, and shows a failed save under the areas', async () => {
  renderPage((query) => Promise.resolve(query === 'Patan' ? { items: [{ label: 'Patan', books: 3 }] } : { items: [] }));
  await section().findByLabelText(t.areaName);
  find('Thamel');
  expect(await section().findByText(t.noArea('Thamel'))).toBeInTheDocument();
  save.mockRejectedValueOnce({ status: 400, data: { detail: 'Books are not listed from an area of that name.' } });
  find('Patan');
  fireEvent.click(await section().findByRole('button', { name: /Patan/ }));
  const alert = await section().findByRole('alert');
  expect(alert).toHaveTextContent('Books are not listed from an area of that name.');
  // After the list, where the member tapped.
  const list = section().getByRole('list', { name: t.areasFound });
  expect(list.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  await settled();
});
