import { Link } from 'react-router-dom';
import { getCurrentUser, http, useI18n, useSession } from '@booknook/platform';
import { authMessages } from '../features/auth/auth-messages';
import { TokenAction } from '../features/auth/token-action';

const text = authMessages.verifyEmail;

/** /verify-email#token=…: the page the confirmation link opens, signed in or not (issue 24.3). */
export function VerifyEmailPage() {
  const { t } = useI18n();
  const { session, updateUser } = useSession();
  const signedIn = session.status === 'authenticated';
  const confirm = async (token: string) => {
    const { data } = await http.post<{ detail: string }>('/users/verify-email/', { token });
    // A signed-in member's header and pages read the confirmed address at once.
    if (signedIn) updateUser(await getCurrentUser());
    return data.detail;
  };
  return (
    <TokenAction
      text={text}
      act={confirm}
      done={
        <>
          {signedIn ? <Link to="/books">{t(text.browse)}</Link> : <Link to="/login">{t(text.signIn)}</Link>} ·{' '}
          <Link to="/">{t(text.goHome)}</Link>
        </>
      }
    />
  );
}
