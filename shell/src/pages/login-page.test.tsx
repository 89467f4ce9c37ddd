import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { http } from '@booknook/platform';
import { renderWithProviders } from '@booknook/platform/testing/render';
import { authMessages } from '../features/auth/auth-messages';
import { codeDigits } from '../features/auth/email-code-api';
import { englishT } from '@booknook/platform/testing/i18n';
import { emailCodeMessages as t } from '../features/auth/email-code-messages';
import { LoginPage } from './login-page';

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

const refused = (status: number, data: unknown) => Object.assign(new Error('refused'), { status, data });

afterEach(() => jest.restoreAllMocks());

it('takes a newcomer from an address to signed in with a code and a name, back to the book they came from', async () => {
  const post = jest.spyOn(http, 'post').mockImplementation((url: string) => {
    if (url === '/users/email-code/') return Promise.resolve({ data: null } as Post);
    return Promise.resolve({ data: member } as Post);
  });
  renderFromBook();
  fireEvent.change(screen.getByLabelText(authMessages.login.email), { target: { value: ' asha@example.com ' } });
  fireEvent.click(screen.getByRole('button', { name: t.continueWithEmail }));
  expect(await screen.findByText(englishT(t.codeSent, { email: 'asha@example.com' }))).toBeInTheDocument();
  // The mailed link carries where the person was going, for whichever device opens it.
  expect(post).toHaveBeenCalledWith('/users/email-code/', { email: 'asha@example.com', next: '/books/42?contact=seller' });

  const code = screen.getByLabelText(t.code);
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  expect(code).toHaveAttribute('inputmode', 'numeric');
  fireEvent.change(code, { target: { value: '123 456' } });
  fireEvent.change(screen.getByLabelText(t.name), { target: { value: 'Asha' } });
  fireEvent.click(screen.getByRole('button', { name: t.submit }));
  expect(await screen.findByRole('heading', { name: 'The book' })).toBeInTheDocument();
  expect(post).toHaveBeenLastCalledWith('/users/email-code/verify/', { email: 'asha@example.com', code: '123456', first_name: 'Asha' });
});

it('asks a newcomer who left the name empty for it, and says a wrong code under the code', async () => {
  jest.spyOn(http, 'post').mockImplementation((url: string, body?: unknown) => {
    if (url === '/users/email-code/') return Promise.resolve({ data: null } as Post);
    const { code } = body as { code: string };
    if (code === '000000')
      return Promise.reject(refused(400, { detail: 'That code is not right.', errors: { code: 'That code is not right.' } }));
    return Promise.reject(refused(400, { detail: 'Tell us your name.', errors: { first_name: 'Tell us your name.' } }));
  });
  renderFromBook();
  fireEvent.change(screen.getByLabelText(authMessages.login.email), { target: { value: 'new@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: t.continueWithEmail }));
  fireEvent.change(await screen.findByLabelText(t.code), { target: { value: '000000' } });
  fireEvent.click(screen.getByRole('button', { name: t.submit }));
  expect(await screen.findByText('That code is not right.')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText(t.code), { target: { value: '111111' } });
  fireEvent.click(screen.getByRole('button', { name: t.submit }));
  expect(await screen.findByText('Tell us your name.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText(t.name)).toHaveFocus());
});

it('refuses a malformed address before sending anything, and keeps the password sign-in beside it', async () => {
  const post = jest.spyOn(http, 'post');
  renderFromBook();
  fireEvent.change(screen.getByLabelText(authMessages.login.email), { target: { value: 'asha@' } });
  fireEvent.click(screen.getByRole('button', { name: t.continueWithEmail }));
  expect(await screen.findByText(authMessages.login.invalidEmail)).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
  expect(screen.getByLabelText(authMessages.login.password, { exact: true })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: authMessages.login.submit })).toBeInTheDocument();
});

it('reads only the digits of a pasted code, six at most', () => {
  expect(codeDigits('Your code: 123-456.')).toBe('123456');
  expect(codeDigits('1234567')).toBe('123456');
});
