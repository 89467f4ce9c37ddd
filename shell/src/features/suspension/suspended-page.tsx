import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { Banner, PageTitle, Spinner, unavailable } from '@booknook/design-system';
import { errorStatus, fetchJson, http } from '@booknook/platform';
import { forgetPushSubscription } from '../../service-worker/forget-push';
import { forgetOfflineConversations } from '../../service-worker/register';
import { AuthBrand, AuthCard, AuthScreen, CardButton, Intro } from '../auth/auth-card';
import { SUSPENSION_KEY, suspensionMessages as t, type SuspensionNotice } from './suspension-messages';

/**
 * /suspended: where a suspended member's next visit lands (the renderer sends every page there while their session
 * says so, and an open page goes there when its live stream is refused). Says why and until when, and lets them sign
 * out; the session itself does nothing else until the suspension is lifted.
 */
export function SuspendedPage() {
  const { data, error, isLoading } = useSWR<SuspensionNotice, unknown>(SUSPENSION_KEY, fetchJson<SuspensionNotice>, {
    revalidateOnFocus: false,
  });
  const [leaving, setLeaving] = useState(false);
  // A suspended member's conversations leave this device's offline page (an open page can come here without a load).
  useEffect(() => {
    if (data) forgetOfflineConversations();
  }, [data]);

  const signOut = async () => {
    setLeaving(true);
    await forgetPushSubscription();
    // Whatever the answer, a full load starts this browser afresh as a guest.
    await http.post('/users/logout/').catch(() => undefined);
    window.location.assign('/');
  };

  const notSuspended = !data && errorStatus(error) === 404;
  const title = notSuspended ? t.notSuspendedTitle : t.title;
  return (
    <AuthScreen>
      <PageTitle title={title} />
      <AuthCard>
        <AuthBrand />
        <h1>{title}</h1>
        {isLoading && !data && <Spinner />}
        {data && (
          <>
            <Intro>{t.until(data.until)}</Intro>
            <Banner role="status">{t.reason(data.reason)}</Banner>
            <p>{t.effects}</p>
            <p>
              {t.mistake}
              <Link to="/contact">{t.contact}</Link>.
            </p>
            <CardButton type="button" onClick={() => void signOut()} {...unavailable(leaving)}>
              {leaving ? t.signingOut : t.signOut}
            </CardButton>
          </>
        )}
        {notSuspended && (
          <>
            <Intro>{t.notSuspended}</Intro>
            <p>
              <Link to="/login">{t.signIn}</Link> · <Link to="/books">{t.browse}</Link>
            </p>
          </>
        )}
        {error !== undefined && !notSuspended && <Banner role="alert">{t.failed}</Banner>}
      </AuthCard>
    </AuthScreen>
  );
}
