import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Banner, errorDetail, errorStatus, getCurrentUser, http, PageTitle, unavailable, useSession } from '@booknook/shared-ui';
import { AuthBrand, AuthCard, AuthScreen, CardButton, Intro } from '../features/auth/auth-card';
import { resetTokenOf } from '../features/auth/password-reset-api';
import { authMessages as messages } from '../features/auth/auth-messages';

const t = messages.verifyEmail;

/**
 * /verify-email#token=…: the page the confirmation link opens, signed in or not. It asks for a tap
 * rather than confirming on load, so a mail scanner that opens links does not use the link up.
 */
export function VerifyEmailPage() {
  const token = resetTokenOf(useLocation().hash);
  const { session, updateUser } = useSession();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const confirm = async () => {
    if (!token) return;
    setSending(true);
    try {
      const { data } = await http.post<{ detail: string }>('/users/verify-email/', { token });
      setOutcome({ ok: true, text: data.detail });
      // A signed-in member's header and pages read the confirmed address at once.
      if (session.status === 'authenticated') updateUser(await getCurrentUser());
    } catch (error) {
      setOutcome({ ok: false, text: errorStatus(error) ? errorDetail(error, t.failed) : t.failed });
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthScreen>
      <PageTitle title={t.title} />
      <AuthCard>
        <AuthBrand />
        <h1>{t.title}</h1>
        {!token && <Banner role="alert">{t.missingToken}</Banner>}
        {outcome && (
          <Banner $tone={outcome.ok ? 'success' : 'danger'} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.text}
          </Banner>
        )}
        {token && !outcome?.ok && (
          <>
            <Intro>{t.intro}</Intro>
            <CardButton type="button" onClick={() => void confirm()} {...unavailable(sending)}>
              {t.submit}
            </CardButton>
          </>
        )}
        {outcome?.ok && (
          <Intro>
            {session.status === 'authenticated' ? <Link to="/books">{t.browse}</Link> : <Link to="/login">{t.signIn}</Link>} ·{' '}
            <Link to="/">{t.goHome}</Link>
          </Intro>
        )}
      </AuthCard>
    </AuthScreen>
  );
}
