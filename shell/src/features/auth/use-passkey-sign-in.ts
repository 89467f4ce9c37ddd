import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '@booknook/design-system';
import { errorDetail, errorStatus, useSession } from '@booknook/platform';
import { browserHasPasskeys, passkeyCancelled } from '@booknook/platform/passkeys';
import { browserSuggestsPasskeys, signInWithPasskey } from './passkey-api';
import { passkeyMessages as t } from './passkey-messages';

/**
 * Passkeys on the sign-in screen: offered in the email field's suggestions where the browser holds one, and by a
 * button. `onSignedIn` goes on to where the person was going.
 */
export function usePasskeySignIn(onSignedIn: () => void) {
  const { updateUser } = useSession();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const available = browserHasPasskeys();

  // One sign-in per screen: the suggestions can answer (a phone's lock picks the passkey at once) while a tap on the
  // button starts a second ceremony; its sign-in would end the session the first one just made.
  const posting = useRef(false);
  const finish = useCallback(
    async (fromSuggestions: boolean) => {
      const mayPost = () => {
        if (posting.current) return false;
        posting.current = true;
        return true;
      };
      try {
        const user = await signInWithPasskey(fromSuggestions, mayPost);
        updateUser(user);
        notify.dismiss();
        onSignedIn();
      } catch (error) {
        if (passkeyCancelled(error)) return;
        posting.current = false; // refused: the person may try again
        setFailure(errorStatus(error) ? errorDetail(error, t.failed) : t.failed);
      }
    },
    [onSignedIn, updateUser],
  );

  // The suggestions wait in the background for as long as the screen is open (started once; the button replaces them).
  const latest = useRef(finish);
  latest.current = finish;
  useEffect(() => {
    void browserSuggestsPasskeys().then((suggests) => (suggests ? latest.current(true) : undefined));
  }, []);

  const signIn = useCallback(async () => {
    setBusy(true);
    setFailure(null);
    try {
      await finish(false);
    } finally {
      setBusy(false);
    }
  }, [finish]);

  return { available, busy, failure, signIn };
}
