import { useCallback, useState } from 'react';
import { errorDetail, errorFields, errorStatus } from '@booknook/platform';
import { emailCodeMessages as t } from './email-code-messages';
import { authMessages } from './auth-messages';
import { emailSchema } from './login-schema';
import { requestEmailCode } from './email-code-api';
import { needsSignupChallenge, solveSignupChallenge } from './signup-challenge';

/**
 * Ask for a code mailed to an address. A network that made several accounts this hour is asked the sign-up puzzle
 * for every address (so it never tells who has an account): solved here, then the request is sent again with it.
 */
export function useSendEmailCode(returnPath: string) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [solving, setSolving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  /** Resolves with what is wrong with the address (to show under it), or nothing once the code is on its way. */
  const send = useCallback(
    async (typed: string): Promise<string | undefined> => {
      const email = typed.trim();
      if (!emailSchema.isValidSync(email)) return authMessages.login.invalidEmail;
      setSending(true);
      setFailure(null);
      try {
        try {
          await requestEmailCode({ email, next: returnPath });
        } catch (error) {
          if (!needsSignupChallenge(errorFields(error))) throw error;
          setSolving(true);
          await requestEmailCode({ email, next: returnPath, altcha: await solveSignupChallenge() });
        }
        setSentTo(email);
        return undefined;
      } catch (error) {
        const fields = errorFields(error);
        if (fields.email) return fields.email;
        setFailure(errorStatus(error) ? errorDetail(error, t.failed) : t.failed);
        return undefined;
      } finally {
        setSending(false);
        setSolving(false);
      }
    },
    [returnPath],
  );

  const reset = useCallback(() => setSentTo(null), []);
  return { send, sentTo, sending, solving, failure, reset };
}
