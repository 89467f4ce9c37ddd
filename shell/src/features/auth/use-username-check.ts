import { useEffect, useState } from 'react';
import { notify } from '@booknook/design-system';
import { errorDetail, errorStatus, http } from '@booknook/platform';
import { authMessages as messages } from './auth-messages';

/** docs/product.md §4: checked 300 ms after typing stops, once the username is longer than 3 characters. */
export const USERNAME_CHECK_DELAY_MS = 300;
export const USERNAME_CHECK_MIN_LENGTH = 4;

export type UsernameCheck = { state: 'idle' } | { state: 'checking' } | { state: 'available' } | { state: 'taken'; message: string };

/** Asks the API whether a username is free, debounced; a taken name blocks submission while it stands. */
export function useUsernameCheck(username: string): UsernameCheck {
  const [check, setCheck] = useState<UsernameCheck>({ state: 'idle' });
  const name = username.trim();

  useEffect(() => {
    if (name.length < USERNAME_CHECK_MIN_LENGTH) {
      setCheck({ state: 'idle' });
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      setCheck({ state: 'checking' });
      http
        .get('/users/check-username/', { params: { username: name } })
        .then(() => {
          if (current) setCheck({ state: 'available' });
        })
        .catch((error: unknown) => {
          if (!current) return;
          const status = errorStatus(error);
          if (status === undefined || status >= 500) {
            // The check itself failed: say so once, and do not block the form on it.
            notify.error(messages.register.usernameCheckFailed, { id: 'username-check' });
            setCheck({ state: 'idle' });
          } else {
            setCheck({ state: 'taken', message: errorDetail(error, messages.register.usernameTaken) });
          }
        });
    }, USERNAME_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [name]);

  return check;
}
