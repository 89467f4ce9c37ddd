import { act, renderHook, waitFor } from '@testing-library/react';
import type { CurrentUser } from '@booknook/platform';
import { browserSuggestsPasskeys, signInWithPasskey } from './passkey-api';
import { usePasskeySignIn } from './use-passkey-sign-in';

const updateUser = jest.fn();
jest.mock('@booknook/platform', () => ({ ...jest.requireActual<object>('@booknook/platform'), useSession: () => ({ updateUser }) }));
jest.mock('@booknook/platform/passkeys', () => ({
  ...jest.requireActual<object>('@booknook/platform/passkeys'),
  browserHasPasskeys: () => true,
}));
jest.mock('./passkey-api', () => ({ browserSuggestsPasskeys: jest.fn(), signInWithPasskey: jest.fn() }));

const user = { username: 'sita-magar-1234' } as CurrentUser;
/** The API's answer to each ceremony that is allowed to post: a fresh session, which ends the one it was sent with. */
const posted: boolean[] = [];

beforeEach(() => {
  posted.length = 0;
  updateUser.mockReset();
  jest.mocked(signInWithPasskey).mockImplementation((fromSuggestions = false, mayPost = () => true) => {
    if (!mayPost()) return Promise.reject(new DOMException('Another passkey sign-in is under way', 'AbortError'));
    posted.push(fromSuggestions);
    return Promise.resolve(user);
  });
});

// Seen in CI: the phone's lock answered the email field's suggestions at once, the button was tapped in the same
// moment, and the second sign-in ended the session the first had made (the conversation's POST then got a 401).
it('signs in once when the suggestions answer and the button is tapped in the same moment', async () => {
  jest.mocked(browserSuggestsPasskeys).mockResolvedValue(true);
  const onSignedIn = jest.fn();
  const { result } = renderHook(() => usePasskeySignIn(onSignedIn));
  await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
  await act(() => result.current.signIn());
  expect(posted).toEqual([true]);
  expect(onSignedIn).toHaveBeenCalledTimes(1);
  expect(updateUser).toHaveBeenCalledTimes(1);
  expect(result.current.failure).toBeNull();
});

it('lets the person try again after a refused sign-in', async () => {
  jest.mocked(browserSuggestsPasskeys).mockResolvedValue(false);
  jest.mocked(signInWithPasskey).mockImplementationOnce((_fromSuggestions = false, mayPost = () => true) => {
    mayPost();
    return Promise.reject(Object.assign(new Error('refused'), { status: 400, data: { detail: 'That passkey is not known here.' } }));
  });
  const onSignedIn = jest.fn();
  const { result } = renderHook(() => usePasskeySignIn(onSignedIn));
  await act(() => result.current.signIn());
  expect(onSignedIn).not.toHaveBeenCalled();
  expect(result.current.failure).not.toBeNull();
  await act(() => result.current.signIn());
  expect(onSignedIn).toHaveBeenCalledTimes(1);
});
