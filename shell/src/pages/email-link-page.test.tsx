import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { http } from '@booknook/platform';
import { renderWithProviders } from '@booknook/platform/testing/render';
import { emailCodeMessages } from '../features/auth/email-code-messages';
import { EmailLinkPage } from './email-link-page';

const t = emailCodeMessages.link;
const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const refused = (status: number, data: unknown) => Object.assign(new Error('refused'), { status, data });

function renderLink(next = '') {
  renderWithProviders(
    <Routes>
      <Route path="/email-code" element={<EmailLinkPage />} />
      <Route path="/books" element={<h1>Browse</h1>} />
      <Route path="/books/:id" element={<h1>The book</h1>} />
    </Routes>,
    { route: `/email-code#token=${TOKEN}${next}` },
  );
}

afterEach(() => jest.restoreAllMocks());

it('signs in with one tap and goes on to Browse', async () => {
  const post = jest.spyOn(http, 'post').mockResolvedValue({ data: { username: 'asha-4821' } } as Awaited<ReturnType<typeof http.post>>);
  renderLink();
  fireEvent.click(screen.getByRole('button', { name: t.submit }));
  expect(await screen.findByRole('heading', { name: 'Browse' })).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith('/users/email-code/link/', { token: TOKEN });
});

it('goes on to the page the person asked from, on this device or another (the link carries it), never to another site', async () => {
  jest.spyOn(http, 'post').mockResolvedValue({ data: { username: 'asha-4821' } } as Awaited<ReturnType<typeof http.post>>);
  renderLink(`&next=${encodeURIComponent('/books/42?contact=seller')}`);
  fireEvent.click(screen.getByRole('button', { name: t.submit }));
  expect(await screen.findByRole('heading', { name: 'The book' })).toBeInTheDocument();
});

it('takes a link whose next is another site to Browse', async () => {
  jest.spyOn(http, 'post').mockResolvedValue({ data: { username: 'asha-4821' } } as Awaited<ReturnType<typeof http.post>>);
  renderLink(`&next=${encodeURIComponent('//evil.example/books')}`);
  fireEvent.click(screen.getByRole('button', { name: t.submit }));
  expect(await screen.findByRole('heading', { name: 'Browse' })).toBeInTheDocument();
});

it('asks a newcomer for their name, then sends it with the token', async () => {
  const post = jest
    .spyOn(http, 'post')
    .mockRejectedValueOnce(refused(400, { detail: 'Tell us your name.', errors: { first_name: 'Tell us your name.' } }))
    .mockResolvedValueOnce({ data: { username: 'asha-4821' } } as Awaited<ReturnType<typeof http.post>>);
  renderLink();
  fireEvent.click(screen.getByRole('button', { name: t.submit }));
  fireEvent.change(await screen.findByLabelText(emailCodeMessages.name), { target: { value: 'Asha' } });
  fireEvent.click(screen.getByRole('button', { name: t.submit }));
  expect(await screen.findByRole('heading', { name: 'Browse' })).toBeInTheDocument();
  expect(post).toHaveBeenLastCalledWith('/users/email-code/link/', { token: TOKEN, first_name: 'Asha' });
});

it('says a used link no longer works and offers a new code, without a button that cannot help', async () => {
  jest.spyOn(http, 'post').mockRejectedValue(refused(400, { detail: 'This link no longer works.', errors: { token: 'x' } }));
  renderLink();
  fireEvent.click(screen.getByRole('button', { name: t.submit }));
  expect(await screen.findByText('This link no longer works.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: t.submit })).toBeNull();
  expect(screen.getByRole('link', { name: t.askAgain })).toHaveAttribute('href', '/login');
});
