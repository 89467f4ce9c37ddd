import { act, renderHook } from '@testing-library/react';
import { notify } from '@booknook/design-system';
import { http } from '@booknook/platform';
import { authMessages as messages } from './auth-messages';
import { USERNAME_CHECK_DELAY_MS, useUsernameCheck } from './use-username-check';

describe('useUsernameCheck', () => {
  let get: jest.SpyInstance;
  let notifyError: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    get = jest.spyOn(http, 'get');
    notifyError = jest.spyOn(notify, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const settle = async () => {
    await act(async () => {
      jest.advanceTimersByTime(USERNAME_CHECK_DELAY_MS);
      await Promise.resolve();
    });
  };

  it('does not ask for names of 3 characters or fewer', async () => {
    renderHook(() => useUsernameCheck('abc'));
    await settle();
    expect(get).not.toHaveBeenCalled();
  });

  it('asks once, 300 ms after typing stops', async () => {
    get.mockResolvedValue({ data: { detail: 'Username is available.' } });
    const { result, rerender } = renderHook(({ name }) => useUsernameCheck(name), { initialProps: { name: 'asha' } });
    rerender({ name: 'ashar' });
    act(() => jest.advanceTimersByTime(USERNAME_CHECK_DELAY_MS - 1));
    expect(get).not.toHaveBeenCalled();
    rerender({ name: 'asharao' });
    await settle();
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/users/check-username/', { params: { username: 'asharao' } });
    expect(result.current).toEqual({ state: 'available' });
  });

  it("puts the server's detail on the field when the name is taken", async () => {
    get.mockRejectedValue({ status: 409, data: { detail: 'Username already exists' } });
    const { result } = renderHook(() => useUsernameCheck('asharao'));
    await settle();
    expect(result.current).toEqual({ state: 'taken', message: 'Username already exists' });
  });

  it('shows the toast of docs/product.md §8 when the check itself fails', async () => {
    get.mockRejectedValue({ status: 500, data: 'oops' });
    const { result } = renderHook(() => useUsernameCheck('asharao'));
    await settle();
    expect(notifyError).toHaveBeenCalledWith(messages.register.usernameCheckFailed, { id: 'username-check' });
    expect(result.current).toEqual({ state: 'idle' });
  });
});
