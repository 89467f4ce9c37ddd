import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { notify } from '@booknook/design-system';
import { http } from '@booknook/platform';
import { renderWithProviders } from '@booknook/platform/testing/render';
import { authMessages as messages } from '../features/auth/auth-messages';
import { RegisterPage } from './register-page';

const m = messages.register;

beforeEach(() => {
  jest.spyOn(http, 'get').mockResolvedValue({ data: { detail: 'Username is available.' } } as Awaited<ReturnType<typeof http.get>>);
  jest
    .spyOn(http, 'post')
    .mockResolvedValue({ data: { detail: 'Registration successful. Please sign in.' } } as Awaited<ReturnType<typeof http.post>>);
  jest.spyOn(notify, 'success').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

function fillIn() {
  const values: [string, string][] = [
    [m.firstName, 'Asha'],
    [m.lastName, 'Rao'],
    [m.username, 'asharao'],
    [m.email, 'asha@example.com'],
    [m.password, 'correct horse'],
    [m.location, 'Patan'],
    [m.phoneNumber, '+977 980-000-0000'],
  ];
  for (const [label, value] of values) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

it('lets a seller keep the phone number from members (hide_phone_number), off unless chosen', async () => {
  renderWithProviders(
    <Routes>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/login" element={<h1>Sign In</h1>} />
    </Routes>,
    { route: '/register' },
  );
  fillIn();
  const hide = screen.getByRole('checkbox', { name: m.hidePhone });
  expect(hide).not.toBeChecked();
  fireEvent.click(hide);
  fireEvent.click(screen.getByRole('button', { name: m.submit }));
  await waitFor(() => expect(http.post).toHaveBeenCalled());
  expect(http.post).toHaveBeenCalledWith(
    '/users/register/',
    expect.objectContaining({ phone_number: '+977 980-000-0000', hide_phone_number: true }),
  );
  expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
});
