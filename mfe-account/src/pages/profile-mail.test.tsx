import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, testUser } from '@booknook/platform/testing/render';
import { changeMailPreferences, getMailPreferences } from '../features/profile/api/mail-preferences';
import { messages } from '../messages';
import ProfilePage from './profile-page';

// Issue 25: the Profile page's "What we email you": each kind of mail at once, in the daily digest, or off.

jest.mock('../features/profile/api/mail-preferences', () => ({
  ...jest.requireActual<object>('../features/profile/api/mail-preferences'),
  getMailPreferences: jest.fn(),
  changeMailPreferences: jest.fn(),
}));

const t = messages.profile.mail;
const load = jest.mocked(getMailPreferences);
const save = jest.mocked(changeMailPreferences);
const scrollIntoView = jest.fn();
const defaults = {
  messages: 'instant',
  wanted: 'instant',
  moderation: 'instant',
  expiry: 'instant',
  handovers: 'instant',
  push: { messages: true, wanted: true, handovers: true, expiry: true },
  unread_delay_seconds: 1800,
} as const;

function renderPage(route = '/profile') {
  return renderWithProviders(
    <Routes>
      <Route path="/profile" element={<ProfilePage />} />
    </Routes>,
    { session: { status: 'authenticated', user: testUser }, route },
  );
}

const group = (label: string) => screen.getByRole('group', { name: label });

beforeAll(() => {
  // jsdom lays nothing out.
  Element.prototype.scrollIntoView = scrollIntoView;
});

beforeEach(() => {
  jest.clearAllMocks();
  load.mockResolvedValue({ ...defaults, expiry: 'off', handovers: 'digest' });
});

it('shows each kind of mail as a group of three choices, with what it is about and the current one chosen', async () => {
  renderPage();
  expect(await screen.findByRole('heading', { name: t.title })).toBeInTheDocument();
  for (const kind of ['wanted', 'moderation', 'expiry', 'handovers'] as const) {
    const choices = within(await screen.findByRole('group', { name: t.kinds[kind].label }));
    expect(choices.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      t.deliveries.instant,
      t.deliveries.digest,
      t.deliveries.off,
    ]);
    expect(screen.getByRole('group', { name: t.kinds[kind].label })).toHaveAccessibleDescription(t.kinds[kind].hint);
  }
  // Issue 36: the server's unread-mail delay (here 30 minutes), not a fixed "15 minutes".
  expect(group(t.kinds.messages.label)).toHaveAccessibleDescription('A message that is still unread after 30 minutes.');
  expect(within(group(t.kinds.wanted.label)).getByRole('radio', { name: t.deliveries.instant })).toBeChecked();
  expect(within(group(t.kinds.expiry.label)).getByRole('radio', { name: t.deliveries.off })).toBeChecked();
  // Issue 37: the reminder before a hand-over is a kind of its own.
  expect(within(group(t.kinds.handovers.label)).getByRole('radio', { name: t.deliveries.digest })).toBeChecked();
});

it('saves a choice as soon as it is made, and says so', async () => {
  save.mockResolvedValue({ ...defaults, expiry: 'off', handovers: 'digest', wanted: 'digest' });
  renderPage();
  const digest = within(await screen.findByRole('group', { name: t.kinds.wanted.label })).getByRole('radio', { name: t.deliveries.digest });
  fireEvent.click(digest);
  expect(save).toHaveBeenCalledWith({ wanted: 'digest' });
  expect(digest).toBeChecked();
  await waitFor(() =>
    expect(within(group(t.kinds.wanted.label)).getByRole('status')).toHaveTextContent(t.saved(t.kinds.wanted.label, t.deliveries.digest)),
  );
});

it('goes back to the choice before, and says why, when the API refuses', async () => {
  save.mockRejectedValue({ status: 400, data: { detail: 'Choose instant, digest or off.' } });
  renderPage();
  const choices = within(await screen.findByRole('group', { name: t.kinds.moderation.label }));
  fireEvent.click(choices.getByRole('radio', { name: t.deliveries.off }));
  expect(await choices.findByRole('alert')).toHaveTextContent('Choose instant, digest or off.');
  await waitFor(() => expect(choices.getByRole('radio', { name: t.deliveries.instant })).toBeChecked());
});

it('is where /profile#mail leads (the link in every mail)', async () => {
  renderPage('/profile#mail');
  await screen.findByRole('group', { name: t.kinds.messages.label });
  const section = screen.getByRole('region', { name: t.title });
  expect(section).toHaveAttribute('id', 'mail');
  await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
  expect(scrollIntoView.mock.contexts[0]).toBe(section);
});
