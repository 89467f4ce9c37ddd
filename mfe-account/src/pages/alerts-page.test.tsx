import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { notify } from '@booknook/design-system';
import { renderWithProviders, testUser } from '@booknook/platform/testing/render';
import { changeSavedSearch, deleteSavedSearch, getSavedSearches } from '../features/alerts/api/saved-searches';
import { savedSearch } from '../features/alerts/testing';
import { messages } from '../messages';
import AlertsPage from './alerts-page';

jest.mock('../features/alerts/api/saved-searches', () => ({
  ...jest.requireActual<object>('../features/alerts/api/saved-searches'),
  getSavedSearches: jest.fn(),
  changeSavedSearch: jest.fn(),
  deleteSavedSearch: jest.fn(),
}));
const toastSuccess = jest.spyOn(notify, 'success').mockImplementation(() => undefined);

const t = messages.alerts;
const fetchList = jest.mocked(getSavedSearches);
const change = jest.mocked(changeSavedSearch);
const remove = jest.mocked(deleteSavedSearch);

const chemistry = savedSearch({ id: 1, category: 'TEXTBOOK', grade: 12, book_type: 'school' });
const physics = savedSearch({ id: 2, name: '', category: 'REFERENCE', near: false, radius_km: null, paused: true });

function LoginProbe() {
  const state = useLocation().state as { from?: string } | null;
  return <p>login page, back to {state?.from}</p>;
}

function renderPage(signedIn = true) {
  return renderWithProviders(
    <Routes>
      <Route path="/alerts" element={<AlertsPage />} />
      <Route path="/login" element={<LoginProbe />} />
      <Route path="/books" element={<p>Browse</p>} />
    </Routes>,
    { session: signedIn ? { status: 'authenticated', user: testUser } : { status: 'guest', user: null }, route: '/alerts' },
  );
}

const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  fetchList.mockReset();
  change.mockReset();
  remove.mockReset();
  toastSuccess.mockClear();
  fetchList.mockResolvedValue({ items: [chemistry, physics], max: 20 });
});

it('sends a guest to sign in, to come back here afterwards', () => {
  renderPage(false);
  expect(screen.getByText('login page, back to /alerts')).toBeInTheDocument();
});

it('describes each saved search in words: its text, its filters, where, and whether it is paused', async () => {
  renderPage();
  expect(await screen.findByText(t.count(2, 20))).toBeInTheDocument();
  const first = card('“Organic Chemistry”');
  const filters = within(first).getByRole('list', { name: t.filtersLabel });
  expect(
    within(filters)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Text Book', t.bookTypes.school, t.grade(12)]);
  expect(within(first).queryByText(t.paused)).not.toBeInTheDocument();
  expect(within(first).getByRole('combobox', { name: t.radiusLabel('“Organic Chemistry”') })).toHaveValue('5');

  const second = card(t.anyBook);
  expect(within(second).getByText(t.anywhere)).toBeInTheDocument();
  expect(within(second).getByText(t.paused)).toBeInTheDocument();
  // No point, so no distance to choose.
  expect(within(second).queryByRole('combobox')).not.toBeInTheDocument();
  expect(within(second).getByRole('button', { name: t.resumeLabel(t.anyBook) })).toHaveTextContent(t.resume);
  expect(screen.getByRole('link', { name: t.emailChoices })).toHaveAttribute('href', '/profile#mail');
});

it('pauses a search and shows it paused', async () => {
  change.mockResolvedValue({ ...chemistry, paused: true });
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: t.pauseLabel('“Organic Chemistry”') }));
  await waitFor(() => expect(change).toHaveBeenCalledWith(1, { paused: true }));
  expect(await within(card('“Organic Chemistry”')).findByText(t.paused)).toBeInTheDocument();
  expect(within(card('“Organic Chemistry”')).getByRole('button', { name: t.resumeLabel('“Organic Chemistry”') })).toBeInTheDocument();
  expect(toastSuccess).toHaveBeenCalledWith(t.pausedToast);
});

it('changes the distance, and shows the API’s word under the search when it refuses', async () => {
  change.mockResolvedValueOnce({ ...chemistry, radius_km: 10 });
  change.mockRejectedValueOnce({ status: 400, data: { detail: 'Invalid', errors: { radius_km: 'At most 50 km.' } } });
  renderPage();
  const select = await screen.findByRole('combobox', { name: t.radiusLabel('“Organic Chemistry”') });
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['1 km', '2 km', '5 km', '10 km', '25 km', '50 km']);
  fireEvent.change(select, { target: { value: '10' } });
  await waitFor(() => expect(change).toHaveBeenCalledWith(1, { radius_km: 10 }));
  await waitFor(() => expect(select).toHaveValue('10'));
  expect(toastSuccess).toHaveBeenCalledWith(t.radiusSaved('10'));

  fireEvent.change(select, { target: { value: '50' } });
  expect(await within(card('“Organic Chemistry”')).findByRole('alert')).toHaveTextContent('At most 50 km.');
  // The choice that was not saved is not shown as saved.
  expect(select).toHaveValue('10');
});

it('asks before deleting, deletes, and gives the focus to the count', async () => {
  remove.mockResolvedValue('Saved search deleted.');
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: t.deleteLabel(t.anyBook) }));
  const dialog = screen.getByRole('dialog', { name: t.confirmDelete.title });
  fireEvent.click(within(dialog).getByRole('button', { name: t.confirmDelete.cancel }));
  expect(remove).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('button', { name: t.deleteLabel(t.anyBook) }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.confirmDelete.confirm }));
  await waitFor(() => expect(remove).toHaveBeenCalledWith(2));
  await waitFor(() => expect(screen.queryByRole('article', { name: t.anyBook })).not.toBeInTheDocument());
  expect(screen.getByText(t.count(1, 20))).toHaveFocus();
  expect(toastSuccess).toHaveBeenCalledWith('Saved search deleted.');
});

it('keeps the dialog open with the reason when the delete fails', async () => {
  remove.mockRejectedValue({ status: 404, data: { detail: 'Not found.' } });
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: t.deleteLabel(t.anyBook) }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.confirmDelete.confirm }));
  expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Not found.');
});

it('says when the member has as many as they may keep', async () => {
  fetchList.mockResolvedValue({ items: [chemistry, physics], max: 2 });
  renderPage();
  expect(await screen.findByText(t.full(2))).toBeInTheDocument();
});

it('explains how to save a search when there is none, with a way to Browse', async () => {
  fetchList.mockResolvedValue({ items: [], max: 20 });
  renderPage();
  expect(await screen.findByRole('heading', { name: t.emptyTitle })).toBeInTheDocument();
  expect(screen.getByText(t.emptyBody)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('link', { name: t.browse }));
  expect(screen.getByText('Browse')).toBeInTheDocument();
});

it('says when the list could not be loaded, and tries again', async () => {
  fetchList.mockRejectedValueOnce({ status: 503, data: {} });
  renderPage();
  expect(await screen.findByText(t.loadFailed)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: t.retry }));
  expect(await screen.findByText(t.count(2, 20))).toBeInTheDocument();
});
