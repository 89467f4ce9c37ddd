import { act, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import * as users from '../api/users';
import { testUser } from '../../testing/render';
import { SessionProvider, useSession } from './session-provider';

jest.mock('../api/users');
const mockedUsers = jest.mocked(users);

function Probe() {
  const { session, logout } = useSession();
  return (
    <>
      <p data-testid="status">{session.status}</p>
      <p data-testid="user">{session.user?.username ?? '-'}</p>
      <button onClick={() => void logout()}>logout</button>
    </>
  );
}

function renderSession() {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </SWRConfig>,
  );
}

describe('SessionProvider', () => {
  beforeEach(() => jest.resetAllMocks());

  it('starts loading, then holds the user of /users/me/', async () => {
    mockedUsers.getCurrentUser.mockResolvedValue(testUser);
    renderSession();
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'));
    expect(screen.getByTestId('user')).toHaveTextContent('asha');
  });

  it('treats a failed current-user call as logged out, logging only unexpected failures', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockedUsers.getCurrentUser.mockRejectedValue({ status: 401, data: { detail: 'Authentication credentials were not provided.' } });
    renderSession();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('guest'));
    expect(warn).not.toHaveBeenCalled();

    mockedUsers.getCurrentUser.mockRejectedValue({ status: 502 });
    renderSession();
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    warn.mockRestore();
  });

  it('logout ends the session on the server, then forgets the user', async () => {
    mockedUsers.getCurrentUser.mockResolvedValue(testUser);
    mockedUsers.logout.mockResolvedValue(undefined);
    renderSession();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated'));
    await act(() => {
      screen.getByText('logout').click();
      return Promise.resolve();
    });
    expect(mockedUsers.logout).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('status')).toHaveTextContent('guest');
    expect(screen.getByTestId('user')).toHaveTextContent('-');
  });
});
