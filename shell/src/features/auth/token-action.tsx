import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Banner, PageTitle, unavailable } from '@booknook/design-system';
import { errorDetail, errorStatus, useI18n } from '@booknook/platform';
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
  refusedFor,
  refused,
}: {
  text: TokenActionText;
  /** What the tap does; resolves with what the API says. */
  act: (token: string) => Promise<string>;
  /** Where to go next, shown once it worked. */
  done: ReactNode;
  /** Answers that say the link can never work (e.g. 404: what it acts on is gone); tapping again would not help. */
  refusedFor?: number[];
  /** Where to go instead, shown (without the button) after such an answer. */
  refused?: ReactNode;
}) {
  const { t } = useI18n();
  const token = linkTokenOf(useLocation().hash);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; final: boolean; text: string } | null>(null);

  const onTap = async () => {
    if (!token) return;
    setSending(true);
    try {
      setOutcome({ ok: true, final: true, text: await act(token) });
    } catch (error) {
      const status = errorStatus(error);
      const final = status !== undefined && (refusedFor ?? []).includes(status);
      setOutcome({ ok: false, final, text: status ? errorDetail(error, t(text.failed)) : t(text.failed) });
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthScreen>
      <PageTitle title={t(text.title)} />
      <AuthCard>
        <AuthBrand />
        <h1>{t(text.title)}</h1>
        {!token && <Banner role="alert">{t(text.missingToken)}</Banner>}
        {outcome && (
          <Banner $tone={outcome.ok ? 'success' : 'danger'} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.text}
          </Banner>
        )}
        {token && !outcome?.final && (
          <>
            <Intro>{t(text.intro)}</Intro>
            <CardButton type="button" onClick={() => void onTap()} {...unavailable(sending)}>
              {t(text.submit)}
            </CardButton>
          </>
        )}
        {outcome?.ok && <Intro>{done}</Intro>}
        {outcome && !outcome.ok && outcome.final && refused && <Intro>{refused}</Intro>}
      </AuthCard>
    </AuthScreen>
  );
}
