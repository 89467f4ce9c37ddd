import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Banner, PageTitle, unavailable } from '@booknook/design-system';
import { errorDetail, errorStatus } from '@booknook/platform';
import { AuthBrand, AuthCard, AuthScreen, CardButton, Intro } from './auth-card';
import { linkTokenOf } from './password-reset-api';

export interface TokenActionText {
  title: string;
  intro: string;
  submit: string;
  missingToken: string;
  failed: string;
}

/**
 * A page a mailed link opens (#token=…, never sent to a server, never in a Referer): it says what the
 * link does and asks for one tap rather than acting on load, so that a mail scanner that opens links
 * does not use it up. Confirming an address, unsubscribing, renewing a listing.
 */
export function TokenAction({
  text,
  act,
  done,
}: {
  text: TokenActionText;
  /** What the tap does; resolves with what the API says. */
  act: (token: string) => Promise<string>;
  /** Where to go next, shown once it worked. */
  done: ReactNode;
}) {
  const token = linkTokenOf(useLocation().hash);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const onTap = async () => {
    if (!token) return;
    setSending(true);
    try {
      setOutcome({ ok: true, text: await act(token) });
    } catch (error) {
      setOutcome({ ok: false, text: errorStatus(error) ? errorDetail(error, text.failed) : text.failed });
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthScreen>
      <PageTitle title={text.title} />
      <AuthCard>
        <AuthBrand />
        <h1>{text.title}</h1>
        {!token && <Banner role="alert">{text.missingToken}</Banner>}
        {outcome && (
          <Banner $tone={outcome.ok ? 'success' : 'danger'} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.text}
          </Banner>
        )}
        {token && !outcome?.ok && (
          <>
            <Intro>{text.intro}</Intro>
            <CardButton type="button" onClick={() => void onTap()} {...unavailable(sending)}>
              {text.submit}
            </CardButton>
          </>
        )}
        {outcome?.ok && <Intro>{done}</Intro>}
      </AuthCard>
    </AuthScreen>
  );
}
