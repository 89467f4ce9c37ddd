import { useState, type SyntheticEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Banner, InputField, notify, PageTitle, unavailable } from '@booknook/design-system';
import { type CurrentUser, errorDetail, errorFields, errorStatus, http, useI18n, useSession } from '@booknook/platform';
import { Aside, AuthBrand, AuthCard, AuthScreen, CardButton, Intro } from '../features/auth/auth-card';
import { emailCodeMessages } from '../features/auth/email-code-messages';
import { linkNextOf } from '../features/auth/email-return';
import { linkTokenOf } from '../features/auth/password-reset-api';

const text = emailCodeMessages.link;

/**
 * /email-code#token=…: the link in the code's mail signs in the device that opens it (issue 36.1). One tap, not on
 * load, so a mail scanner that opens links does not use it up; a newcomer gives their name here.
 */
export function EmailLinkPage() {
  const { t } = useI18n();
  const { hash } = useLocation();
  const token = linkTokenOf(hash);
  const navigate = useNavigate();
  const { updateUser } = useSession();
  const [name, setName] = useState('');
  const [needsName, setNeedsName] = useState(false);
  // `final`: the API refused the link (used, expired): trying again cannot help, asking for a new code can.
  const [error, setError] = useState<{ field?: string; form?: string; final?: boolean }>({});
  const [busy, setBusy] = useState(false);

  const signIn = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!token || busy) return;
    setBusy(true);
    setError({});
    try {
      const body = { token, ...(name.trim() ? { first_name: name.trim() } : {}) };
      const { data } = await http.post<CurrentUser>('/users/email-code/link/', body);
      updateUser(data);
      notify.dismiss();
      await navigate(linkNextOf(hash), { replace: true });
    } catch (failure) {
      const fields = errorFields(failure);
      if (fields.first_name) {
        setNeedsName(true);
        setError({ field: needsName ? fields.first_name : undefined });
      } else {
        const status = errorStatus(failure);
        setError({
          form: status ? errorDetail(failure, t(emailCodeMessages.failed)) : t(emailCodeMessages.failed),
          final: status !== undefined && status < 500,
        });
      }
      setBusy(false);
    }
  };

  return (
    <AuthScreen>
      <PageTitle title={t(text.title)} />
      <AuthCard>
        <AuthBrand />
        <h1>{t(text.title)}</h1>
        {!token && <Banner role="alert">{t(text.missingToken)}</Banner>}
        {error.form && <Banner role="alert">{error.form}</Banner>}
        {token && !error.final && (
          <form noValidate onSubmit={(event) => void signIn(event)}>
            <Intro>{needsName ? t(text.newcomer) : t(text.intro)}</Intro>
            {needsName && (
              <InputField
                id="field-link-name"
                label={t(emailCodeMessages.name)}
                error={error.field}
                value={name}
                onChange={(event) => setName(event.target.value)}
                autoComplete="given-name"
                maxLength={150}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the one thing this step asks for
                autoFocus
              />
            )}
            <CardButton type="submit" {...unavailable(busy)}>
              {busy ? t(emailCodeMessages.checking) : t(text.submit)}
            </CardButton>
          </form>
        )}
        {(!token || error.final) && (
          <Aside>
            <Link to="/login">{t(text.askAgain)}</Link>
          </Aside>
        )}
      </AuthCard>
    </AuthScreen>
  );
}
