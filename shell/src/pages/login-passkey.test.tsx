import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { http } from '@booknook/platform';
import { renderWithProviders } from '@booknook/platform/testing/render';
import { authMessages } from '../features/auth/auth-messages';
import { passkeyMessages as t } from '../features/auth/passkey-messages';
import { LoginPage } from './login-page';

jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthnAutofill: jest.fn(() => Promise.resolve(false)),
  startAuthentication: jest.fn(() => Promise.resolve({ id: 'credential' })),
}));

type Post = Awaited<ReturnType<typeof http.post>>;
const member = { username: 'asha-gurung-4821', first_name: 'Asha', email: 'asha@example.com', email_verified: true };

function renderFromBook() {
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/books/:id" element={<h1>The book</h1>} />
    </Routes>,
    { route: { pathname: '/login', state: { from: '/books/42?contact=seller' } } },
  );
}

beforeEach(() => {
  Object.defineProperty(window, 'PublicKeyCredential', { value: function PublicKeyCredential() {}, configurable: true });
});
afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'PublicKeyCredential');
});

it('signs in with a passkey in one tap and goes on to the book the person came from', async () => {
  const post = jest
    .spyOn(http, 'post')
    .mockImplementation((url: string) => Promise.resolve({ data: url.endsWith('/options/') ? { challenge: 'abc' } : member } as Post));
  renderFromBook();
  expect(screen.getByLabelText(authMessages.login.email)).toHaveAttribute('autocomplete', 'username webauthn');
  fireEvent.click(screen.getByRole('button', { name: t.signIn }));
  expect(await screen.findByRole('heading', { name: 'The book' })).toBeInTheDocument();
  expect(post).toHaveBeenLastCalledWith('/users/passkeys/authentication/', { response: { id: 'credential' } });
});

it("says the API's reason when the passkey is refused, and nothing when the person closes the dialog", async () => {
  const browser = jest.requireMock<{ startAuthentication: jest.Mock }>('@simplewebauthn/browser');
  browser.startAuthentication.mockRejectedValueOnce(Object.assign(new Error('closed'), { name: 'NotAllowedError' }));
  jest
    .spyOn(http, 'post')
    .mockImplementation((url: string) =>
      url.endsWith('/options/')
        ? Promise.resolve({ data: { challenge: 'abc' } } as Post)
        : Promise.reject(
            Object.assign(new Error('refused'), { status: 400, data: { detail: 'This passkey is not on any BookNook account.' } }),
          ),
    );
  renderFromBook();
  fireEvent.click(screen.getByRole('button', { name: t.signIn }));
  expect(await screen.findByRole('button', { name: t.signIn })).toBeEnabled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: t.signIn }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This passkey is not on any BookNook account.');
});

it('offers no passkey button where the browser has no passkeys', () => {
  Reflect.deleteProperty(window, 'PublicKeyCredential');
  renderFromBook();
  expect(screen.queryByRole('button', { name: t.signIn })).not.toBeInTheDocument();
});
