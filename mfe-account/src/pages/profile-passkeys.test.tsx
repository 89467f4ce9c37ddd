import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { http } from '@booknook/platform';
import { renderWithProviders, testUser } from '@booknook/platform/testing/render';
import { messages } from '../messages';
import ProfilePage from './profile-page';

// The Profile page's "Passkeys": add one for this device, see each one's dates, remove one after asking.

jest.mock('@simplewebauthn/browser', () => ({
  startRegistration: jest.fn(() => Promise.resolve({ id: 'new-credential', type: 'public-key' })),
}));

const t = messages.profile.passkeys;
const browser = jest.requireMock<{ startRegistration: jest.Mock }>('@simplewebauthn/browser');
type Reply = Awaited<ReturnType<typeof http.post>>;

const laptop = { id: 7, name: 'Chrome on macOS', created_at: '2026-03-02T10:00:00Z', last_used_at: null, synced: false };
const phone = { id: 8, name: 'Safari on iPhone', created_at: '2026-03-05T10:00:00Z', last_used_at: '2026-03-06T09:30:00Z', synced: true };

/** The section (other sections of the page have alerts and statuses of their own). */
const section = () => within(screen.getByRole('region', { name: t.title }));

function renderPage(...lists: { results: unknown[] }[]): jest.Mock<Promise<unknown>, [string]> {
  // Each read of the list answers the next one given (the last one stays).
  let listReads = 0;
  const reads = jest.fn((key: string): Promise<unknown> => {
    if (key !== '/users/passkeys/') return new Promise(() => undefined);
    listReads += 1;
    return Promise.resolve(lists[Math.min(listReads, lists.length) - 1]);
  });
  renderWithProviders(
    <Routes>
      <Route path="/profile" element={<ProfilePage />} />
    </Routes>,
    { session: { status: 'authenticated', user: testUser }, route: '/profile', fetcher: reads },
  );
  return reads;
}

beforeEach(() => {
  Object.defineProperty(window, 'PublicKeyCredential', { value: function PublicKeyCredential() {}, configurable: true });
});
afterEach(() => {
  jest.restoreAllMocks();
  browser.startRegistration.mockClear();
  Reflect.deleteProperty(window, 'PublicKeyCredential');
});

it('lists the passkeys with their names, when each was added and last used', async () => {
  renderPage({ results: [laptop, phone] });
  const list = within(await screen.findByRole('list', { name: t.title }));
  const [first, second] = list.getAllByRole('listitem') as [HTMLElement, HTMLElement];
  expect(list.getAllByRole('listitem')).toHaveLength(2);
  expect(first).toHaveTextContent(laptop.name);
  expect(first).toHaveTextContent(t.neverUsed);
  expect(within(first).getByText((text) => text.startsWith(t.addedOn('')))).toHaveAttribute('datetime', laptop.created_at);
  expect(second).toHaveTextContent(phone.name);
  expect(within(second).getByText((text) => text.startsWith(t.lastUsed('')))).toHaveAttribute('datetime', phone.last_used_at);
  expect(within(second).getByText(t.synced)).toBeInTheDocument();
  expect(list.getByRole('button', { name: t.removeLabel(phone.name) })).toBeInTheDocument();
});

it('adds a passkey: options from the API, the browser makes it, the answer goes back, and the list shows it', async () => {
  const post = jest
    .spyOn(http, 'post')
    .mockImplementation((url: string) => Promise.resolve({ data: url.endsWith('/options/') ? { challenge: 'abc' } : phone } as Reply));
  const reads = renderPage({ results: [laptop] }, { results: [laptop, phone] });
  expect(await section().findByText(laptop.name)).toBeInTheDocument();
  fireEvent.click(section().getByRole('button', { name: t.add }));
  expect(await section().findByRole('status')).toHaveTextContent(t.added(phone.name));
  expect(post.mock.calls).toEqual([
    ['/users/passkeys/registration/options/'],
    ['/users/passkeys/', { response: { id: 'new-credential', type: 'public-key' } }],
  ]);
  expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'abc' } });
  expect(await section().findByText(phone.name)).toBeInTheDocument();
  expect(reads.mock.calls.filter(([key]) => key === '/users/passkeys/').length).toBeGreaterThanOrEqual(2);
});

it('says quietly that nothing was added when the person closes the browser prompt, and shows the API reason on a refusal', async () => {
  browser.startRegistration.mockRejectedValueOnce(Object.assign(new Error('closed'), { name: 'NotAllowedError' }));
  const post = jest
    .spyOn(http, 'post')
    .mockImplementation((url: string) =>
      url.endsWith('/options/')
        ? Promise.resolve({ data: { challenge: 'abc' } } as Reply)
        : Promise.reject(
            Object.assign(new Error('refused'), { status: 409, data: { detail: 'This passkey is already on your account.' } }),
          ),
    );
  renderPage({ results: [laptop] });
  fireEvent.click(await section().findByRole('button', { name: t.add }));
  expect(await section().findByRole('status')).toHaveTextContent(t.cancelled);
  expect(section().queryByRole('alert')).not.toBeInTheDocument();
  expect(post).toHaveBeenCalledTimes(1);
  expect(section().getByText(laptop.name)).toBeInTheDocument();

  fireEvent.click(await section().findByRole('button', { name: t.add }));
  expect(await section().findByRole('alert')).toHaveTextContent('This passkey is already on your account.');
});

it('asks before removing a passkey, then removes it and refreshes the list', async () => {
  const remove = jest.spyOn(http, 'delete').mockResolvedValue({ data: undefined } as Reply);
  renderPage({ results: [laptop, phone] }, { results: [laptop] });
  fireEvent.click(await section().findByRole('button', { name: t.removeLabel(phone.name) }));
  const dialog = within(await screen.findByRole('dialog', { name: t.removeTitle }));
  expect(dialog.getByText(t.removeBody(phone.name))).toBeInTheDocument();
  expect(remove).not.toHaveBeenCalled();
  fireEvent.click(dialog.getByRole('button', { name: t.removeConfirm }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(remove).toHaveBeenCalledWith('/users/passkeys/8/');
  await waitFor(() => expect(section().queryByText(phone.name)).not.toBeInTheDocument());
  expect(section().getByText(laptop.name)).toBeInTheDocument();
});

it('keeps the list but explains that this browser cannot hold passkeys when it has no WebAuthn', async () => {
  Reflect.deleteProperty(window, 'PublicKeyCredential');
  renderPage({ results: [laptop] });
  expect(await section().findByText(laptop.name)).toBeInTheDocument();
  expect(section().getByText(t.unsupported)).toBeInTheDocument();
  expect(section().queryByRole('button', { name: t.add })).not.toBeInTheDocument();
});
